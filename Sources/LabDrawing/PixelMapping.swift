import LabGeometry

/// The one mapping between a canvas's points and the pixels it is drawn to: `pixel = origin + point × scale`.
///
/// Edges are rounded to the nearest pixel (halves away from zero) one coordinate at a time, so two rectangles that
/// share an edge in points share it in pixels, with neither gap nor overlap. The renderer, the window's hit
/// testing, the IME rectangle and the trace's `screenOrigin` all use it.
///
/// ```swift
/// let map = PixelMapping(originX: 16, originY: 16, scale: 2)
/// map.x(10)                               // 36
/// map.point(pixelX: 36, pixelY: 36)       // (10, 10)
/// ```
public struct PixelMapping: Equatable, Hashable, Sendable {
    /// Where the canvas's top-left corner lies, in pixels.
    public var originX: Int
    /// Where the canvas's top-left corner lies, in pixels.
    public var originY: Int
    /// Pixels per point.
    public var scale: Double

    /// Keeps coordinates far inside `Int32`, whatever the input.
    private static let limit = 1_000_000.0

    /// Creates a mapping.
    public init(originX: Int = 0, originY: Int = 0, scale: Double) {
        self.originX = originX
        self.originY = originY
        self.scale = scale
    }

    /// The canvas's origin in pixels, as a point value (the trace's `screenOrigin`).
    public var origin: Point { Point(x: Double(originX), y: Double(originY)) }

    /// The exact (unrounded) pixel position of `point`.
    public func exact(_ point: Point) -> (x: Double, y: Double) {
        (Double(originX) + Self.clamp(point.x * scale), Double(originY) + Self.clamp(point.y * scale))
    }

    /// The pixel edge nearest to horizontal point coordinate `x`.
    public func x(_ x: Double) -> Int { originX + Int(Self.clamp(x * scale).rounded()) }

    /// The pixel edge nearest to vertical point coordinate `y`.
    public func y(_ y: Double) -> Int { originY + Int(Self.clamp(y * scale).rounded()) }

    /// The whole-pixel edges of `rect`: left, top, right, bottom.
    public func edges(_ rect: Rect) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        (x(rect.minX), y(rect.minY), x(rect.maxX), y(rect.maxY))
    }

    /// The canvas point under pixel (`pixelX`, `pixelY`): the inverse of the mapping.
    public func point(pixelX: Int, pixelY: Int) -> Point {
        Point(x: (Double(pixelX) - Double(originX)) / scale, y: (Double(pixelY) - Double(originY)) / scale)
    }

    /// The pixel size of a canvas `size` points large.
    public func pixelSize(_ size: Size) -> (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }

    private static func clamp(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return min(max(value, -limit), limit)
    }
}
