/// The 64-bit FNV-1a hash: a small, stable, non-cryptographic fingerprint for byte arrays
/// such as font files.
///
/// ```swift
/// FNV1a64.hexDigest(of: Array("foobar".utf8))  // "85944171f73967e8"
///
/// var hasher = FNV1a64()
/// hasher.update(with: header)
/// hasher.update(with: body)
/// hasher.hexDigest
/// ```
public struct FNV1a64: Equatable, Hashable, Sendable {
    /// The FNV-1a 64-bit offset basis: the hash of no bytes.
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// The FNV 64-bit prime.
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of every byte fed so far.
    public private(set) var value: UInt64

    /// Creates a hasher that has seen no bytes.
    public init() {
        value = Self.offsetBasis
    }

    /// Feeds `bytes`, in order, into the hash.
    ///
    /// - Complexity: O(n) in the number of bytes.
    public mutating func update(with bytes: some Sequence<UInt8>) {
        // Contiguous bytes (an array, `Data`) are read through a pointer: a generic iterator costs several times
        // the hash itself, which made stamping the goldens a sixth of `check`.
        if bytes.withContiguousStorageIfAvailable({ update(with: UnsafeRawBufferPointer($0)) }) != nil { return }
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= Self.prime
        }
        value = hash
    }

    /// Feeds the bytes at `buffer`, in order, into the hash.
    ///
    /// - Complexity: O(n) in the number of bytes.
    public mutating func update(with buffer: UnsafeRawBufferPointer) {
        var hash = value
        for byte in buffer {
            hash ^= UInt64(byte)
            hash &*= Self.prime
        }
        value = hash
    }

    /// The hash as 16 lower-case hexadecimal digits, zero-padded.
    public var hexDigest: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of `bytes`.
    ///
    /// - Complexity: O(n) in the number of bytes.
    public static func hash(of bytes: some Sequence<UInt8>) -> UInt64 {
        var hasher = FNV1a64()
        hasher.update(with: bytes)
        return hasher.value
    }

    /// The hash of `bytes` as 16 lower-case hexadecimal digits.
    ///
    /// - Complexity: O(n) in the number of bytes.
    public static func hexDigest(of bytes: some Sequence<UInt8>) -> String {
        var hasher = FNV1a64()
        hasher.update(with: bytes)
        return hasher.hexDigest
    }
}
