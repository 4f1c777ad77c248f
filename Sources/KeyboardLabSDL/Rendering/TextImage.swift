internal import CSDL2
import ScreenshotComparison

/// One rendered text run: a texture for a window's renderer, or, for a software surface, its pixels kept in
/// memory (ARGB8888, row after row) and blended straight into the surface.
final class TextImage {
    let width: Int
    let height: Int
    /// The texture a window's renderer copies; nil for a software surface.
    let texture: TextureHandle?
    /// The pixels a software surface blends in place; empty for a window.
    let pixels: [UInt32]
    /// The runs of pixels that are not clear, row by row: all a blend has to touch.
    let runs: [Run]
    /// Whether the pixels are composited on an opaque background already (RGBA32, to copy), not translucent
    /// ARGB8888 to blend.
    let isOpaque: Bool

    /// A horizontal run of pixels that are not clear: its row, first column and length.
    struct Run {
        let row: Int32
        let start: Int32
        let count: Int32
    }

    /// Keeps `surface` (SDL2_ttf's blended ARGB8888 output) as a texture of `renderer`, or as pixels when
    /// `inMemory`, composited on `background` when one is given (each pixel blended as it would be drawn on it).
    init(
        surface: UnsafeMutablePointer<SDL_Surface>, renderer: RendererHandle, inMemory: Bool, background: Color? = nil
    ) throws(SDLError) {
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        guard inMemory, surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
            let base = surface.pointee.pixels
        else {
            texture = try TextureHandle(surface: surface, renderer: renderer)
            pixels = []
            runs = []
            isOpaque = false
            return
        }
        texture = nil
        let pitch = Int(surface.pointee.pitch) / 4
        let source = base.assumingMemoryBound(to: UInt32.self)
        if let background {
            let under =
                UInt32(background.red) | UInt32(background.green) << 8 | UInt32(background.blue) << 16 | 0xFF00_0000
            var composited = [UInt32](repeating: under, count: width * height)
            for row in 0..<height {
                for column in 0..<width where source[row * pitch + column] >> 24 != 0 {
                    composited[row * width + column] = CanvasRenderer.blend(source[row * pitch + column], over: under)
                }
            }
            pixels = composited
            runs = []
            isOpaque = true
            return
        }
        isOpaque = false
        var copy = [UInt32](repeating: 0, count: width * height)
        var found: [Run] = []
        for row in 0..<height {
            var start: Int?
            for column in 0..<width {
                let pixel = source[row * pitch + column]
                copy[row * width + column] = pixel
                if pixel >> 24 != 0 {
                    if start == nil { start = column }
                } else if let first = start {
                    found.append(Run(row: Int32(row), start: Int32(first), count: Int32(column - first)))
                    start = nil
                }
            }
            if let first = start {
                found.append(Run(row: Int32(row), start: Int32(first), count: Int32(width - first)))
            }
        }
        pixels = copy
        runs = found
    }

    /// The bytes it keeps, for the cache's budget.
    var cost: Int { width * height * 4 + runs.count * MemoryLayout<Run>.stride }
}
