internal import CSDL2
import LabImages
import LabText

extension CanvasRenderer {
    /// Paints `color` over the pixels of `rect` outside its circular corners of `radius` pixels: the complement of
    /// ``fillRounded(_:radius:_:)`` within the rectangle, with the same coverage along the curve, so a display's
    /// black corners meet its content without a seam.
    ///
    /// - Complexity: O(radius²) pixels examined.
    func fillCorners(_ rect: PixelRect, radius: Double, _ color: Color) throws(LabError) {
        guard !rect.isEmpty, color.alpha > 0, radius.isFinite else { return }
        let radius = min(max(radius, 0), Double(rect.width) / 2, Double(rect.height) / 2)
        guard radius >= 0.5 else { return }
        let key = CornerKey(rect: rect, radius: radius, color: color)
        let groups = displayCorners[key] ?? cornerPixels(rect, radius: radius, color)
        if displayCorners[key] == nil {
            if displayCorners.count > 16 { displayCorners.removeAll() }
            displayCorners[key] = groups
        }
        for group in groups where !renderPointsInPlace(group.points, color, alpha: group.alpha) {
            try setColor(color, alpha: group.alpha)
            try sdlCheck(
                SDL_RenderDrawPoints(renderer.pointer, group.points, Int32(group.points.count)),
                "could not draw a display corner")
        }
    }

    /// The pixels outside the corners, grouped by alpha in increasing order.
    private func cornerPixels(_ rect: PixelRect, radius: Double, _ color: Color) -> [(
        alpha: UInt8, points: [SDL_Point]
    )] {
        let band = Int(radius.rounded(.up))
        let mask = cornerMask(radius: radius, band: band)
        var pixels: [UInt8: [SDL_Point]] = [:]
        for iy in 0..<band {
            for ix in 0..<band {
                let alpha = UInt8((Double(color.alpha) * (1 - mask[iy * band + ix])).rounded())
                guard alpha > 0 else { continue }
                let left = Int32(rect.x0 + ix)
                let right = Int32(rect.x1 - 1 - ix)
                let top = Int32(rect.y0 + iy)
                let bottom = Int32(rect.y1 - 1 - iy)
                pixels[alpha, default: []] += [
                    SDL_Point(x: left, y: top), SDL_Point(x: right, y: top), SDL_Point(x: left, y: bottom),
                    SDL_Point(x: right, y: bottom),
                ]
            }
        }
        return pixels.keys.sorted().map { ($0, pixels[$0] ?? []) }
    }
}

/// What identifies a display-corner drawing: the same key draws the same pixels.
struct CornerKey: Hashable {
    var rect: PixelRect
    var radius: Double
    var color: Color
}
