internal import CSDL2
import LabDrawing
import LabText

extension CanvasRenderer {
    /// Renders one text run from the cache, rendering it with SDL2_ttf on a miss.
    ///
    /// The text is aligned horizontally in its frame and centred vertically on the font's line box.
    func renderText(_ run: TextRun, map: PixelMapping) throws(LabError) {
        guard !run.text.isEmpty, run.color.alpha > 0 else { return }
        let pixelSize = FontLibrary.pixelSize(forPoints: run.font.size, scale: map.scale)
        let texture = try textTexture(
            TextKey(
                text: run.text, face: run.font.face, pixelSize: pixelSize, color: run.color,
                background: renderer.surface == nil ? nil : run.background))
        let frame = map.rect(run.frame)
        let x: Int
        switch run.alignment {
        case .leading: x = frame.x0
        case .center: x = frame.x0 + Int((Double(frame.width - texture.width) / 2).rounded(.down))
        case .trailing: x = frame.x1 - texture.width
        }
        let y = frame.y0 + Int((Double(frame.height - texture.height) / 2).rounded(.down))
        guard let handle = texture.texture else {
            blendInPlace(texture, x: x, y: y)
            return
        }
        var destination = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(texture.width), h: Int32(texture.height))
        try sdlCheck(SDL_RenderCopy(renderer.pointer, handle.pointer, nil, &destination), "could not draw text")
    }

    /// Blends `image` with its top-left at `x`, `y` into the software surface, as SDL's blit of a texture with
    /// per-pixel alpha blends it, skipping clear pixels; an image composited on its background is copied.
    func blendInPlace(_ image: TextImage, x: Int, y: Int) {
        guard let (pixels, pitch, bounds) = pixelsInPlace() else { return }
        let area = PixelRect(x0: x, y0: y, x1: x + image.width, y1: y + image.height).intersection(bounds)
        guard !area.isEmpty else { return }
        image.pixels.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            // Composited on its background: whole rows are copied.
            if image.isOpaque {
                for row in area.y0..<area.y1 {
                    let from = base + (row - y) * image.width + (area.x0 - x)
                    (pixels + row * pitch + area.x0).update(from: from, count: area.x1 - area.x0)
                }
                return
            }
            for run in image.runs {
                let row = y + Int(run.row)
                guard row >= area.y0, row < area.y1 else { continue }
                let first = max(area.x0, x + Int(run.start))
                let end = min(area.x1, x + Int(run.start + run.count))
                guard first < end else { continue }
                let line = pixels + row * pitch
                let from = Int(run.row) * image.width - x
                Self.blend(base + from + first, over: line + first, count: end - first)
            }
        }
    }

    /// SDL 2's blended blit of one ARGB8888 pixel `source` (its own alpha, not 0) over an RGBA32 pixel, as its
    /// software blitter computes it: opaque copies; otherwise each colour channel is `d + ((s − d) × a >> 8)` and
    /// the alpha `a + (dA × (255 − a) >> 8)`, red and blue in pairs.
    @inline(__always)
    public static func blend(_ source: UInt32, over destination: UInt32) -> UInt32 {
        let alpha = source >> 24
        // Red and blue swap places: ARGB8888 keeps red high, RGBA32 low.
        let swapped = (source >> 16 & 0xFF) | (source & 0xFF) << 16
        guard alpha < 255 else { return swapped | source & 0xFF00 | 0xFF00_0000 }
        let outer = destination & 0x00FF_00FF
        let redBlue = (outer &+ (((swapped &- outer) &* alpha) >> 8)) & 0x00FF_00FF
        let middle = destination & 0xFF00
        let green = (middle &+ ((((source & 0xFF00) &- middle) &* alpha) >> 8)) & 0xFF00
        let outAlpha = alpha + (((destination >> 24) * (alpha ^ 0xFF)) >> 8)
        return redBlue | green | outAlpha << 24
    }

    /// ``blend(_:over:)`` of `count` source pixels over as many destination pixels, four at a time in SIMD lanes
    /// (the same arithmetic in each lane, an opaque source's copy selected per lane), the rest one by one.
    public static func blend(
        _ source: UnsafePointer<UInt32>, over destination: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        var index = 0
        while index + 4 <= count {
            let raw = UnsafeMutableRawPointer(destination + index)
            let blended = blend(
                UnsafeRawPointer(source + index).loadUnaligned(as: SIMD4<UInt32>.self),
                over: raw.loadUnaligned(as: SIMD4<UInt32>.self))
            raw.storeBytes(of: blended, as: SIMD4<UInt32>.self)
            index += 4
        }
        while index < count {
            destination[index] = blend(source[index], over: destination[index])
            index += 1
        }
    }

    /// ``blend(_:over:)`` in four lanes at once; every source alpha is above 0, as in a text image's runs.
    @inline(__always)
    static func blend(_ source: SIMD4<UInt32>, over destination: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let alpha = source &>> 24
        let swapped = (source &>> 16 & 0xFF) | (source & 0xFF) &<< 16
        let opaque = swapped | source & 0xFF00 | 0xFF00_0000
        let outer = destination & 0x00FF_00FF
        let redBlue = (outer &+ (((swapped &- outer) &* alpha) &>> 8)) & 0x00FF_00FF
        let middle = destination & 0xFF00
        let green = (middle &+ ((((source & 0xFF00) &- middle) &* alpha) &>> 8)) & 0xFF00
        let outAlpha = alpha &+ (((destination &>> 24) &* (alpha ^ 0xFF)) &>> 8)
        return (redBlue | green | outAlpha &<< 24).replacing(with: opaque, where: alpha .== 255)
    }

    /// The cached texture for `key`, rendered and cached on a miss.
    private func textTexture(_ key: TextKey) throws(LabError) -> TextImage {
        if let texture = caches.text.value(for: key) {
            caches.hits += 1
            return texture
        }
        caches.misses += 1
        let font = try fonts.font(key.face, pixelSize: key.pixelSize)
        // The run's alpha goes into the glyphs' own alpha (SDL2_ttf honours it since 2.0.18), so the texture
        // blits with per-pixel alpha alone: the renderer's fast path, not the slower alpha-modulated one.
        let foreground = SDL_Color(r: key.color.red, g: key.color.green, b: key.color.blue, a: key.color.alpha)
        let surface: UnsafeMutablePointer<SDL_Surface>
        if let composed = try composedNumberText(key, font: font) {
            surface = composed
        } else {
            surface = try sdlUnwrap(
                TTF_RenderUTF8_Blended(font.pointer, key.text, foreground),
                "could not render text \"\(key.text.prefix(40))\"", library: .ttf)
        }
        defer { SDL_FreeSurface(surface) }
        let image = try TextImage(
            surface: surface, renderer: renderer, inMemory: renderer.surface != nil, background: key.background)
        caches.text.insert(image, for: key, cost: image.cost)
        return image
    }
}
