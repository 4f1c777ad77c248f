internal import CSDL2
import Foundation
import KeyboardLabUI
import ScreenshotComparison

/// Reads and writes PNG files as ``RGBAImage`` values, with one clear line for each way a file can be wrong.
///
/// ```swift
/// try PNGFile.write(image, to: "shots/iphone-15-0.25.png")
/// let golden = try PNGFile.read("Assets/Goldens/iphone-15-0.25.png")
/// ```
public enum PNGFile {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// How a Git LFS pointer file starts.
    static let lfsPrefix = Array("version https://git-lfs.github.com/spec/".utf8)

    /// Writes `image` as a PNG at `path`, atomically: into a temporary file in the same folder, then renamed.
    ///
    /// The file is encoded by ``PNGEncoder`` at zlib's fastest level.
    ///
    /// - Throws: ``SDLError`` of kind ``SDLError/Kind/unwritable`` when the folder is missing or not
    ///   writable, ``SDLError/Kind/invalidArgument`` for an empty or inconsistent image, or
    ///   ``SDLError/Kind/library`` when zlib fails to compress.
    /// - Complexity: O(pixels).
    public static func write(_ image: RGBAImage, to path: String) throws(SDLError) {
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 4 else {
            throw SDLError(
                .invalidArgument,
                "PNG: cannot write \(path): the image is \(image.width)×\(image.height) with \(image.pixels.count) bytes"
            )
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw SDLError(.unwritable, "PNG: cannot write \(path): folder \(folder) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw SDLError(.unwritable, "PNG: cannot write \(path): folder \(folder) is not writable")
        }
        let temporary = url.deletingLastPathComponent()
            .appending(path: ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
        let bytes = try PNGEncoder.encode(image)
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw SDLError(.unwritable, "PNG: cannot write \(path)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw SDLError(.unwritable, "PNG: cannot write \(path) (\(reason))")
        }
    }

    /// Reads the PNG at `path` as RGBA pixels: 8-bit RGB and RGBA with ``PNGDecoder``, other kinds with SDL2_image.
    ///
    /// - Throws: ``SDLError`` whose kind and one-line message say what is wrong:
    ///   ``SDLError/Kind/fileMissing`` (no such file, or unreadable), ``SDLError/Kind/lfsPointer``
    ///   (run `git lfs pull`), ``SDLError/Kind/notPNG`` (bad signature) or ``SDLError/Kind/corruptPNG``
    ///   (truncated or damaged).
    /// - Complexity: O(pixels).
    public static func read(_ path: String) throws(SDLError) -> RGBAImage {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw SDLError(.fileMissing, "PNG: file not found: \(path)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SDLError(.fileMissing, "PNG: cannot read \(path)")
        }
        let bytes = [UInt8](data)
        if bytes.starts(with: lfsPrefix) {
            throw SDLError(.lfsPointer, "PNG: \(path) is a Git LFS pointer, not a PNG: run git lfs pull")
        }
        guard bytes.starts(with: signature) else {
            throw SDLError(.notPNG, "PNG: \(path) is not a PNG (bad signature)")
        }
        if let image = try PNGDecoder.decode(bytes, path: path) { return image }
        return try readWithSDLImage(path)
    }

    /// Reads the PNG at `path` with SDL2_image: palettes, greys, 16 bits and interlacing.
    static func readWithSDLImage(_ path: String) throws(SDLError) -> RGBAImage {
        guard let loaded = IMG_Load(path) else {
            throw SDLError.lastError("\(path) is a truncated or corrupt PNG", library: .image, kind: .corruptPNG)
        }
        defer { SDL_FreeSurface(loaded) }
        let converted = try sdlUnwrap(
            SDL_ConvertSurfaceFormat(loaded, CSDL2_PixelFormatRGBA32(), 0), "could not convert \(path) to RGBA")
        defer { SDL_FreeSurface(converted) }
        return try copyPixels(of: converted, path: path)
    }

    /// Copies an RGBA32 surface's rows into an image, dropping the row padding.
    private static func copyPixels(of surface: UnsafeMutablePointer<SDL_Surface>, path: String) throws(SDLError)
        -> RGBAImage
    {
        try sdlCheck(SDL_LockSurface(surface), "could not lock the pixels of \(path)")
        defer { SDL_UnlockSurface(surface) }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        guard let base = surface.pointee.pixels, width > 0, height > 0 else {
            throw SDLError(.corruptPNG, "PNG: \(path) has no pixels")
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
            throw SDLError(.corruptPNG, "PNG: \(path) has inconsistent pixel data")
        }
        return image
    }
}
