internal import CSDL2
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import LabImages
import Testing

/// The canvas fills its surface directly instead of through SDL's software renderer: the pixels must be exactly
/// the ones SDL gives, for every colour and alpha over every background.
@MainActor @Suite(.serialized)
struct InPlaceBlendTests {
    static let size = 64

    /// Background stripes: a different opaque colour on every row.
    static func stripe(_ row: Int) -> Color {
        Color(red: UInt8(row * 4 % 256), green: UInt8(255 - row * 3 % 256), blue: UInt8(row * 37 % 256))
    }

    /// Translucent fills, each a column band over every stripe.
    static let fills: [Color] = {
        let alphas: [UInt8] = [1, 2, 17, 64, 127, 128, 129, 200, 254, 255, 3, 90, 180, 230, 250, 10]
        var fills: [Color] = []
        for (index, alpha) in alphas.enumerated() {
            let red = UInt8(index * 53 % 256)
            let green = UInt8(index * 97 % 256)
            let blue = UInt8(255 - index * 16)
            fills.append(Color(red: red, green: green, blue: blue, alpha: alpha))
        }
        return fills
    }()

    /// The stripes, then the fills, drawn by SDL's own software renderer on an RGBA32 surface.
    func drawnBySDL() throws -> [UInt8] {
        let surface = try #require(
            SDL_CreateRGBSurfaceWithFormat(0, Int32(Self.size), Int32(Self.size), 32, CSDL2_PixelFormatRGBA32()))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        for row in 0..<Self.size {
            let color = Self.stripe(row)
            SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, 255)
            var rect = SDL_Rect(x: 0, y: Int32(row), w: Int32(Self.size), h: 1)
            SDL_RenderFillRect(renderer, &rect)
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        for (index, color) in Self.fills.enumerated() {
            SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
            var rect = SDL_Rect(x: Int32(index * 4), y: 0, w: 4, h: Int32(Self.size))
            SDL_RenderFillRect(renderer, &rect)
        }
        SDL_RenderFlush(renderer)
        let pitch = Int(surface.pointee.pitch)
        let base = try #require(surface.pointee.pixels).assumingMemoryBound(to: UInt8.self)
        return (0..<Self.size).flatMap { row in
            Array(UnsafeBufferPointer(start: base + row * pitch, count: Self.size * 4))
        }
    }

    @Test func translucentFillsMatchSDLsSoftwareRendererByteForByte() throws {
        var list = DrawList(canvas: Size(width: Double(Self.size), height: Double(Self.size)), background: .white)
        for row in 0..<Self.size {
            list.fill(Rect(x: 0, y: Double(row), width: Double(Self.size), height: 1), Self.stripe(row))
        }
        for (index, color) in Self.fills.enumerated() {
            list.fill(Rect(x: Double(index * 4), y: 0, width: 4, height: Double(Self.size)), color)
        }
        let canvas = try TestAssets.canvas(width: Self.size, height: Self.size)
        let image = try canvas.capture(list, scale: 1)
        #expect(image.pixels == (try drawnBySDL()))
    }
}

/// Text runs are blended straight into the surface: every source colour and alpha over every background must give
/// the pixel SDL's own blit of a text texture gives.
@MainActor @Suite(.serialized)
struct TextBlendTests {
    /// Sources with every alpha over one row per background value, blitted by SDL's software renderer as a text
    /// texture is, against ``CanvasRenderer/blend(_:over:)``.
    @Test(arguments: [0, 1, 64, 127, 128, 200, 254, 255])
    func blendingMatchesSDLsBlitForEveryAlphaAndBackground(source value: Int) throws {
        let size = 256
        let target = try #require(SDL_CreateRGBSurfaceWithFormat(0, 256, 256, 32, CSDL2_PixelFormatRGBA32()))
        defer { SDL_FreeSurface(target) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(target))
        defer { SDL_DestroyRenderer(renderer) }
        let source = try #require(SDL_CreateRGBSurfaceWithFormat(0, 256, 1, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(source) }
        // Red, green and blue differ, so a swapped channel shows.
        let (red, green, blue) = (UInt32(value), UInt32(255 - value), UInt32(value * 7 % 256))
        let row = try #require(source.pointee.pixels).assumingMemoryBound(to: UInt32.self)
        for alpha in 0..<size { row[alpha] = UInt32(alpha) << 24 | red << 16 | green << 8 | blue }
        let texture = try #require(SDL_CreateTextureFromSurface(renderer, source))
        defer { SDL_DestroyTexture(texture) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let pixels = try #require(target.pointee.pixels).assumingMemoryBound(to: UInt32.self)
        let pitch = Int(target.pointee.pitch) / 4
        func background(_ y: Int) -> UInt32 {
            UInt32(y) | UInt32(255 - y) << 8 | UInt32(y * 3 % 256) << 16 | 0xFF00_0000
        }
        for y in 0..<size { for x in 0..<size { pixels[y * pitch + x] = background(y) } }
        for y in 0..<size {
            var rect = SDL_Rect(x: 0, y: Int32(y), w: Int32(size), h: 1)
            SDL_RenderCopy(renderer, texture, nil, &rect)
        }
        SDL_RenderFlush(renderer)
        var mismatches = 0
        // The four-lane blend of a whole run, as text is drawn, gives the same pixels; the row's 255 pixels leave
        // three over for the one-by-one tail.
        var blended = [UInt32](repeating: 0, count: size - 1)
        for y in 0..<size {
            for alpha in 1..<size
            where CanvasRenderer.blend(row[alpha], over: background(y)) != pixels[y * pitch + alpha] {
                mismatches += 1
            }
            blended.withUnsafeMutableBufferPointer { line in
                line.update(repeating: background(y))
                CanvasRenderer.blend(UnsafePointer(row + 1), over: line.baseAddress!, count: size - 1)
            }
            mismatches += (1..<size).count { blended[$0 - 1] != pixels[y * pitch + $0] }
        }
        #expect(mismatches == 0)
    }
}
