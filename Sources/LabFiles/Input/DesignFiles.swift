import Foundation
import KeyboardAvoidance
import LabImages
import LabPNG

/// Reading a design's pictures, relative to the screen file that names them, and attaching them to its screen.
public enum DesignFiles {
    /// `screen` with its design's pictures read from beside the screen file at `url` (named `path` in messages) and
    /// checked against the file; `screen` itself when it is not an image screen.
    ///
    /// - Throws: ``LabError`` naming the screen file, the key and what was expected: a missing or unreadable
    ///   picture, one over 8,192 × 32,768 px, a field or bar outside it, a fixed top past its end.
    /// - Parameter otherKinds: decodes what the PNG decoder does not (JPEGs, palettes, greys): SDL2_image in the
    ///   programs; without it those pictures are refused.
    public static func attach(
        to screen: Screen, data: Data, screenURL url: URL, path: String, otherKinds: PNGFile.OtherKinds? = nil
    ) throws(LabError) -> Screen {
        guard let design = screen.design else { return screen }
        let folder = url.deletingLastPathComponent()
        let two = design.darkImage != nil
        let light = try bitmap(
            design.image, key: two ? "light" : nil, folder: folder, data: data, path: path, otherKinds: otherKinds)
        let dark = try design.darkImage.map { name throws(LabError) in
            try bitmap(name, key: "dark", folder: folder, data: data, path: path, otherKinds: otherKinds)
        }
        return try screen.attaching(DesignBitmaps(light: light, dark: dark), data: data, file: path)
    }

    /// The picture `name`, relative to `folder`: a PNG (the fast decoder, or SDL2_image for palettes and greys) or a
    /// JPEG (SDL2_image).
    static func bitmap(
        _ name: String, key: String?, folder: URL, data: Data, path: String, otherKinds: PNGFile.OtherKinds?
    ) throws(LabError) -> DesignBitmap {
        func fail(_ message: String) -> LabError { Screen.pictureError(key: key, message, data: data, file: path) }
        let url = URL(filePath: name, relativeTo: folder)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw fail("cannot read \(name): no such file beside the screen file; expected a PNG or JPEG there")
        }
        guard let bytes = FileManager.default.contents(atPath: url.path) else {
            throw fail("cannot read \(name): the file is not readable; expected a PNG or JPEG")
        }
        if let size = pngSize(bytes) {
            try Screen.checkPictureSize(
                width: size.width, height: size.height, name: name, key: key, data: data, file: path)
        }
        var fileStamp = FNV1a64()
        fileStamp.update(with: bytes)
        if let cached = PictureCache.shared.bitmap(for: fileStamp.value) { return cached }
        // A PNG the fast decoder reads is decoded again from its bytes after a batch releases it; other pictures
        // (JPEGs, palettes, greys) are held.
        let pngBytes = [UInt8](bytes)
        let isPNG = bytes.starts(with: PNGFile.signature)
        let reader: @Sendable () -> [UInt8]? = { [path = url.path] in
            (try? PNGDecoder.decode(pngBytes, path: path))??.pixels
        }
        // An RGB PNG is checked without decoding it, and decoded when first drawn.
        if isPNG, let size = try? PNGDecoder.checkOpaque(pngBytes, path: url.path) {
            let bitmap = try picture(width: size.width, height: size.height, bytes: bytes, name: name, key: key, fail) {
                DesignBitmap(width: size.width, height: size.height, isOpaque: true, id: $0, reader: reader)
            }
            PictureCache.shared.insert(bitmap, for: fileStamp.value)
            return bitmap
        }
        let decoded = isPNG ? try? PNGDecoder.decode(pngBytes, path: url.path) : nil
        let image: RGBAImage
        do {
            if let decoded {
                image = decoded
            } else if isPNG {
                image = try PNGFile.read(url.path, otherKinds: otherKinds)
            } else if let otherKinds {
                image = try otherKinds(url.path)
            } else {
                throw LabError("not a PNG")
            }
        } catch {
            throw fail("cannot read \(name): not a PNG or JPEG it can decode; expected a PNG or JPEG")
        }
        try Screen.checkPictureSize(
            width: image.width, height: image.height, name: name, key: key, data: data, file: path)
        let bitmap = try picture(width: image.width, height: image.height, bytes: bytes, name: name, key: key, fail) {
            DesignBitmap(
                width: image.width, height: image.height, pixels: image.pixels, id: $0,
                reader: decoded == nil ? nil : reader)
        }
        // Checked now, decoded again when first drawn: a design's two pictures are not held side by side, and a
        // batch holds them only while a scenario shows them.
        bitmap.release()
        PictureCache.shared.insert(bitmap, for: fileStamp.value)
        return bitmap
    }

    /// The bitmap `make` gives for the picture `name` of `width × height` pixels from the file `bytes`, once its size
    /// is checked; `make` takes its stamp.
    private static func picture(
        width: Int, height: Int, bytes: Data, name: String, key: String?, _ fail: (String) -> LabError,
        make: (UInt64) -> DesignBitmap?
    ) throws(LabError) -> DesignBitmap {
        // The file's bytes and the size stamp the picture: the same file gives the same stamp, cheaply.
        var stamp = FNV1a64()
        stamp.update(with: bytes)
        stamp.update(with: "\(width)x\(height)".utf8)
        guard let bitmap = make(stamp.value) else {
            throw fail("cannot read \(name): it has no pixels; expected a PNG or JPEG with some")
        }
        return bitmap
    }

    /// Drops the decoded pictures kept for reuse (``PictureCache``), so the next read decodes its file again: what
    /// the bench times, and what frees a long design's pixels once nothing shows it.
    public static func forgetDecodedPictures() { PictureCache.shared.removeAll() }

    /// A PNG's size from its header, or nil for anything else.
    static func pngSize(_ bytes: Data) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes.starts(with: PNGFile.signature) else { return nil }
        let start = bytes.startIndex
        func word(_ offset: Int) -> Int {
            (0..<4).reduce(0) { $0 << 8 | Int(bytes[start + offset + $1]) }
        }
        return (word(16), word(20))
    }
}
