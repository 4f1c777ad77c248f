internal import CDeflate
import LabImages
import LabText

/// Decodes the PNGs KeyboardLab writes, and most others: 8-bit RGB or RGBA, not interlaced. The image data is
/// inflated by libdeflate, which on screenshots is about ten times faster than zlib; `check` decodes a golden for
/// every capture, and inflating was most of its time.
///
/// Every chunk's CRC is checked, so a damaged file is reported, never half-read; the zlib stream's own checksum,
/// over the same bytes once inflated, is not checked again. Other kinds of PNG (palettes, greys, 16 bits,
/// interlacing) are left to SDL2_image: ``decode(_:path:)`` returns nil for them.
///
/// ```swift
/// let image = try PNGDecoder.decode(bytes, path: "goldens/demo/show-0.25.png")  // nil: not a kind it decodes
/// ```
package enum PNGDecoder {
    /// What IHDR says.
    private struct Header {
        var width: Int
        var height: Int
        /// Bytes per pixel: 3 for RGB, 4 for RGBA.
        var channels: Int

        var rowBytes: Int { width * channels }
        /// The inflated image data's size: each row and its filter byte.
        var rawCount: Int { (rowBytes + 1) * height }
    }

    /// The largest image decoded here, in pixels; larger ones are left to SDL2_image.
    static let maximumPixels = 1 << 26

    /// The RGBA pixels of the PNG file `bytes` (signature included), or nil when it is not 8-bit RGB or RGBA,
    /// not interlaced.
    ///
    /// - Throws: ``LabError``, naming `path` and what is wrong, for a
    ///   truncated or damaged file.
    /// - Complexity: O(pixels).
    package static func decode(_ bytes: [UInt8], path: String) throws(LabError) -> RGBAImage? {
        guard let (header, data) = try chunks(of: bytes, path: path) else { return nil }
        return try image(header, data: data, in: bytes, path: path)
    }

    /// Checks the PNG file `bytes` as ``decode(_:path:)`` would read it, without undoing its filters: its chunks,
    /// their CRCs, its image data inflated and each row's filter type. Returns its size when it is 8-bit RGB, which
    /// is opaque whatever its pixels; nil for any other kind (RGBA's opacity needs its pixels: decode it).
    ///
    /// - Throws: ``LabError`` where ``decode(_:path:)`` would throw one.
    /// - Complexity: O(pixels), about a quarter of decoding.
    package static func checkOpaque(_ bytes: [UInt8], path: String) throws(LabError) -> (width: Int, height: Int)? {
        guard let (header, data) = try chunks(of: bytes, path: path), header.channels == 3 else { return nil }
        var raw = [UInt8](unsafeUninitializedCapacity: header.rawCount) { _, count in count = header.rawCount }
        try inflate(data, in: bytes, into: &raw, at: 0, header: header, path: path)
        for y in 0..<header.height where raw[y * (header.rowBytes + 1)] > 4 {
            throw corrupt(path, "row \(y) has an unknown filter type")
        }
        return (header.width, header.height)
    }

    /// IHDR and the IDAT chunks' places in `bytes` once every chunk's CRC is checked; nil when it is not a kind
    /// decoded here.
    private static func chunks(of bytes: [UInt8], path: String) throws(LabError) -> (Header, [Range<Int>])? {
        var header: Header?
        var data: [Range<Int>] = []
        var offset = PNGFile.signature.count
        while true {
            guard offset + 12 <= bytes.count else { throw corrupt(path, "the file ends before its IEND chunk") }
            let length = Int(bigEndian(bytes, at: offset))
            guard length <= Int(Int32.max), offset + 12 + length <= bytes.count else {
                throw corrupt(path, "a chunk runs past the end of the file")
            }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let crc = bytes.withUnsafeBytes { buffer in
                libdeflate_crc32(0, buffer.baseAddress.map { $0 + offset + 4 }, length + 4)
            }
            guard crc == bigEndian(bytes, at: offset + 8 + length) else {
                throw corrupt(path, "the CRC of its \(type) chunk does not match")
            }
            let body = (offset + 8)..<(offset + 8 + length)
            offset = body.upperBound + 4
            if header == nil, type != "IHDR" { throw corrupt(path, "it does not start with an IHDR chunk") }
            switch type {
            case "IHDR":
                guard let parsed = try parseHeader(bytes[body], path: path) else { return nil }
                header = parsed
            case "IDAT":
                data.append(body)
            case "IEND":
                guard let header, !data.isEmpty else { throw corrupt(path, "it has no image data") }
                return (header, data)
            default:
                // An unknown critical chunk (upper-case first letter) changes how to read the file; PLTE is only
                // a suggested palette for RGB and RGBA.
                if bytes[body.lowerBound - 4] & 0x20 == 0, type != "PLTE" { return nil }
            }
        }
    }

    /// IHDR, or nil for a kind of PNG decoded by SDL2_image.
    private static func parseHeader(_ body: ArraySlice<UInt8>, path: String) throws(LabError) -> Header? {
        guard body.count == 13 else { throw corrupt(path, "its IHDR chunk has \(body.count) bytes; expected 13") }
        let start = body.startIndex
        let width = Int(bigEndian(Array(body), at: 0))
        let height = Int(bigEndian(Array(body), at: 4))
        guard width > 0, height > 0 else { throw corrupt(path, "it is \(width)×\(height) pixels") }
        let (depth, color, method, filter, interlace) = (
            body[start + 8], body[start + 9], body[start + 10], body[start + 11], body[start + 12]
        )
        // Each side is checked first: two sides near 2³² would overflow the product.
        guard depth == 8, color == 2 || color == 6, method == 0, filter == 0, interlace == 0,
            width <= maximumPixels, height <= maximumPixels, width * height <= maximumPixels
        else { return nil }
        return Header(width: width, height: height, channels: color == 6 ? 4 : 3)
    }

    /// Inflates the IDAT chunks and undoes the row filters, in one buffer the size of the pixels: the image data is
    /// inflated into its end, and each row, once unfiltered, is written as RGBA at its place in front, which never
    /// reaches rows not yet read. A tall design's picture needs its own size in memory, not twice it.
    private static func image(_ header: Header, data: [Range<Int>], in bytes: [UInt8], path: String) throws(LabError)
        -> RGBAImage
    {
        let rawCount = header.rawCount
        let pixelCount = header.width * header.height * 4
        let start = max(0, pixelCount - rawCount)
        var buffer = [UInt8](unsafeUninitializedCapacity: start + rawCount) { _, count in count = start + rawCount }
        try inflate(data, in: bytes, into: &buffer, at: start, header: header, path: path)
        let failedRow = buffer.withUnsafeMutableBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return 0 }
            return unfilter(base + start, into: base, header: header)
        }
        if let failedRow { throw corrupt(path, "row \(failedRow) has an unknown filter type") }
        buffer.removeLast(buffer.count - pixelCount)
        guard let image = RGBAImage(width: header.width, height: header.height, pixels: buffer) else {
            throw corrupt(path, "its pixels do not fill \(header.width)×\(header.height)")
        }
        return image
    }

    /// Inflates the image data (the IDAT chunks at `data` in `bytes`) into `buffer` from `start`: exactly
    /// ``Header/rawCount`` bytes, the rows with their filter bytes.
    private static func inflate(
        _ data: [Range<Int>], in bytes: [UInt8], into buffer: inout [UInt8], at start: Int, header: Header,
        path: String
    ) throws(LabError) {
        let stream = data.count == 1 ? Array(bytes[data[0]]) : data.flatMap { bytes[$0] }
        let rawCount = header.rawCount
        // The zlib header: deflate with a window of at most 32 KB, its check bits right, no preset dictionary. Its
        // Adler-32 at the end is left unchecked: the chunks' CRCs, checked already, cover the same bytes.
        guard stream.count >= 6, stream[0] & 0x0F == 8, stream[0] >> 4 <= 7, stream[1] & 0x20 == 0,
            (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0
        else { throw corrupt(path, "its image data does not inflate") }
        let result = buffer.withUnsafeMutableBytes { output in
            stream.withUnsafeBytes { input in
                let decompressor = libdeflate_alloc_decompressor()
                defer { libdeflate_free_decompressor(decompressor) }
                // With no place for the size it reached, libdeflate succeeds only when it fills `output` exactly.
                return libdeflate_deflate_decompress(
                    decompressor, input.baseAddress.map { $0 + 2 }, input.count - 2,
                    output.baseAddress.map { $0 + start }, rawCount, nil)
            }
        }
        switch result {
        case LIBDEFLATE_SUCCESS: break
        case LIBDEFLATE_SHORT_OUTPUT: throw corrupt(path, "its image data is shorter than \(header.height) rows")
        case LIBDEFLATE_INSUFFICIENT_SPACE: throw corrupt(path, "its image data is longer than \(header.height) rows")
        default: throw corrupt(path, "its image data does not inflate")
        }
    }

    /// Undoes each row's filter where it was inflated in `raw` (against a copy of the row above, unfiltered) and
    /// writes it as RGBA rows to `pixels`, which may start before `raw` in the same buffer as long as row `y`'s
    /// pixels end before row `y + 1` of `raw` begins; returns the first row with an unknown filter type, if any.
    private static func unfilter(
        _ raw: UnsafeMutablePointer<UInt8>, into pixels: UnsafeMutablePointer<UInt8>, header: Header
    ) -> Int? {
        if header.channels == 4 { return unfilterRGBA(raw, into: pixels, header: header) }
        let rowBytes = header.rowBytes
        let above = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        above.initialize(repeating: 0, count: rowBytes)
        defer { above.deallocate() }
        for y in 0..<header.height {
            let row = raw + y * (rowBytes + 1) + 1
            guard PNGFilter.undo(row[-1], row, above: above, count: rowBytes, pixelBytes: header.channels) else {
                return y
            }
            above.update(from: row, count: rowBytes)
            expand(rgb: above, into: pixels + y * header.width * 4, width: header.width)
        }
        return nil
    }

    /// Writes `width` RGB pixels from `rgb` as opaque RGBA at `target`: each pixel but the last read as a word (its
    /// three bytes and the next pixel's first) with the alpha byte set, a load, an or and a store.
    private static func expand(rgb: UnsafePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, width: Int) {
        guard width > 0 else { return }
        let source = UnsafeRawPointer(rgb)
        let words = UnsafeMutableRawPointer(target)
        let alpha = UInt32(littleEndian: 0xFF00_0000)
        for x in 0..<(width - 1) {
            let word = source.loadUnaligned(fromByteOffset: x * 3, as: UInt32.self)
            words.storeBytes(of: word | alpha, toByteOffset: x * 4, as: UInt32.self)
        }
        let last = (width - 1) * 4
        for channel in 0..<3 { target[last + channel] = rgb[(width - 1) * 3 + channel] }
        target[last + 3] = 255
    }

    /// ``unfilter(_:into:header:)`` for RGBA, whose rows are their pixels: each row is unfiltered against the row
    /// above where that row already lies in `pixels`, and an Up row (every row but the first that KeyboardLab
    /// writes) is added straight into its place, so no row is copied twice. `pixels` may start before `raw` in the
    /// same buffer, as there; row `y` is written front to back, never reaching its own bytes not yet read.
    private static func unfilterRGBA(
        _ raw: UnsafeMutablePointer<UInt8>, into pixels: UnsafeMutablePointer<UInt8>, header: Header
    ) -> Int? {
        let rowBytes = header.rowBytes
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        zeros.initialize(repeating: 0, count: rowBytes)
        defer { zeros.deallocate() }
        for y in 0..<header.height {
            let row = raw + y * (rowBytes + 1) + 1
            let target = pixels + y * rowBytes
            let above = UnsafePointer(y == 0 ? zeros : pixels + (y - 1) * rowBytes)
            if row[-1] == 2 {
                PNGFilter.addUp(row, above, into: target, count: rowBytes)
                continue
            }
            guard PNGFilter.undo(row[-1], row, above: above, count: rowBytes, pixelBytes: 4) else { return y }
            // The regions may overlap: `update(from:count:)` copies as memmove does.
            target.update(from: row, count: rowBytes)
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    private static func corrupt(_ path: String, _ reason: String) -> LabError {
        LabError("PNG: \(path) is a truncated or corrupt PNG (\(reason))")
    }
}
