internal import CSDL2
import KeyboardAvoidance

/// A rectangle of whole pixels, `x0 ..< x1` by `y0 ..< y1`.
struct PixelRect: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The overlap of two pixel rectangles, empty when they do not overlap.
    func intersection(_ other: PixelRect) -> PixelRect {
        let result = PixelRect(
            x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return result.isEmpty ? PixelRect(x0: result.x0, y0: result.y0, x1: result.x0, y1: result.y0) : result
    }

    var sdlRect: SDL_Rect { SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(max(0, width)), h: Int32(max(0, height))) }
}

/// Maps points to pixels: `pixel = origin + point × scale`.
///
/// Edges are rounded to the nearest pixel (halves away from zero) one coordinate at a time, so two
/// rectangles that share an edge in points share it in pixels, with neither gap nor overlap.
struct PixelMapping {
    var originX: Int
    var originY: Int
    var scale: Double

    /// Keeps coordinates far inside `Int32`, whatever the input.
    private static let limit = 1_000_000.0

    /// The exact (unrounded) pixel position of `point`.
    func exact(_ point: Point) -> (x: Double, y: Double) {
        (Double(originX) + Self.clamp(point.x * scale), Double(originY) + Self.clamp(point.y * scale))
    }

    /// The pixel edge nearest to horizontal point coordinate `x`.
    func x(_ x: Double) -> Int { originX + Int(Self.clamp(x * scale).rounded()) }

    /// The pixel edge nearest to vertical point coordinate `y`.
    func y(_ y: Double) -> Int { originY + Int(Self.clamp(y * scale).rounded()) }

    /// The whole-pixel rectangle of `rect`.
    func rect(_ rect: Rect) -> PixelRect {
        PixelRect(x0: x(rect.minX), y0: y(rect.minY), x1: x(rect.maxX), y1: y(rect.maxY))
    }

    private static func clamp(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return min(max(value, -limit), limit)
    }
}
