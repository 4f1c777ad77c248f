internal import CSDL2
import LabText

/// An SDL texture; destroyed in `deinit`, while its renderer is still alive.
final class TextureHandle {
    let pointer: OpaquePointer
    let width: Int
    let height: Int
    private let renderer: RendererHandle

    /// Uploads `surface` to `renderer` as an alpha-blended texture.
    init(surface: UnsafeMutablePointer<SDL_Surface>, renderer: RendererHandle) throws(LabError) {
        let texture = try sdlUnwrap(
            SDL_CreateTextureFromSurface(renderer.pointer, surface), "could not create a texture from text")
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        self.pointer = texture
        self.width = Int(surface.pointee.w)
        self.height = Int(surface.pointee.h)
        self.renderer = renderer
    }

    /// Creates an opaque streaming texture of `width × height` pixels in `format`, for pixels worked out on the CPU.
    init(streamingWidth width: Int, height: Int, format: UInt32, renderer: RendererHandle) throws(LabError) {
        let texture = try sdlUnwrap(
            SDL_CreateTexture(
                renderer.pointer, format, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                Int32(width), Int32(height)),
            "could not create a \(width)×\(height) streaming texture")
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        self.pointer = texture
        self.width = width
        self.height = height
        self.renderer = renderer
    }

    deinit { SDL_DestroyTexture(pointer) }
}
