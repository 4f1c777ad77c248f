internal import CXXHash
import Foundation
import LabImages

/// A 128-bit hash (xxHash's XXH3) of a file's bytes or of an image's pixels and size: what `check`'s digest cache
/// (``PNGDigestCache``) keys a golden file by and knows of its pixels. Two different inputs share a digest by chance
/// once in 2¹²⁸; nothing here is built to resist someone crafting a collision.
///
/// ```swift
/// let file = ContentDigest(bytes: try Data(contentsOf: url))
/// let pixels = ContentDigest(pixelsOf: image)
/// print(pixels)  // 32 hexadecimal digits
/// ```
public struct ContentDigest: Hashable, Sendable, CustomStringConvertible {
    /// The hash's high 64 bits.
    public var high: UInt64
    /// The hash's low 64 bits.
    public var low: UInt64

    /// A digest of the given halves.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The digest of `bytes` hashed from `seed`.
    public init(bytes: UnsafeRawBufferPointer, seed: UInt64 = 0) {
        var (high, low): (UInt64, UInt64) = (0, 0)
        CXXHash_128(bytes.baseAddress, bytes.count, seed, &high, &low)
        self.init(high: high, low: low)
    }

    /// The digest of a file's bytes.
    public init(bytes: Data) {
        self = bytes.withUnsafeBytes { ContentDigest(bytes: $0) }
    }

    /// The digest of `image`'s pixels, seeded with its size: images of the same bytes and different shapes differ.
    public init(pixelsOf image: RGBAImage) {
        let seed = UInt64(truncatingIfNeeded: image.width) << 32 | UInt64(truncatingIfNeeded: image.height)
        self = image.pixels.withUnsafeBytes { ContentDigest(bytes: $0, seed: seed) }
    }

    /// The digest written as ``description`` writes it: 32 hexadecimal digits, high half first; nil otherwise.
    public init?(hex: Substring) {
        guard hex.count == 32, let high = UInt64(hex.prefix(16), radix: 16), let low = UInt64(hex.suffix(16), radix: 16)
        else { return nil }
        self.init(high: high, low: low)
    }

    /// 32 lower-case hexadecimal digits, high half first.
    public var description: String {
        func digits(_ value: UInt64) -> String {
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }
        return digits(high) + digits(low)
    }
}
