import Foundation
import LabImages
import LabPNG
import Testing

/// The digest cache lets `check` skip decoding a golden it has seen, and never lets a changed golden pass for an
/// old one: it knows files by their bytes, and pixels by their digest.
struct PNGDigestCacheTests {
    /// A fresh folder with `golden.png`, a 6 × 3 picture of `color`.
    static func folder(color: Color) throws -> (URL, String, RGBAImage) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "png-digests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let image = RGBAImage(width: 6, height: 3, fill: color)
        let path = folder.appending(path: "golden.png").path
        try PNGFile.write(image, to: path)
        return (folder, path, image)
    }

    @Test func aKnownFileIsNotDecodedAgainAndKeepsItsPixelsDigest() throws {
        let (folder, path, image) = try Self.folder(color: Color(red: 10, green: 20, blue: 30))
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = PNGDigestCache(file: nil)
        let first = try PNGFile.readDigested(path, cache: cache)
        #expect(first.image == image)
        #expect(first.pixels == ContentDigest(pixelsOf: image))
        #expect(first.stamp == FileStamp.of(try Data(contentsOf: URL(filePath: path))))
        let second = try PNGFile.readDigested(path, cache: cache)
        #expect(second.image == nil, "known: not decoded")
        #expect(second.pixels == first.pixels && second.stamp == first.stamp)
    }

    @Test func aSavedCacheIsReadBackAndAChangedFileIsDecoded() throws {
        let (folder, path, _) = try Self.folder(color: .white)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "cache/\(PNGDigestCache.fileName)")
        let cache = PNGDigestCache(file: file)
        _ = try PNGFile.readDigested(path, cache: cache)
        cache.save()
        // A line that is not a cache line, even bytes that are not text, is skipped; the rest still reads.
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("not a digest\n".utf8) + Data([0xFF, 0xFE, 0x00, 0x0A]))
        try handle.close()
        #expect(PNGDigestCache(file: file).count == 1)
        #expect(try PNGFile.readDigested(path, cache: PNGDigestCache(file: file)).image == nil)
        // The golden rewritten with other pixels: other bytes, so it is decoded, and its digest is its own.
        let changed = RGBAImage(width: 6, height: 3, fill: .black)
        try PNGFile.write(changed, to: path)
        let read = try PNGFile.readDigested(path, cache: PNGDigestCache(file: file))
        #expect(read.image == changed && read.pixels == ContentDigest(pixelsOf: changed))
    }

    @Test func sizeIsPartOfThePixelsDigest() {
        let wide = RGBAImage(width: 4, height: 1, fill: .white)
        let tall = RGBAImage(width: 1, height: 4, fill: .white)
        #expect(wide.pixels == tall.pixels)
        #expect(ContentDigest(pixelsOf: wide) != ContentDigest(pixelsOf: tall))
        #expect(
            ContentDigest(hex: Substring(ContentDigest(pixelsOf: wide).description)) == ContentDigest(pixelsOf: wide))
    }

    @Test func aCacheGrownPastItsLimitIsRewrittenWithOneLineAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "png-digests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: PNGDigestCache.fileName)
        let cache = PNGDigestCache(file: file)
        let key = ContentDigest(high: 1, low: 1)
        for index in 0..<PNGDigestCache.compactionLines {
            cache.learn(file: key, pixels: ContentDigest(high: 2, low: UInt64(index)))
        }
        cache.save()
        cache.learn(file: ContentDigest(high: 3, low: 3), pixels: ContentDigest(high: 4, low: 4))
        cache.save()
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2, "the newest line for each of the two files")
        let reread = PNGDigestCache(file: file)
        #expect(reread.pixels(ofFile: key) == ContentDigest(high: 2, low: UInt64(PNGDigestCache.compactionLines - 1)))
    }
}
