import Foundation
import KeyboardLabSDL
import LabTestSupport
import LabText
import Testing

@testable import LabPNG

/// ``PNGDecoder`` against PNG files built here byte by byte, with each row filter, and against SDL2_image on every
/// shipped golden.
@Suite struct PNGDecoderTests {
    /// `width × height` pixels of `channels` bytes whose values follow no pattern a filter could flatten.
    func noise(width: Int, height: Int, channels: Int) -> [UInt8] {
        var state: UInt32 = 0x1234_5678
        return (0..<(width * height * channels)).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    /// A PNG file of `rows` (`channels` bytes a pixel), each row filtered by the type the `filter` function gives
    /// it, the image data stored in uncompressed deflate blocks of at most `block` bytes.
    func png(
        width: Int, height: Int, channels: Int, pixels: [UInt8], block: Int = 65_535, extra: [UInt8]? = nil,
        filter: (Int) -> UInt8
    ) -> [UInt8] {
        let stride = width * channels
        var stream: [UInt8] = []
        for y in 0..<height {
            let type = filter(y)
            stream.append(type)
            for i in 0..<stride {
                let x = Int(pixels[y * stride + i])
                let a = i >= channels ? Int(pixels[y * stride + i - channels]) : 0
                let b = y > 0 ? Int(pixels[(y - 1) * stride + i]) : 0
                let c = i >= channels && y > 0 ? Int(pixels[(y - 1) * stride + i - channels]) : 0
                let prediction =
                    switch type {
                    case 1: a
                    case 2: b
                    case 3: (a + b) / 2
                    case 4: Int(PNGFilter.paeth(UInt8(a), UInt8(b), UInt8(c)))
                    default: 0
                    }
                stream.append(UInt8(truncatingIfNeeded: x - prediction))
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(stream.count, start + block)
            let length = UInt16(end - start)
            zlib += [end == stream.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8)]
            zlib += [UInt8(~length & 0xFF), UInt8(~length >> 8)]
            zlib += stream[start..<end]
            start = end
        } while start < stream.count
        var (s1, s2): (UInt32, UInt32) = (1, 0)
        for byte in stream {
            s1 = (s1 + UInt32(byte)) % 65_521
            s2 = (s2 + s1) % 65_521
        }
        PNGEncoder.appendBigEndian(s2 << 16 | s1, to: &zlib)
        var file = PNGFile.signature
        var header: [UInt8] = []
        PNGEncoder.appendBigEndian(UInt32(width), to: &header)
        PNGEncoder.appendBigEndian(UInt32(height), to: &header)
        header += [8, channels == 4 ? 6 : 2, 0, 0, 0]
        PNGEncoder.appendChunk("IHDR", header, to: &file)
        if let extra { PNGEncoder.appendChunk("tEXt", extra, to: &file) }
        // Two IDAT chunks: a decoder must join them.
        let half = zlib.count / 2
        PNGEncoder.appendChunk("IDAT", Array(zlib[..<half]), to: &file)
        PNGEncoder.appendChunk("IDAT", Array(zlib[half...]), to: &file)
        PNGEncoder.appendChunk("IEND", [], to: &file)
        return file
    }

    @Test(arguments: [0, 1, 15, 16, 17, 31, 48, 1573])
    func upAddsTheRowAboveSixteenBytesAtATimeAndTheRestOneByOne(count: Int) {
        let row = noise(width: count, height: 1, channels: 1)
        let above = noise(width: count + 7, height: 1, channels: 1).suffix(count).map { $0 }
        var undone = row
        let known = undone.withUnsafeMutableBufferPointer { buffer in
            above.withUnsafeBufferPointer { top in
                guard let target = buffer.baseAddress, let source = top.baseAddress else { return count == 0 }
                return PNGFilter.undo(2, target, above: source, count: count, pixelBytes: 4)
            }
        }
        #expect(known)
        #expect(undone == zip(row, above).map { $0 &+ $1 })
    }

    /// RGBA bytes of `pixels` with `channels` bytes a pixel.
    func rgba(_ pixels: [UInt8], channels: Int) -> [UInt8] {
        guard channels == 3 else { return pixels }
        var result: [UInt8] = []
        for start in stride(from: 0, to: pixels.count, by: 3) {
            result += pixels[start..<(start + 3)]
            result.append(255)
        }
        return result
    }

    @Test(arguments: [4, 3], [UInt8(0), 1, 2, 3, 4, 5])
    func everyFilterDecodesToTheOriginalPixels(channels: Int, filter: UInt8) throws {
        let (width, height) = (37, 11)
        let pixels = noise(width: width, height: height, channels: channels)
        // 5: the five filters row after row, so each follows each.
        let file = png(width: width, height: height, channels: channels, pixels: pixels, block: 300) {
            filter == 5 ? UInt8($0 % 5) : filter
        }
        let image = try #require(try PNGDecoder.decode(file, path: "noise.png"))
        #expect(image.width == width && image.height == height)
        #expect(image.pixels == rgba(pixels, channels: channels))
    }

    @Test func everyShippedGoldenDecodesAsSDLImageDecodesIt() throws {
        let goldens = TestPaths.packageRoot.appending(path: "Tests/Goldens")
        let files = try #require(FileManager.default.enumerator(atPath: goldens.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".png") }
        #expect(files.count > 100)
        for file in files {
            let path = goldens.appending(path: file).path
            let bytes = [UInt8](try Data(contentsOf: URL(filePath: path)))
            let decoded = try #require(try PNGDecoder.decode(bytes, path: path))
            #expect(decoded == (try SDLImageFile.read(path)), "\(file)")
        }
    }

    @Test func kindsItDoesNotDecodeAreLeftToSDLImage() throws {
        let pixels = noise(width: 4, height: 4, channels: 4)
        var file = png(width: 4, height: 4, channels: 4, pixels: pixels) { _ in 0 }
        // Interlaced: IHDR's last byte, then its CRC again.
        file[8 + 8 + 12] = 1
        var fixed = Array(file[..<8])
        PNGEncoder.appendChunk("IHDR", Array(file[16..<29]), to: &fixed)
        fixed += file[33...]
        #expect(try PNGDecoder.decode(fixed, path: "interlaced.png") == nil)
        // A header claiming 2³² − 1 pixels a side: too large to decode here, and no overflow on the way.
        var huge = Array(file[..<8])
        PNGEncoder.appendChunk("IHDR", [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 8, 6, 0, 0, 0], to: &huge)
        huge += file[33...]
        #expect(try PNGDecoder.decode(huge, path: "huge.png") == nil)
    }

    @Test func ancillaryChunksAreSkipped() throws {
        let pixels = noise(width: 5, height: 3, channels: 4)
        let file = png(width: 5, height: 3, channels: 4, pixels: pixels, extra: Array("Comment\0hello".utf8)) { _ in 2 }
        #expect(try PNGDecoder.decode(file, path: "text.png")?.pixels == pixels)
    }

    @Test(arguments: [
        ("flipped", "the CRC of its IDAT chunk does not match"),
        ("no end", "the file ends before its IEND chunk"),
        ("cut", "a chunk runs past the end of the file"),
        ("filter", "row 2 has an unknown filter type"),
        ("short", "its image data is shorter than 6 rows"),
    ])
    func damageIsNamedInOneLine(damage: String, reason: String) throws {
        let error = #expect(throws: LabError.self) {
            try PNGDecoder.decode(damaged(damage, channels: 4), path: "bad.png")
        }
        #expect(error?.kind == .failure)
        #expect(error?.description == "PNG: bad.png is a truncated or corrupt PNG (\(reason))")
        // Checked without decoding (an RGB design at load), the same damage is found in the same words.
        let checked = #expect(throws: LabError.self) {
            try PNGDecoder.checkOpaque(damaged(damage, channels: 3), path: "bad.png")
        }
        #expect(checked?.description == "PNG: bad.png is a truncated or corrupt PNG (\(reason))")
    }

    /// A 6 × 6 PNG of `channels` bytes a pixel with `damage`: see ``damageIsNamedInOneLine(damage:reason:)``.
    func damaged(_ damage: String, channels: Int) -> [UInt8] {
        let pixels = noise(width: 6, height: 6, channels: channels)
        var file: [UInt8]
        switch damage {
        case "flipped":
            file = png(width: 6, height: 6, channels: channels, pixels: pixels) { _ in 0 }
            file[60] ^= 0x40
        case "no end", "cut":
            file = png(width: 6, height: 6, channels: channels, pixels: pixels) { _ in 0 }
            // IEND is the last 12 bytes.
            file.removeLast(damage == "cut" ? 20 : 12)
        case "filter":
            file = png(width: 6, height: 6, channels: channels, pixels: pixels) { $0 == 2 ? 7 : 0 }
        default:
            // A header that promises six rows over image data for five.
            let rows = Array(pixels.prefix(6 * 5 * channels))
            let five = png(width: 6, height: 5, channels: channels, pixels: rows) { _ in 0 }
            file = Array(five[..<8])
            var header = Array(five[16..<29])
            header[7] = 6
            PNGEncoder.appendChunk("IHDR", header, to: &file)
            file += five[33...]
        }
        return file
    }

    @Test func anRGBPictureIsCheckedOpaqueWithoutDecodingAndRGBAIsLeftToDecoding() throws {
        let rgb = png(width: 7, height: 5, channels: 3, pixels: noise(width: 7, height: 5, channels: 3)) {
            UInt8($0 % 5)
        }
        let size = try #require(try PNGDecoder.checkOpaque(rgb, path: "rgb.png"))
        #expect(size.width == 7 && size.height == 5)
        let decoded = try #require(try PNGDecoder.decode(rgb, path: "rgb.png"))
        #expect(stride(from: 3, to: decoded.pixels.count, by: 4).allSatisfy { decoded.pixels[$0] == 255 })
        let rgba = png(width: 7, height: 5, channels: 4, pixels: noise(width: 7, height: 5, channels: 4)) { _ in 2 }
        #expect(try PNGDecoder.checkOpaque(rgba, path: "rgba.png") == nil)
    }

    @Test func everyTruncationAndEveryFlippedByteIsReportedNeverCrashes() throws {
        let pixels = noise(width: 9, height: 7, channels: 4)
        let file = png(width: 9, height: 7, channels: 4, pixels: pixels) { UInt8($0 % 5) }
        for length in 8..<file.count {
            #expect(throws: LabError.self) { try PNGDecoder.decode(Array(file.prefix(length)), path: "cut.png") }
        }
        for index in 8..<file.count {
            var damaged = file
            damaged[index] ^= 0x10
            // A flip in a chunk's type can make it an unknown critical chunk (left to SDL2_image) or an ancillary
            // one; anywhere else the CRCs catch it.
            let result = Result { () throws(LabError) in try PNGDecoder.decode(damaged, path: "flipped.png") }
            if case .success(let image?) = result { Issue.record("byte \(index) flipped still decoded \(image.width)") }
        }
    }
}
