/// A location in points, origin top-left, y growing downwards.
public struct Point: Equatable, Hashable, Sendable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The point moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// The point's coordinates as `[x, y]`, the trace format.
    public var components: [Double] { [x, y] }
}
