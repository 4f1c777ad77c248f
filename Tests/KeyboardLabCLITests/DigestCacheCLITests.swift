import Foundation
import Testing

/// `check` with its digest cache (`KEYBOARD_LAB_CACHE`), as a developer runs it again and again: the second run
/// decodes no golden it saw and reports the same, and a golden changed since fails as it would without a cache.
@Suite(.serialized, Integration.run) struct DigestCacheCLITests {
    /// Runs `check` of show-hide-iphone-15 against `goldens` with the cache in `cache`: its status, standard output
    /// and report page (without the capture times, which vary).
    func check(goldens: URL, cache: String, report: URL) throws -> (
        status: Int32, output: String, errors: String, page: String
    ) {
        try? FileManager.default.removeItem(at: report)
        let result = try keyboardLab(
            [
                "check", "Assets/Scenarios/show-hide-iphone-15.scenario", "--goldens", goldens.path, "--report",
                report.path,
            ], environment: ["CI": "true", "KEYBOARD_LAB_CACHE": cache])
        let page = try String(contentsOf: report.appending(path: "index.html"), encoding: .utf8)
            .replacing(/"seconds":[0-9.e-]+/, with: "")
        return (result.status, result.stdout, result.stderr, page)
    }

    @Test func aWarmCacheReportsTheSameAndAChangedGoldenStillFails() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appending(path: "goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: packageRoot.appending(path: "Tests/Goldens/show-hide-iphone-15"),
            to: goldens.appending(path: "show-hide-iphone-15"))
        let cache = folder.appending(path: "cache")
        let report = folder.appending(path: "report")
        let cold = try check(goldens: goldens, cache: cache.path, report: report)
        #expect(cold.status == 0, "\(cold.output)")
        let lines = try String(contentsOf: cache.appending(path: "png-pixels-v1"), encoding: .utf8)
            .split(separator: "\n")
        let folderOfGoldens = goldens.appending(path: "show-hide-iphone-15")
        let files = try FileManager.default.contentsOfDirectory(atPath: folderOfGoldens.path).filter {
            $0.hasSuffix(".png")
        }
        let contents = try Set(files.map { try Data(contentsOf: folderOfGoldens.appending(path: $0)) })
        #expect(lines.count == contents.count, "one line for each golden file's bytes: \(lines.count)")
        let warm = try check(goldens: goldens, cache: cache.path, report: report)
        #expect(warm.status == 0 && warm.output == cold.output)
        #expect(warm.page == cold.page, "the same report, cache or not")
        // A golden replaced by another capture's: the cache knows those bytes (as show-0.00's), the render's digest
        // differs from theirs, so the golden is decoded and compared, and the capture fails with its diff.
        let changed = goldens.appending(path: "show-hide-iphone-15/show-0.50.png")
        try FileManager.default.removeItem(at: changed)
        try FileManager.default.copyItem(at: goldens.appending(path: "show-hide-iphone-15/show-0.00.png"), to: changed)
        let failing = try check(goldens: goldens, cache: cache.path, report: report)
        #expect(failing.status == 1)
        #expect(failing.errors.contains("FAIL show-hide-iphone-15/show-0.50: "), "\(failing.errors)")
        #expect(
            FileManager.default.fileExists(
                atPath: report.appending(path: "show-hide-iphone-15/show-0.50.diff.png").path))
        // Off: the failure found without a cache, and nothing kept.
        try FileManager.default.removeItem(at: cache)
        let off = try check(goldens: goldens, cache: "off", report: report)
        #expect(off.status == 1 && off.page == failing.page)
        #expect(!FileManager.default.fileExists(atPath: cache.path))
    }
}
