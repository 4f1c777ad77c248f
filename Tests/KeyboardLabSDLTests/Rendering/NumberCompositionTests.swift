internal import CSDL2
import Foundation
import KeyboardLabUI
import LabDrawing
import LabImages
import Testing

@testable import KeyboardLabSDL

/// Monospaced lines with numbers are put together from pieces; every pixel must be the one SDL2_ttf renders for the
/// whole line.
@MainActor @Suite(.serialized)
struct NumberCompositionTests {
    /// Lines like the overlay's readout, with numbers of every length, sign and precision.
    static func lines(count: Int) -> [String] {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func number() -> String {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = Double(Int64(bitPattern: seed >> 11) % 2_000_000) / 1000
            return NumberText.compact(seed % 5 == 0 ? -value : seed % 7 == 0 ? value.rounded() : value)
        }
        return (0..<count).map { index in
            switch index % 5 {
            case 0: "inset  \(number()) \(number()) \(number()) \(number())   offset \(number()) \(number())"
            case 1: "kb y \(number()) -> \(number())   p \(number())"
            case 2: "t \(number())  l 0  b \(number())  r 0"
            case 3: "x \(number())  y \(number())  gap \(number()) (want 10)"
            default: "message  in a bar \(number()) 1.2.3 a-1 -> \(number())"
            }
        }
    }

    @Test(arguments: [11, 13, 22])
    func composedLinesAreSDLttfsPixelForPixel(pixelSize: Int) throws {
        let canvas = try TestAssets.canvas(width: 8, height: 8)
        let renderer = canvas.renderer
        let font = try renderer.fonts.font(.monospaced, pixelSize: pixelSize)
        let colors = [
            Color.white, Color(red: 255, green: 204, blue: 0), Color(red: 40, green: 200, blue: 90, alpha: 170),
        ]
        var compared = 0
        for (index, line) in Self.lines(count: 600).enumerated() {
            let color = colors[index % colors.count]
            let key = CanvasRenderer.TextKey(
                text: line, face: .monospaced, pixelSize: pixelSize, color: color, background: nil)
            let composed = try #require(try renderer.composedNumberText(key, font: font), "\(line)")
            defer { SDL_FreeSurface(composed) }
            let foreground = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
            let whole = try #require(TTF_RenderUTF8_Blended(font.pointer, line, foreground))
            defer { SDL_FreeSurface(whole) }
            #expect(composed.pointee.w == whole.pointee.w && composed.pointee.h == whole.pointee.h, "\(line)")
            guard composed.pointee.w == whole.pointee.w, composed.pointee.h == whole.pointee.h else { return }
            var differing = 0
            for row in 0..<Int(whole.pointee.h) {
                let a = whole.pointee.pixels.assumingMemoryBound(to: UInt32.self) + row * Int(whole.pointee.pitch) / 4
                let b =
                    composed.pointee.pixels.assumingMemoryBound(to: UInt32.self) + row * Int(composed.pointee.pitch)
                    / 4
                // A clear pixel's colour is never drawn.
                for column in 0..<Int(whole.pointee.w) where a[column] != b[column] {
                    if a[column] >> 24 != 0 || b[column] >> 24 != 0 { differing += 1 }
                }
            }
            #expect(differing == 0, "\(differing) pixels differ in \"\(line)\" at \(pixelSize) px")
            compared += 1
        }
        #expect(compared == 600)
    }

    @Test func onlyNumbersAfterTheFirstCharacterOfMonospacedASCIIAreComposed() throws {
        let tokens = { (text: String) in CanvasRenderer.numberTokens(Array(text.utf8)).map { Array($0) } }
        #expect(tokens("kb y 839.267 -> 516   p -0.038") == [Array(5..<12), Array(16..<19), Array(24..<30)])
        // Points only between digits; a minus only first.
        #expect(tokens("a-1 1.2.3 1. .5 -- - 1..2 x1") == [Array(4..<9)])
        let canvas = try TestAssets.canvas(width: 8, height: 8)
        let renderer = canvas.renderer
        let font = try renderer.fonts.font(.monospaced, pixelSize: 11)
        func composes(_ text: String, face: FontFace = .monospaced) throws -> Bool {
            let key = CanvasRenderer.TextKey(text: text, face: face, pixelSize: 11, color: .white, background: nil)
            guard let surface = try renderer.composedNumberText(key, font: font) else { return false }
            SDL_FreeSurface(surface)
            return true
        }
        #expect(try composes("offset 0 12.5"))
        #expect(try !composes("12.5 offset"))
        #expect(try !composes("offset only"))
        #expect(try !composes("offset 0 12.5", face: .regular))
        #expect(try !composes("décalage 0 12.5"))
    }
}
