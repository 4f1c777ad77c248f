internal import CSDL2
import LabImages

/// Fills and points drawn straight into a software renderer's surface, giving exactly the pixels SDL's software
/// renderer gives, faster.
///
/// SDL's opaque fill streams its stores past the cache (`movntps`), which on a surface this small, drawn over at
/// once, costs a frame far more than it saves; its blended fills and points convert every pixel through the
/// generic format tables. Here an opaque colour is stored and a translucent one blended with SDL's own arithmetic
/// (colour premultiplied once, each channel `(255 − a) × dst / 255 + src`, divisions truncating), so every golden
/// stays byte for byte what SDL draws. Pending SDL drawing is flushed first, so the order of drawing holds. A
/// window's renderer has no surface in memory: the functions then return false and draw nothing.
extension CanvasRenderer {
    /// A surface's pixels as RGBA32 words (little-endian: red is the low byte), with its pitch in pixels and the
    /// bounds drawing may touch (the surface within the clip); nil for a window.
    func pixelsInPlace() -> (pixels: UnsafeMutablePointer<UInt32>, pitch: Int, bounds: PixelRect)? {
        guard let surface = renderer.surface, SDL_RenderFlush(renderer.pointer) == 0,
            let base = surface.pointer.pointee.pixels
        else { return nil }
        var bounds = PixelRect(x0: 0, y0: 0, x1: surface.width, y1: surface.height)
        if let clip = clipStack.last { bounds = bounds.intersection(clip) }
        return (base.assumingMemoryBound(to: UInt32.self), Int(surface.pointer.pointee.pitch) / 4, bounds)
    }

    /// Fills `rects` with `color` at `alpha` (the colour's own by default), stored when opaque and blended
    /// otherwise; false, drawing nothing, for a window.
    func fillInPlace(_ rects: [PixelRect], _ color: Color, alpha: UInt8? = nil) -> Bool {
        guard let (pixels, pitch, bounds) = pixelsInPlace() else { return false }
        let blend = Blend(color, alpha: alpha ?? color.alpha)
        for rect in rects {
            let area = rect.intersection(bounds)
            guard !area.isEmpty else { continue }
            for row in area.y0..<area.y1 {
                let start = pixels + row * pitch + area.x0
                if blend.isOpaque {
                    start.update(repeating: blend.opaque, count: area.x1 - area.x0)
                } else {
                    blend.over(start, count: area.x1 - area.x0)
                }
            }
        }
        return true
    }

    /// Draws single pixels in `color` at `alpha`, blended as ``fillInPlace(_:_:alpha:)`` blends; false, drawing
    /// nothing, for a window.
    func renderPointsInPlace(_ points: [SDL_Point], _ color: Color, alpha: UInt8) -> Bool {
        guard let (pixels, pitch, bounds) = pixelsInPlace() else { return false }
        let blend = Blend(color, alpha: alpha)
        for point in points {
            let (x, y) = (Int(point.x), Int(point.y))
            guard x >= bounds.x0, x < bounds.x1, y >= bounds.y0, y < bounds.y1 else { continue }
            let pixel = pixels + y * pitch + x
            pixel.pointee = blend.isOpaque ? blend.opaque : blend.over(pixel.pointee)
        }
        return true
    }
}

/// SDL's software blend of one colour over RGBA32 pixels (`SDL_BLENDMODE_BLEND`).
struct Blend {
    let red: UInt32
    let green: UInt32
    let blue: UInt32
    let alpha: UInt32
    /// The colour as an opaque pixel.
    let opaque: UInt32
    /// The premultiplied source as two 16-bit lanes each: red and blue, green and alpha.
    private let sourceRedBlue: UInt32
    private let sourceGreenAlpha: UInt32

    init(_ color: Color, alpha: UInt8) {
        self.alpha = UInt32(alpha)
        // SDL premultiplies the colour once per fill.
        red = UInt32(color.red) * self.alpha / 255
        green = UInt32(color.green) * self.alpha / 255
        blue = UInt32(color.blue) * self.alpha / 255
        opaque = UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | 0xFF00_0000
        sourceRedBlue = red | blue << 16
        sourceGreenAlpha = green | self.alpha << 16
    }

    var isOpaque: Bool { alpha == 255 }

    /// `pixel` with the colour blended over it: each channel `(255 − a) × dst / 255 + src`, the division
    /// truncating, as SDL computes it; no channel can exceed 255, since each source term is at most `a`.
    ///
    /// Two channels are worked at once, in the 16-bit halves of a word: a product is at most 255 × 255, and
    /// `(x + 1 + (x >> 8)) >> 8` is `x / 255` for every such `x` (``BlendTests`` checks both against the
    /// per-channel formula).
    @inline(__always)
    func over(_ pixel: UInt32) -> UInt32 {
        let lanes: UInt32 = 0x00FF_00FF
        let inverse = 255 - alpha
        let redBlue = (pixel & lanes) &* inverse
        let greenAlpha = (pixel >> 8 & lanes) &* inverse
        let r = (redBlue &+ 0x0001_0001 &+ (redBlue >> 8 & lanes)) >> 8 & lanes
        let g = (greenAlpha &+ 0x0001_0001 &+ (greenAlpha >> 8 & lanes)) >> 8 & lanes
        return (r &+ sourceRedBlue) | (g &+ sourceGreenAlpha) << 8
    }

    /// The colour blended over `count` pixels at `pixels`, four at a time: the same arithmetic as ``over(_:)``
    /// in true 16-bit lanes, which SSE2 multiplies eight at once (a product is at most 255 × 255, and the division's
    /// sum at most 65,280, so no lane overflows).
    func over(_ pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        let lanes = SIMD4<UInt32>(repeating: 0x00FF_00FF)
        let inverse = SIMD8<UInt16>(repeating: UInt16(255 - alpha))
        let sourceRedBlue = SIMD4<UInt32>(repeating: sourceRedBlue)
        let sourceGreenAlpha = SIMD4<UInt32>(repeating: sourceGreenAlpha)
        @inline(__always) func divided(_ x: SIMD8<UInt16>) -> SIMD4<UInt32> {
            unsafeBitCast((x &+ 1 &+ (x &>> 8)) &>> 8, to: SIMD4<UInt32>.self)
        }
        var index = 0
        while index + 4 <= count {
            let raw = UnsafeMutableRawPointer(pixels + index)
            let pixel = raw.loadUnaligned(as: SIMD4<UInt32>.self)
            let redBlue = unsafeBitCast(pixel & lanes, to: SIMD8<UInt16>.self) &* inverse
            let greenAlpha = unsafeBitCast(pixel &>> 8 & lanes, to: SIMD8<UInt16>.self) &* inverse
            let blended = (divided(redBlue) &+ sourceRedBlue) | (divided(greenAlpha) &+ sourceGreenAlpha) &<< 8
            raw.storeBytes(of: blended, as: SIMD4<UInt32>.self)
            index += 4
        }
        while index < count {
            pixels[index] = over(pixels[index])
            index += 1
        }
    }
}
