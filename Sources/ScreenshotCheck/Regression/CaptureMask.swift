import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import ScreenshotComparison

/// A scenario's `mask` as it stands at one capture: how the report names it, and the pixels it leaves out.
struct CaptureMask: Equatable {
    /// E.g. `field email at 16,120 361×44` or `rect 0,0 393×54`.
    var description: String
    /// The pixels, every one the mask touches; nil when it is not on screen.
    var pixels: PixelMask?

    /// `mask` on `phone` now, mapped to pixels by `mapping` (the capture's scale and origin).
    init(_ mask: ScenarioMask, on phone: Phone, mapping: PixelMapping) {
        description = mask.description(on: phone)
        pixels = mask.frame(on: phone).map { Self.pixels(of: $0, mapping: mapping) }
    }

    /// The pixels `rect` touches: its edges rounded outwards, so an anti-aliased edge is left out too.
    static func pixels(of rect: Rect, mapping: PixelMapping) -> PixelMask {
        let topLeft = mapping.exact(rect.origin)
        let bottomRight = mapping.exact(Point(x: rect.maxX, y: rect.maxY))
        // A hair of slack, so an edge that lands on a whole pixel after scaling is not pushed a pixel out.
        let x0 = Int((topLeft.x + 1e-6).rounded(.down))
        let y0 = Int((topLeft.y + 1e-6).rounded(.down))
        let x1 = Int((bottomRight.x - 1e-6).rounded(.up))
        let y1 = Int((bottomRight.y - 1e-6).rounded(.up))
        return PixelMask(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
