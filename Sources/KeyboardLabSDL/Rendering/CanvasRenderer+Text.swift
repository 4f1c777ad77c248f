internal import CSDL2
import KeyboardLabUI

extension CanvasRenderer {
    /// Renders one text run from the cache, rendering it with SDL2_ttf on a miss.
    ///
    /// The text is aligned horizontally in its frame and centred vertically on the font's line box.
    func renderText(_ run: TextRun, map: PixelMapping) throws(SDLError) {
        guard !run.text.isEmpty, run.color.alpha > 0 else { return }
        let pixelSize = FontLibrary.pixelSize(forPoints: run.font.size, scale: map.scale)
        let texture = try textTexture(
            TextKey(text: run.text, face: run.font.face, pixelSize: pixelSize, color: run.color))
        let frame = map.rect(run.frame)
        let x: Int
        switch run.alignment {
        case .leading: x = frame.x0
        case .center: x = frame.x0 + Int((Double(frame.width - texture.width) / 2).rounded(.down))
        case .trailing: x = frame.x1 - texture.width
        }
        let y = frame.y0 + Int((Double(frame.height - texture.height) / 2).rounded(.down))
        var destination = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(texture.width), h: Int32(texture.height))
        try sdlCheck(SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &destination), "could not draw text")
    }

    /// The cached texture for `key`, rendered and cached on a miss.
    private func textTexture(_ key: TextKey) throws(SDLError) -> TextureHandle {
        if let texture = textCache.value(for: key) {
            hits += 1
            return texture
        }
        misses += 1
        let font = try fonts.font(key.face, pixelSize: key.pixelSize)
        // The run's alpha goes into the glyphs' own alpha (SDL2_ttf honours it since 2.0.18), so the texture
        // blits with per-pixel alpha alone: the renderer's fast path, not the slower alpha-modulated one.
        let foreground = SDL_Color(r: key.color.red, g: key.color.green, b: key.color.blue, a: key.color.alpha)
        let surface = try sdlUnwrap(
            TTF_RenderUTF8_Blended(font.pointer, key.text, foreground),
            "could not render text \"\(key.text.prefix(40))\"", library: .ttf)
        defer { SDL_FreeSurface(surface) }
        let texture = try TextureHandle(surface: surface, renderer: renderer)
        textCache.insert(texture, for: key, cost: texture.width * texture.height * 4)
        return texture
    }
}
