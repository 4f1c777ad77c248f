internal import CSDL2
import KeyboardLabUI

extension CanvasRenderer {
    /// Paints `color` over the pixels of `rect` outside its circular corners of `radius` pixels: the complement of
    /// ``fillRounded(_:radius:_:)`` within the rectangle, with the same coverage along the curve, so a display's
    /// black corners meet its content without a seam.
    ///
    /// - Complexity: O(radius²) pixels examined.
    func fillCorners(_ rect: PixelRect, radius: Double, _ color: Color) throws(SDLError) {
        guard !rect.isEmpty, color.alpha > 0, radius.isFinite else { return }
        let radius = min(max(radius, 0), Double(rect.width) / 2, Double(rect.height) / 2)
        guard radius >= 0.5 else { return }
        let band = Int(radius.rounded(.up))
        let mask = cornerMask(radius: radius, band: band)
        var pixels: [UInt8: [SDL_Point]] = [:]
        for iy in 0..<band {
            for ix in 0..<band {
                let alpha = UInt8((Double(color.alpha) * (1 - mask[iy * band + ix])).rounded())
                guard alpha > 0 else { continue }
                let corners = [
                    (rect.x0 + ix, rect.y0 + iy), (rect.x1 - 1 - ix, rect.y0 + iy), (rect.x0 + ix, rect.y1 - 1 - iy),
                    (rect.x1 - 1 - ix, rect.y1 - 1 - iy),
                ]
                for (x, y) in corners { pixels[alpha, default: []].append(SDL_Point(x: Int32(x), y: Int32(y))) }
            }
        }
        for alpha in pixels.keys.sorted() {
            guard let points = pixels[alpha] else { continue }
            try setColor(color, alpha: alpha)
            try sdlCheck(
                SDL_RenderDrawPoints(renderer.pointer, points, Int32(points.count)), "could not draw a display corner")
        }
    }
}
