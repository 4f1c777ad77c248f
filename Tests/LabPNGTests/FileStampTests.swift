import Foundation
import Testing

@testable import LabPNG

/// A golden's stamp tells an accept whether the file changed since `check` read it.
@Suite struct FileStampTests {
    @Test func aStampIsTheSizeAndTheXXH3DigestOfTheBytes() {
        let bytes = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let stamp = FileStamp.of(bytes)
        #expect(stamp == "100000-\(ContentDigest(bytes: bytes))")
        #expect(stamp.split(separator: "-").last?.count == 32)
    }

    @Test func oneChangedByteOrOneMoreByteChangesTheStamp() {
        let bytes = Data((0..<4_096).map { UInt8(truncatingIfNeeded: $0) })
        var changed = bytes
        changed[2_000] ^= 1
        #expect(FileStamp.of(changed) != FileStamp.of(bytes))
        #expect(FileStamp.of(bytes + [0]) != FileStamp.of(bytes))
        #expect(FileStamp.of(bytes) == FileStamp.of(Data(bytes)))
    }
}
