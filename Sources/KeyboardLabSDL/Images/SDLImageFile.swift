internal import CSDL2
import LabImages
import LabPNG
import LabText

/// PNGs of the kinds ``PNGFile`` leaves to another decoder (palettes, greys, 16 bits, interlacing), read with
/// SDL2_image.
///
/// ```swift
/// let golden = try PNGFile.read(path, otherKinds: SDLImageFile.read)
/// ```
public enum SDLImageFile {
    /// Reads the PNG at `path` with SDL2_image: palettes, greys, 16 bits and interlacing.
    ///
    /// - Throws: ``LabError`` naming the file and SDL2_image's reason.
    @Sendable public static func read(_ path: String) throws(LabError) -> RGBAImage {
        try decode(path)
    }

    /// Decodes with SDL2_image.
    private static func decode(_ path: String) throws(LabError) -> RGBAImage {
        guard let loaded = IMG_Load(path) else {
            throw LabError.lastError("\(path) is a truncated or corrupt PNG", library: .image)
        }
        defer { SDL_FreeSurface(loaded) }
        let converted = try sdlUnwrap(
            SDL_ConvertSurfaceFormat(loaded, CSDL2_PixelFormatRGBA32(), 0), "could not convert \(path) to RGBA")
        defer { SDL_FreeSurface(converted) }
        return try copyPixels(of: converted, path: path)
    }

    /// Copies an RGBA32 surface's rows into an image, dropping the row padding.
    private static func copyPixels(of surface: UnsafeMutablePointer<SDL_Surface>, path: String) throws(LabError)
        -> RGBAImage
    {
        try sdlCheck(SDL_LockSurface(surface), "could not lock the pixels of \(path)")
        defer { SDL_UnlockSurface(surface) }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        guard let base = surface.pointee.pixels, width > 0, height > 0 else {
            throw LabError("PNG: \(path) has no pixels")
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { destination in
            for row in 0..<height {
                let source = UnsafeRawBufferPointer(start: base + row * pitch, count: width * 4)
                UnsafeMutableRawBufferPointer(rebasing: destination[(row * width * 4)..<((row + 1) * width * 4)])
                    .copyMemory(from: source)
            }
        }
        guard let image = RGBAImage(width: width, height: height, pixels: bytes) else {
            throw LabError("PNG: \(path) has inconsistent pixel data")
        }
        return image
    }
}
