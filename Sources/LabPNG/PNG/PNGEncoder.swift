internal import CDeflate
import LabImages
import LabText

/// Encodes RGBA images as PNG bytes with zlib at a fast compression level: 8-bit RGBA, no interlacing, rows
/// filtered Up (the first Sub).
///
/// Rows are filtered one at a time into a small buffer and streamed into zlib, so the only large allocation is
/// the compressed output, and only the part of it that is written is touched. At level 1 this is several times
/// faster than SDL2_image's `IMG_SavePNG` (libpng's default level with its adaptive filters) for files a little
/// larger, which is what `shoot` and `check` want for their images.
///
/// ```swift
/// let bytes = try PNGEncoder.encode(image)  // starts with the PNG signature
/// ```
enum PNGEncoder {
    /// zlib's fastest level.
    static let fastestLevel: Int32 = 1

    /// The PNG file for `image`.
    ///
    /// - Throws: ``LabError`` for an empty or inconsistent image, or when zlib fails.
    /// - Complexity: O(pixels).
    static func encode(_ image: RGBAImage, level: Int32 = fastestLevel) throws(LabError) -> [UInt8] {
        let width = image.width
        let height = image.height
        guard width > 0, height > 0, width <= 0x7FFF_FFFF / 4, image.pixels.count == width * height * 4 else {
            throw LabError("PNG: cannot encode a \(width)×\(height) image of \(image.pixels.count) bytes")
        }
        var header: [UInt8] = []
        appendBigEndian(UInt32(width), to: &header)
        appendBigEndian(UInt32(height), to: &header)
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filters, no interlace
        let compressed = try deflated(image, level: level)
        var file = PNGFile.signature
        file.reserveCapacity(file.count + 25 + compressed.count + 24)
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", compressed, to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// The zlib stream of `image`'s filtered rows: zlib's raw deflate between a zlib header and the Adler-32 of
    /// the rows, which libdeflate sums several times faster than zlib.
    private static func deflated(_ image: RGBAImage, level: Int32) throws(LabError) -> [UInt8] {
        let stride = image.width * 4
        var stream = z_stream()
        guard CDeflate_ZlibInitRaw(&stream, level) == Z_OK else {
            throw LabError("PNG: zlib could not start compressing")
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong((stride + 1) * image.height)))
        var row = [UInt8](repeating: 0, count: stride + 1)
        var status = Z_OK
        var adler: UInt32 = 1
        // The output is left uninitialised: zlib writes what it uses, and the pages past that are never touched.
        var compressed = [UInt8](unsafeUninitializedCapacity: bound + 6) { output, initialized in
            // CMF 0x78 (deflate, 32 KB window), FLG 0x01 (fastest, no dictionary, check bits).
            output[0] = 0x78
            output[1] = 0x01
            stream.next_out = output.baseAddress.map { $0 + 2 }
            stream.avail_out = uInt(bound)
            image.pixels.withUnsafeBufferPointer { pixels in
                row.withUnsafeMutableBufferPointer { row in
                    guard let source = pixels.baseAddress, let filtered = row.baseAddress else { return }
                    for y in 0..<image.height where status == Z_OK {
                        filter(row: y, of: source, stride: stride, into: filtered)
                        adler = UInt32(truncatingIfNeeded: libdeflate_adler32(adler, filtered, stride + 1))
                        stream.next_in = filtered
                        stream.avail_in = uInt(stride + 1)
                        status = deflate(&stream, y == image.height - 1 ? Z_FINISH : Z_NO_FLUSH)
                    }
                }
            }
            initialized = 2 + Int(stream.total_out)
        }
        guard status == Z_STREAM_END else {
            throw LabError("PNG: zlib could not compress (status \(status))")
        }
        appendBigEndian(adler, to: &compressed)
        return compressed
    }

    /// Writes row `y` of `source` with its filter byte: Sub for the first row, Up for the others (screens repeat
    /// row after row, and Up costs one subtraction a byte, which the compiler vectorises).
    @inline(__always)
    private static func filter(
        row y: Int, of source: UnsafePointer<UInt8>, stride: Int, into target: UnsafeMutablePointer<UInt8>
    ) {
        let current = source + y &* stride
        let out = target + 1
        if y == 0 {
            target[0] = 1
            for i in 0..<min(4, stride) { out[i] = current[i] }
            for i in min(4, stride)..<stride { out[i] = current[i] &- current[i &- 4] }
        } else {
            target[0] = 2
            let above = current - stride
            for i in 0..<stride { out[i] = current[i] &- above[i] }
        }
    }

    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends a chunk: length, type, data and the CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &file)
        let typeStart = file.count
        file += Array(type.utf8)
        file += data
        let crc = file.withUnsafeBufferPointer { buffer in
            crc32(0, buffer.baseAddress.map { $0 + typeStart }, uInt(buffer.count - typeStart))
        }
        appendBigEndian(UInt32(truncatingIfNeeded: crc), to: &file)
    }
}
