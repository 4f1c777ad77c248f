import Foundation

/// The 64-bit FNV-1a hash: small, stable across platforms, fine for fingerprints (not for security).
enum FNV1a64 {
    /// The hash of `data`.
    ///
    /// - Complexity: O(n).
    static func hash(of data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The hash of `data` as 16 lowercase hex digits.
    static func hex(of data: Data) -> String {
        let digits = String(hash(of: data), radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}
