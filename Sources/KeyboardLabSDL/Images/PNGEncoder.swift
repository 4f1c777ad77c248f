internal import CSDL2
import ScreenshotComparison

/// Encodes RGBA images as PNG bytes with zlib at a fast compression level: 8-bit RGBA, no interlacing, rows
/// filtered Up (the first Sub).
///
/// At level 1 this is several times faster than SDL2_image's `IMG_SavePNG` (libpng's default level with its
/// adaptive filters) for files a little larger, which is what `check` wants for its failure images.
///
/// ```swift
/// let bytes = try PNGEncoder.encode(image)  // starts with the PNG signature
/// ```
enum PNGEncoder {
    /// zlib's fastest level.
    static let fastestLevel: Int32 = 1

    /// The PNG file for `image`.
    ///
    /// - Throws: ``SDLError`` of kind ``SDLError/Kind/invalidArgument`` for an empty or inconsistent image, or
    ///   ``SDLError/Kind/library`` when zlib fails.
    /// - Complexity: O(pixels).
    static func encode(_ image: RGBAImage, level: Int32 = fastestLevel) throws(SDLError) -> [UInt8] {
        let width = image.width
        let height = image.height
        guard width > 0, height > 0, width <= 0x7FFF_FFFF / 4, image.pixels.count == width * height * 4 else {
            throw SDLError(
                .invalidArgument, "PNG: cannot encode a \(width)×\(height) image of \(image.pixels.count) bytes")
        }
        let filtered = filteredRows(image)
        var bound = compressBound(uLong(filtered.count))
        var compressed = [UInt8](repeating: 0, count: Int(bound))
        let status = compressed.withUnsafeMutableBufferPointer { output in
            filtered.withUnsafeBufferPointer { input in
                compress2(output.baseAddress, &bound, input.baseAddress, uLong(input.count), level)
            }
        }
        guard status == Z_OK else { throw SDLError(.library, "PNG: zlib could not compress (status \(status))") }
        compressed.removeLast(compressed.count - Int(bound))

        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file.reserveCapacity(compressed.count + 64)
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filters, no interlace
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", compressed, to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// The rows with their filter bytes, as PNG's IDAT stream holds them before compression: Sub for the first
    /// row, Up for the others (screens repeat row after row, and Up costs one subtraction a byte).
    static func filteredRows(_ image: RGBAImage) -> [UInt8] {
        let stride = image.width * 4
        let height = image.height
        return [UInt8](unsafeUninitializedCapacity: (stride + 1) * height) { target, initialized in
            image.pixels.withUnsafeBufferPointer { source in
                target[0] = 1
                for i in 0..<min(4, stride) { target[1 + i] = source[i] }
                for i in min(4, stride)..<stride { target[1 + i] = source[i] &- source[i - 4] }
                for y in 1..<max(1, height) {
                    let row = y * stride
                    let out = y * (stride + 1) + 1
                    target[out - 1] = 2
                    for i in 0..<stride { target[out + i] = source[row + i] &- source[row - stride + i] }
                }
            }
            initialized = (stride + 1) * height
        }
    }

    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends a chunk: length, type, data and the CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &file)
        let typed = Array(type.utf8) + data
        file += typed
        let crc = typed.withUnsafeBufferPointer { buffer in crc32(0, buffer.baseAddress, uInt(buffer.count)) }
        appendBigEndian(UInt32(truncatingIfNeeded: crc), to: &file)
    }
}
