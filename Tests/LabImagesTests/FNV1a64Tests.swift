import LabImages
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
        #expect(FNV1a64.hash(of: Array("10".utf8)) == 0x07f8_9207_b4ba_08a4)
        #expect(FNV1a64.hexDigest(of: Array("10".utf8)) == "07f89207b4ba08a4")
    }
}
