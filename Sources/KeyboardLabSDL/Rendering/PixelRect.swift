internal import CSDL2
import LabDrawing
import LabGeometry

/// A rectangle of whole pixels, `x0 ..< x1` by `y0 ..< y1`.
struct PixelRect: Hashable {
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

extension PixelMapping {
    /// The whole-pixel rectangle of `rect`.
    func rect(_ rect: Rect) -> PixelRect {
        let edges = edges(rect)
        return PixelRect(x0: edges.x0, y0: edges.y0, x1: edges.x1, y1: edges.y1)
    }

    /// The one pixel row of a hairline along `rect`: the row holding its vertical middle, across its width.
    func hairline(_ rect: Rect) -> PixelRect {
        let edges = edges(rect)
        let row = Int(exact(Point(x: rect.minX, y: rect.midY)).y.rounded(.down))
        return PixelRect(x0: edges.x0, y0: row, x1: edges.x1, y1: row + 1)
    }
}
