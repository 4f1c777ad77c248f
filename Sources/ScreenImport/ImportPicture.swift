import LabText

/// The picture an import writes a screen for: its name as the screen file will give it, and its size in pixels,
/// read from the PNG or JPEG header of the bytes the command line hands in.
///
/// ```swift
/// let picture = try ImportPicture(name: "signup@3x.png", bytes: Array(data), file: "signup@3x.png")
/// picture.width  // 1179
/// ```
public struct ImportPicture: Equatable, Hashable, Sendable {
    /// The name the screen file gives the picture, relative to the screen file.
    public var name: String
    /// The file as the user named it, for messages.
    public var file: String
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A picture of a known size.
    public init(name: String, file: String? = nil, width: Int, height: Int) {
        self.name = name
        self.file = file ?? name
        self.width = width
        self.height = height
    }

    /// The picture whose bytes are `bytes`: its size from the PNG's IHDR or the JPEG's first frame header.
    ///
    /// - Throws: ``LabError`` naming `file` when the bytes are neither, or say a size of zero.
    /// - Complexity: O(n) in the bytes before a JPEG's frame header; O(1) for a PNG.
    public init(name: String, bytes: [UInt8], file: String) throws(LabError) {
        guard let size = Self.pngSize(bytes) ?? Self.jpegSize(bytes), size.width > 0, size.height > 0 else {
            throw LabError("\(file): not a PNG or JPEG picture; expected the exported frame or screenshot")
        }
        self.init(name: name, file: file, width: size.width, height: size.height)
    }

    /// A PNG's size from its header, or nil for anything else.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func word(_ offset: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) } }
        return (word(16), word(20))
    }

    /// A JPEG's size from its first start-of-frame segment, or nil for anything else.
    static func jpegSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            // SOF0 to SOF15, less DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return (width, height)
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }
}
