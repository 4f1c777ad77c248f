/// An axis-aligned box of pixels where an actual image differs from the expected one.
///
/// ```swift
/// let region = PixelRegion(x: 10, y: 20, width: 3, height: 2, differingPixelCount: 5)
/// region.description  // "[10 20 3 2]"
/// ```
public struct PixelRegion: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The left edge, in pixels from the image's left.
    public var x: Int
    /// The top edge, in pixels from the image's top.
    public var y: Int
    /// Width in pixels; at least 1.
    public var width: Int
    /// Height in pixels; at least 1.
    public var height: Int
    /// How many differing pixels the box holds (it may also hold unchanged ones).
    public var differingPixelCount: Int

    /// Creates a region from its box and the number of differing pixels inside it.
    public init(x: Int, y: Int, width: Int, height: Int, differingPixelCount: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.differingPixelCount = differingPixelCount
    }

    /// One past the right edge.
    public var maxX: Int { x + width }
    /// One past the bottom edge.
    public var maxY: Int { y + height }

    /// `"[x y w h]"`, the form the `check` command prints.
    public var description: String { "[\(x) \(y) \(width) \(height)]" }
}
