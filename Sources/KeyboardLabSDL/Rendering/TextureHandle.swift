internal import CSDL2

/// An SDL texture; destroyed in `deinit`, while its renderer is still alive.
final class TextureHandle {
    let pointer: OpaquePointer
    let width: Int
    let height: Int
    private let renderer: RendererHandle

    /// Uploads `surface` to `renderer` as an alpha-blended texture.
    init(surface: UnsafeMutablePointer<SDL_Surface>, renderer: RendererHandle) throws(SDLError) {
        let texture = try sdlUnwrap(
            SDL_CreateTextureFromSurface(renderer.pointer, surface), "could not create a texture from text")
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        self.pointer = texture
        self.width = Int(surface.pointee.w)
        self.height = Int(surface.pointee.h)
        self.renderer = renderer
    }

    deinit { SDL_DestroyTexture(pointer) }
}
