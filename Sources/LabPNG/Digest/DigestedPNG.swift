import Foundation
import LabImages
import LabText

/// A PNG file as `check` reads a golden: the stamp of its bytes, and its pixels decoded, or only their digest when
/// a ``PNGDigestCache`` already knew the file.
///
/// ```swift
/// let golden = try PNGFile.readDigested(path, cache: cache)
/// if golden.image == nil, golden.pixels == ContentDigest(pixelsOf: render) { /* identical, nothing decoded */ }
/// ```
public struct DigestedPNG: Sendable {
    /// The file's size and hash (``FileStamp``), as an accept compares it.
    public var stamp: String
    /// The digest of the decoded pixels and their size, when read with a cache (which learns it).
    public var pixels: ContentDigest?
    /// The decoded pixels, or nil when the cache knew their digest and they were not decoded.
    public var image: RGBAImage?
}

extension PNGFile {
    /// Reads the PNG at `path` as ``read(_:otherKinds:)`` does, but decodes it only when `cache` does not know the
    /// digest of its pixels from an earlier read of the same bytes; teaches `cache` what it decodes.
    ///
    /// - Throws: ``LabError`` as ``read(_:otherKinds:)`` does.
    public static func readDigested(_ path: String, cache: PNGDigestCache?, otherKinds: OtherKinds? = nil)
        throws(LabError) -> DigestedPNG
    {
        let data = try contents(of: path)
        let file = ContentDigest(bytes: data)
        let stamp = FileStamp.of(data, digest: file)
        if let known = cache?.pixels(ofFile: file) {
            return DigestedPNG(stamp: stamp, pixels: known, image: nil)
        }
        let image = try decode(data, path: path, otherKinds: otherKinds)
        guard let cache else { return DigestedPNG(stamp: stamp, pixels: nil, image: image) }
        let pixels = ContentDigest(pixelsOf: image)
        cache.learn(file: file, pixels: pixels)
        return DigestedPNG(stamp: stamp, pixels: pixels, image: image)
    }
}
