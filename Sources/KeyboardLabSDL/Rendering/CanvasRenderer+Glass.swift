internal import CSDL2
import LabImages
import LabText

extension CanvasRenderer {
    /// Frosted glass over what is drawn inside `rect` (within the clip): filtered in place on a surface; on a
    /// window, read back, filtered and drawn again through a streaming texture.
    func renderGlass(_ rect: PixelRect, filter: GlassFilter) throws(LabError) {
        var filter = filter
        if let (pixels, pitch, bounds) = pixelsInPlace() {
            let area = rect.intersection(bounds)
            guard !area.isEmpty else { return }
            if area.y0 != rect.y0 { filter.topRadius = 0 }
            if area.y1 != rect.y1 { filter.bottomRadius = 0 }
            filter.apply(
                to: pixels + area.y0 * pitch + area.x0, pitch: pitch, width: area.x1 - area.x0,
                height: area.y1 - area.y0)
            return
        }
        var width: Int32 = 0
        var height: Int32 = 0
        try sdlCheck(SDL_GetRendererOutputSize(renderer.pointer, &width, &height), "could not read the output size")
        var area = rect.intersection(PixelRect(x0: 0, y0: 0, x1: Int(width), y1: Int(height)))
        if let clip = clipStack.last { area = area.intersection(clip) }
        guard !area.isEmpty else { return }
        if area.y0 != rect.y0 { filter.topRadius = 0 }
        if area.y1 != rect.y1 { filter.bottomRadius = 0 }
        let (w, h) = (area.x1 - area.x0, area.y1 - area.y0)
        if glassPixels.count < w * h { glassPixels = [UInt32](repeating: 0, count: w * h) }
        // Read and upload in the window's own byte order (a window's is usually blue first), so SDL copies rather
        // than converts; the filter only needs the wash in that order.
        let format = windowGlassFormat()
        if format != CSDL2_PixelFormatRGBA32() {
            filter.wash = Color(
                red: filter.wash.blue, green: filter.wash.green, blue: filter.wash.red, alpha: filter.wash.alpha)
        }
        var target = area.sdlRect
        try glassPixels.withUnsafeMutableBufferPointer { buffer throws(LabError) in
            guard let base = buffer.baseAddress else { return }
            try sdlCheck(
                SDL_RenderReadPixels(renderer.pointer, &target, format, base, Int32(w * 4)),
                "could not read back the pixels behind the keyboard")
            filter.apply(to: base, pitch: w, width: w, height: h)
            if glassTexture.map({ $0.width < w || $0.height < h }) ?? true {
                // Grown to the largest asked for, so phones of different shapes side by side share one texture.
                glassTexture = try TextureHandle(
                    streamingWidth: max(w, glassTexture?.width ?? 0), height: max(h, glassTexture?.height ?? 0),
                    format: format, renderer: renderer)
            }
            guard let texture = glassTexture else { return }
            var source = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
            try sdlCheck(SDL_UpdateTexture(texture.pointer, &source, base, Int32(w * 4)), "could not upload the glass")
            try sdlCheck(
                SDL_RenderCopy(renderer.pointer, texture.pointer, &source, &target), "could not draw the glass")
        }
    }

    /// The format a window's glass is read and uploaded in: blue-first when the renderer prefers it, else RGBA32.
    private func windowGlassFormat() -> UInt32 {
        if let glassFormat { return glassFormat }
        var info = SDL_RendererInfo()
        let blueFirst =
            SDL_GetRendererInfo(renderer.pointer, &info) == 0 && info.num_texture_formats > 0
            && CSDL2_IsBGRX(info.texture_formats.0) != 0
        let format = blueFirst ? CSDL2_PixelFormatBGRA32() : CSDL2_PixelFormatRGBA32()
        glassFormat = format
        return format
    }
}
