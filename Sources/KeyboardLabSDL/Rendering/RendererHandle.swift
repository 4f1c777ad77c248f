internal import CSDL2
import LabImages
import LabText

/// An SDL renderer; destroyed in `deinit`, before the surface or window it draws into.
final class RendererHandle {
    let pointer: OpaquePointer
    // The surface or window drawn into: kept alive as long as the renderer.
    private let target: AnyObject
    private let session: SDLSession

    /// Takes ownership of `pointer`, which draws into `target`.
    init(_ pointer: OpaquePointer, target: AnyObject, session: SDLSession) {
        self.pointer = pointer
        self.target = target
        self.session = session
    }

    deinit { SDL_DestroyRenderer(pointer) }

    /// The surface in memory a software renderer draws into; nil for a window.
    var surface: SurfaceHandle? { target as? SurfaceHandle }

    /// The driver's name: "software", "opengl", "opengles2"…
    var name: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(pointer, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// The size of the drawing target in pixels.
    func outputSize() throws(LabError) -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        try sdlCheck(SDL_GetRendererOutputSize(pointer, &width, &height), "could not read the renderer's size")
        return (Int(width), Int(height))
    }

    /// Reads the current target's pixels as RGBA32, flushing pending drawing first; every alpha byte is 255.
    func readPixels() throws(LabError) -> RGBAImage {
        if let image = try surfacePixels() { return image }
        let (width, height) = try outputSize()
        var status: Int32 = 0
        // SDL writes every byte, so the buffer is not cleared first (a megabyte per frame of a video).
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            status = SDL_RenderReadPixels(
                pointer, nil, CSDL2_PixelFormatRGBA32(), buffer.baseAddress, Int32(width * 4))
            count = status == 0 ? buffer.count : 0
            // What is drawn is opaque, but SDL's blending of translucent colours leaves an alpha of 254 in
            // places; a capture is an opaque image, as a device screenshot is.
            // A pixel's four bytes as one word, whose last byte in memory (alpha) is set: the loop vectorises.
            let alpha = UInt32(littleEndian: 0xFF00_0000)
            UnsafeMutableBufferPointer(rebasing: buffer[..<count]).withMemoryRebound(to: UInt32.self) { pixels in
                for index in pixels.indices { pixels[index] |= alpha }
            }
        }
        try sdlCheck(status, "could not read back \(width)×\(height) pixels")
        guard let image = RGBAImage(width: width, height: height, pixels: bytes) else {
            throw LabError("SDL: read-back size \(width)×\(height) does not match its pixels")
        }
        return image
    }

    /// A software renderer's RGBA32 surface read straight from memory, flushing pending drawing first, in one pass
    /// that copies each word and sets its alpha byte (SDL's read-back copies, and the alpha then took a second
    /// pass); nil for a window or another format.
    private func surfacePixels() throws(LabError) -> RGBAImage? {
        guard let surface, let format = surface.pointer.pointee.format,
            format.pointee.format == CSDL2_PixelFormatRGBA32(), let base = surface.pointer.pointee.pixels
        else { return nil }
        try sdlCheck(SDL_RenderFlush(pointer), "could not flush drawing")
        let (width, height, pitch) = (surface.width, surface.height, Int(surface.pointer.pointee.pitch))
        let alpha = UInt32(littleEndian: 0xFF00_0000)
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let words = UnsafeMutableRawPointer(buffer.baseAddress)?.assumingMemoryBound(to: UInt32.self)
            guard let words else { return }
            for row in 0..<height {
                let from = (base + row * pitch).assumingMemoryBound(to: UInt32.self)
                let to = words + row * width
                for x in 0..<width { to[x] = from[x] | alpha }
            }
            count = buffer.count
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }
}
