/// A width and height in points.
public struct Size: Equatable, Hashable, Sendable, Codable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    /// The size with width and height swapped, as a rotated screen has.
    public var transposed: Size { Size(width: height, height: width) }
}
