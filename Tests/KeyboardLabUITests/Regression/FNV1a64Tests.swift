import KeyboardLabUI
import Testing

@Suite("FNV1a64")
struct FNV1a64Tests {
    /// Reference vectors of the FNV-1a 64-bit hash.
    @Test(arguments: [
        ("", "cbf29ce484222325"),
        ("a", "af63dc4c8601ec8c"),
        ("foobar", "85944171f73967e8"),
    ])
    func matchesReferenceVectors(text: String, digest: String) {
        #expect(FNV1a64.hexDigest(of: Array(text.utf8)) == digest)
    }

    @Test func incrementalUpdatesEqualOneShot() {
        var hasher = FNV1a64()
        hasher.update(with: Array("foo".utf8))
        hasher.update(with: Array("bar".utf8))
        #expect(hasher.value == FNV1a64.hash(of: Array("foobar".utf8)))
        #expect(hasher.hexDigest == "85944171f73967e8")
    }

    @Test func digestIsZeroPaddedToSixteenDigits() {
        // Search a handful of one-byte inputs for a hash with a leading zero nibble.
        let digests = (0...255).map { FNV1a64.hexDigest(of: [UInt8($0)]) }
        #expect(digests.allSatisfy { $0.count == 16 })
        #expect(Set(digests).count == 256)
    }
}
