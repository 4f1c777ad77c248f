internal import CSDL2
import LabImages
import LabText

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
    ) throws(LabError) {
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
        let source = UnsafePointer(base.assumingMemoryBound(to: UInt32.self))
        let (width, height) = (width, height)
        if let background {
            let under =
                UInt32(background.red) | UInt32(background.green) << 8 | UInt32(background.blue) << 16 | 0xFF00_0000
            pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
                for row in 0..<height {
                    let line = source + row * pitch
                    for column in 0..<width {
                        let pixel = line[column]
                        buffer[row * width + column] =
                            pixel >> 24 == 0 ? under : CanvasRenderer.blend(pixel, over: under)
                    }
                }
                count = width * height
            }
            runs = []
            isOpaque = true
            return
        }
        isOpaque = false
        var found: [Run] = []
        pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            for row in 0..<height {
                let line = source + row * pitch
                if let first = buffer.baseAddress { (first + row * width).initialize(from: line, count: width) }
                // The runs of pixels with any alpha: -1 while outside one.
                var start = -1
                for column in 0..<width {
                    if line[column] >> 24 != 0 {
                        if start < 0 { start = column }
                    } else if start >= 0 {
                        found.append(Run(row: Int32(row), start: Int32(start), count: Int32(column - start)))
                        start = -1
                    }
                }
                if start >= 0 {
                    found.append(Run(row: Int32(row), start: Int32(start), count: Int32(width - start)))
                }
            }
            count = width * height
        }
        runs = found
    }

    /// The bytes it keeps, for the cache's budget.
    var cost: Int { width * height * 4 + runs.count * MemoryLayout<Run>.stride }
}
