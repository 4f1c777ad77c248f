import Foundation
import LabFiles
import LabPNG
import Testing

/// A scenario with a `compare` header, shot as a user shoots it: one picture of the phones side by side per capture,
/// each phone's trace in its own file, and a bad spec refused at its line with nothing written.
@Suite(.serialized, Integration.run) struct CompareScenarioCLITests {
    @Test func shootWritesThePhonesSideBySideAndATracePerPhone() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "compare strategy=keyboardlab,strategy=swiftui\nat 0 tap field notes\ncapture 0.8 as up\nend 0.8".write(
            to: folder.appending(path: "c.scenario"), atomically: true, encoding: .utf8)
        let result = try keyboardLab(
            ["shoot", "c.scenario", "--out", "o", "--trace", folder.appending(path: "t.jsonl").path], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(folder.appending(path: "o/c/up-0.80.png").path)
        #expect(image.width == 2 * 393 + 3 * 16, "two iPhone 15 screens and the gaps")
        let traces = try ["t.jsonl", "t-2.jsonl"].map {
            try String(contentsOf: folder.appending(path: $0), encoding: .utf8).split(separator: "\n")
        }
        #expect(traces[0].count == traces[1].count && traces[0].count > 40)
        #expect(traces[0].last != traces[1].last, "the strategies differ")
    }

    @Test func aMisspeltStrategyIsOneLineAndNothingIsWritten() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "device iphone-se\ncompare strategy=keyboardlab,strategy=swiftiu\ncapture 0 as rest\nend 1".write(
            to: folder.appending(path: "c.scenario"), atomically: true, encoding: .utf8)
        let result = try keyboardLab(["shoot", "c.scenario", "--out", "o"], in: folder)
        #expect(result.status != 0)
        #expect(result.stderr.contains("c.scenario:2:1: compare strategy=swiftiu"), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean \"swiftui\""))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "o").path))
    }
}
