/// An axis-aligned rectangle in points, origin top-left, y growing downwards.
///
/// ```swift
/// let scroll = Rect(x: 0, y: 103, width: 393, height: 749)
/// let keyboard = Rect(x: 0, y: 516, width: 393, height: 336)
/// scroll.intersection(keyboard).height  // 336
/// ```
public struct Rect: Equatable, Hashable, Sendable, Codable {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The overlapping part of two rectangles, or `.zero` with no area when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the two rectangles share some area.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// Whether `point` lies inside; the right and bottom edges are outside.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    /// The rectangle's components as `[x, y, w, h]`, the trace format.
    public var components: [Double] { [minX, minY, width, height] }

    /// Converts a rectangle in a scroll view's content coordinates to window coordinates.
    ///
    /// - Parameters:
    ///   - scrollFrame: the scroll view's frame in window coordinates.
    ///   - contentOffset: the scroll view's content offset.
    public func converted(fromContentOf scrollFrame: Rect, offset contentOffset: Point) -> Rect {
        offsetBy(dx: scrollFrame.minX - contentOffset.x, dy: scrollFrame.minY - contentOffset.y)
    }

    /// Converts a rectangle in window coordinates to a scroll view's content coordinates.
    public func converted(toContentOf scrollFrame: Rect, offset contentOffset: Point) -> Rect {
        offsetBy(dx: contentOffset.x - scrollFrame.minX, dy: contentOffset.y - scrollFrame.minY)
    }
}
