import Foundation
import LabImages
import LabText

/// Reads and writes PNG files as ``RGBAImage`` values, with one clear line for each way a file can be wrong.
/// 8-bit RGB and RGBA files (every golden KeyboardLab writes) are decoded here; other kinds go to the decoder the
/// caller gives (the SDL layer's SDL2_image).
///
/// ```swift
/// try PNGFile.write(image, to: "shots/iphone-15-0.25.png")
/// let golden = try PNGFile.read("Assets/Goldens/iphone-15-0.25.png")
/// ```
public enum PNGFile {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// How a Git LFS pointer file starts.
    static let lfsPrefix = Array("version https://git-lfs.github.com/spec/".utf8)

    /// Writes `image` as a PNG at `path`, atomically: into a temporary file in the same folder, then renamed.
    ///
    /// The file is encoded by ``PNGEncoder`` at zlib's fastest level.
    ///
    /// - Throws: ``LabError`` when the folder is missing or not
    ///   writable, for an empty or inconsistent image, or when zlib fails to compress.
    /// - Complexity: O(pixels).
    public static func write(_ image: RGBAImage, to path: String) throws(LabError) {
        guard image.width > 0, image.height > 0, image.pixels.count == image.width * image.height * 4 else {
            throw LabError(
                "PNG: cannot write \(path): the image is \(image.width)×\(image.height) with \(image.pixels.count) bytes"
            )
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw LabError("PNG: cannot write \(path): folder \(folder) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw LabError("PNG: cannot write \(path): folder \(folder) is not writable")
        }
        let temporary = url.deletingLastPathComponent()
            .appending(path: ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
        let bytes = try PNGEncoder.encode(image)
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            try? FileManager.default.removeItem(atPath: temporary)
            throw LabError("PNG: cannot write \(path)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw LabError("PNG: cannot write \(path) (\(reason))")
        }
    }

    /// A decoder for the kinds of PNG ``PNGDecoder`` leaves alone (palettes, greys, 16 bits, interlacing).
    public typealias OtherKinds = @Sendable (String) throws(LabError) -> RGBAImage

    /// Reads the PNG at `path` as RGBA pixels: 8-bit RGB and RGBA with ``PNGDecoder``, other kinds with
    /// `otherKinds` (without it they fail).
    ///
    /// - Throws: ``LabError`` whose one-line message says what is wrong: no such file (or unreadable), a Git LFS
    ///   pointer (run `git lfs pull`), a bad signature, or a corrupt PNG
    ///   (truncated or damaged).
    /// - Complexity: O(pixels).
    public static func read(_ path: String, otherKinds: OtherKinds? = nil) throws(LabError) -> RGBAImage {
        try decode(contents(of: path), path: path, otherKinds: otherKinds)
    }

    /// The bytes of the file at `path`.
    ///
    /// - Throws: ``LabError`` when there is no such file or it cannot be read.
    static func contents(of path: String) throws(LabError) -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw LabError("PNG: file not found: \(path)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LabError("PNG: cannot read \(path)")
        }
        return data
    }

    /// The pixels of `data`, the bytes of the PNG file at `path`, as ``read(_:otherKinds:)`` decodes them.
    static func decode(_ data: Data, path: String, otherKinds: OtherKinds?) throws(LabError) -> RGBAImage {
        // Copied through a pointer: `[UInt8](data)` walks `Data`'s iterator a byte at a time, which cost more
        // than inflating the file.
        let bytes = data.withUnsafeBytes { [UInt8]($0) }
        if bytes.starts(with: lfsPrefix) {
            throw LabError("PNG: \(path) is a Git LFS pointer, not a PNG: run git lfs pull")
        }
        guard bytes.starts(with: signature) else {
            throw LabError("PNG: \(path) is not a PNG (bad signature)")
        }
        if let image = try PNGDecoder.decode(bytes, path: path) { return image }
        guard let otherKinds else {
            throw LabError("PNG: \(path) is not an 8-bit RGB or RGBA PNG; expected one (as check writes them)")
        }
        return try otherKinds(path)
    }
}
