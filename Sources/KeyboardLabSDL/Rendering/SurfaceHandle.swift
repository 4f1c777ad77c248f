internal import CSDL2
import LabText

/// An SDL surface; freed in `deinit`.
final class SurfaceHandle {
    let pointer: UnsafeMutablePointer<SDL_Surface>

    /// Takes ownership of `pointer`.
    init(_ pointer: UnsafeMutablePointer<SDL_Surface>) {
        self.pointer = pointer
    }

    /// Creates a zeroed RGBA32 surface of `width × height` pixels.
    convenience init(rgbaWidth width: Int, height: Int) throws(LabError) {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw LabError("SDL: surface size must be 1...16384 pixels, got \(width)×\(height)")
        }
        let surface = try sdlUnwrap(
            SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, CSDL2_PixelFormatRGBA32()),
            "could not create a \(width)×\(height) surface")
        self.init(surface)
    }

    deinit { SDL_FreeSurface(pointer) }

    var width: Int { Int(pointer.pointee.w) }
    var height: Int { Int(pointer.pointee.h) }
}
