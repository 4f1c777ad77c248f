internal import CSDL2
import Foundation
import LabText

/// One open SDL2_ttf font at one pixel size; closed in `deinit`.
final class FontHandle {
    let pointer: OpaquePointer
    /// The pixel size the font was opened at.
    let pixelSize: Int
    // Keeps SDL2_ttf initialised until the font is closed.
    private let session: SDLSession

    /// How glyphs are hinted and placed, as the golden sidecar records it: light hinting; the proportional faces'
    /// glyphs at quarter-pixel positions, so letters are evenly spaced at every size ("WXYZ", not "WXY Z"), the
    /// monospaced face's on whole pixels, so the readout's numbers can be put together from cached glyphs.
    static let hinting = "light-subpixel"

    /// Opens `file` at `pixelSize` with light hinting (at subpixel positions when `subpixel`) and kerning, so text
    /// renders the same every run.
    init(session: SDLSession, file: URL, pixelSize: Int, subpixel: Bool = true) throws(LabError) {
        let path = file.path
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw LabError("SDL_ttf: font file missing or unreadable: \(path)")
        }
        guard let font = TTF_OpenFont(path, Int32(pixelSize)) else {
            throw LabError.lastError("could not open font \(path)", library: .ttf)
        }
        TTF_SetFontHinting(font, subpixel ? TTF_HINTING_LIGHT_SUBPIXEL : TTF_HINTING_LIGHT)
        TTF_SetFontKerning(font, 1)
        TTF_SetFontStyle(font, TTF_STYLE_NORMAL)
        self.pointer = font
        self.pixelSize = pixelSize
        self.session = session
    }

    deinit { TTF_CloseFont(pointer) }

    /// The pixel size of `text` on one line, or nil when SDL2_ttf cannot measure it.
    func size(of text: String) -> (width: Int, height: Int)? {
        var width: Int32 = 0
        var height: Int32 = 0
        guard TTF_SizeUTF8(pointer, text, &width, &height) == 0 else {
            SDL_ClearError()
            return nil
        }
        return (Int(width), Int(height))
    }

    /// The advance of every character in 1/64 pixel, for a monospaced font (the width SDL2_ttf gives 64 spaces:
    /// its pen moves by the advance in 1/64 pixel and each glyph sits at the pen rounded down); nil if unmeasurable.
    private(set) lazy var advance: Int? = size(of: String(repeating: " ", count: 64)).map(\.width)

    /// The font's line height in pixels.
    var lineHeight: Int { Int(TTF_FontHeight(pointer)) }
}
