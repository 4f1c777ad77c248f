internal import CSDL2
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import ScreenshotComparison
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
