internal import CSDL2

/// An SDL window; destroyed in `deinit`, after its renderer.
final class WindowHandle {
    let pointer: OpaquePointer
    private let session: SDLSession

    /// Takes ownership of `pointer`.
    init(_ pointer: OpaquePointer, session: SDLSession) {
        self.pointer = pointer
        self.session = session
    }

    deinit { SDL_DestroyWindow(pointer) }
}
