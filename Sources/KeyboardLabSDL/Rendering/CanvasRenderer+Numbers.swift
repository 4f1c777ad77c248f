internal import CSDL2
import LabImages
import LabText

/// Monospaced text whose numbers change every frame (the overlay's readout) put together from cached pieces: the
/// text with its numbers blanked, rendered by SDL2_ttf, and each number's characters from a glyph cache, each at
/// the pen position SDL2_ttf gives it, `⌊i × advance⌋`, the advance in 1/64 pixel.
///
/// Shaping a line of JetBrains Mono's digits costs SDL2_ttf (HarfBuzz) tens of microseconds, and an animating
/// frame changes two such lines. The pieces give the same pixels: digits, minus signs and points between digits
/// form no ligatures and do not overlap their neighbours, and spaces keep numbers apart from the rest
/// (`NumberCompositionTests` compares thousands of lines with SDL2_ttf's own at several sizes and colours). Anything
/// else, or a line that starts with a number, is rendered whole.
extension CanvasRenderer {
    /// A rendered piece: ARGB8888 pixels, row after row.
    struct TextPiece {
        let pixels: [UInt32]
        let width: Int
        let height: Int
    }

    struct GlyphKey: Hashable {
        var character: UInt8
        var pixelSize: Int
        var color: Color
    }

    /// The character ranges of `text`'s numbers: space-separated tokens of an optional minus, digits, and points
    /// with a digit on either side.
    static func numberTokens(_ text: [UInt8]) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        var start = 0
        while start < text.count {
            guard text[start] != UInt8(ascii: " ") else {
                start += 1
                continue
            }
            var end = start
            while end < text.count, text[end] != UInt8(ascii: " ") { end += 1 }
            if isNumber(text[start..<end]) { tokens.append(start..<end) }
            start = end
        }
        return tokens
    }

    private static func isNumber(_ token: ArraySlice<UInt8>) -> Bool {
        func isDigit(_ index: Int) -> Bool {
            token.indices.contains(index) && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(token[index])
        }
        var digits = 0
        for index in token.indices {
            switch token[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits += 1
            case UInt8(ascii: "-") where index == token.startIndex: continue
            case UInt8(ascii: "."): if !isDigit(index - 1) || !isDigit(index + 1) { return false }
            default: return false
            }
        }
        return digits > 0
    }

    /// `key`'s text put together from pieces as an SDL surface (the caller frees it), or nil when it is not
    /// monospaced ASCII with numbers after its first character.
    func composedNumberText(_ key: TextKey, font: FontHandle) throws(LabError) -> UnsafeMutablePointer<SDL_Surface>? {
        guard key.face == .monospaced else { return nil }
        let bytes = Array(key.text.utf8)
        guard bytes.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return nil }
        let tokens = Self.numberTokens(bytes)
        guard let first = tokens.first, first.lowerBound > 0, let advance = font.advance else { return nil }
        var blanked = bytes
        for token in tokens {
            blanked.replaceSubrange(token, with: repeatElement(UInt8(ascii: " "), count: token.count))
        }
        let template = try piece(String(decoding: blanked, as: UTF8.self), key: key, font: font)
        var glyphs: [(x: Int, piece: TextPiece)] = []
        for token in tokens {
            for index in token {
                let glyph = try numberGlyph(bytes[index], key: key, font: font)
                glyphs.append(((index * advance) >> 6 + glyph.shift, glyph.piece))
            }
        }
        guard glyphs.allSatisfy({ $0.piece.height == template.height }) else { return nil }
        let width = glyphs.reduce(template.width) { max($0, $1.x + $1.piece.width) }
        let height = template.height
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        guard let base = surface.pointee.pixels else {
            SDL_FreeSurface(surface)
            return nil
        }
        let pitch = Int(surface.pointee.pitch) / 4
        let out = base.assumingMemoryBound(to: UInt32.self)
        for row in 0..<height {
            let line = out + row * pitch
            line.initialize(repeating: 0, count: width)
            template.pixels.withUnsafeBufferPointer { source in
                if let start = source.baseAddress {
                    line.update(from: start + row * template.width, count: template.width)
                }
            }
            // Each glyph's pixels over what is there, the more opaque kept, as SDL2_ttf lays glyphs down.
            for (x, piece) in glyphs {
                for column in 0..<piece.width where x + column >= 0 && x + column < width {
                    let pixel = piece.pixels[row * piece.width + column]
                    if pixel >> 24 > line[x + column] >> 24 { line[x + column] = pixel }
                }
            }
        }
        return surface
    }

    /// `text` rendered by SDL2_ttf in `key`'s colour as a piece, cached: a readout's blanked line changes only when
    /// the lengths of its numbers do.
    private func piece(_ text: String, key: TextKey, font: FontHandle) throws(LabError) -> TextPiece {
        let pieceKey = TextKey(text: text, face: key.face, pixelSize: key.pixelSize, color: key.color, background: nil)
        if let known = caches.textPieces.value(for: pieceKey) { return known }
        let rendered = try Self.renderPiece(text, color: key.color, font: font)
        caches.textPieces.insert(rendered, for: pieceKey, cost: rendered.pixels.count * 4)
        return rendered
    }

    /// One number character of `key`'s font and colour, with the offset of its surface from its pen position.
    private func numberGlyph(_ character: UInt8, key: TextKey, font: FontHandle) throws(LabError) -> (
        piece: TextPiece, shift: Int
    ) {
        let glyphKey = GlyphKey(character: character, pixelSize: key.pixelSize, color: key.color)
        if let known = caches.numberGlyphs[glyphKey] { return known }
        let piece = try Self.renderPiece(String(UnicodeScalar(character)), color: key.color, font: font)
        var (minX, maxX, minY, maxY, advance): (Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0)
        TTF_GlyphMetrics32(font.pointer, UInt32(character), &minX, &maxX, &minY, &maxY, &advance)
        let glyph = (piece, Int(min(0, minX)))
        if caches.numberGlyphs.count > 512 { caches.numberGlyphs.removeAll() }
        caches.numberGlyphs[glyphKey] = glyph
        return glyph
    }

    private static func renderPiece(_ text: String, color: Color, font: FontHandle) throws(LabError) -> TextPiece {
        let foreground = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        let surface = try sdlUnwrap(
            TTF_RenderUTF8_Blended(font.pointer, text, foreground), "could not render text \"\(text.prefix(40))\"",
            library: .ttf)
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch) / 4
        guard let base = surface.pointee.pixels else { return TextPiece(pixels: [], width: 0, height: height) }
        let source = base.assumingMemoryBound(to: UInt32.self)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            pixels.append(contentsOf: UnsafeBufferPointer(start: source + row * pitch, count: width))
        }
        return TextPiece(pixels: pixels, width: width, height: height)
    }
}
