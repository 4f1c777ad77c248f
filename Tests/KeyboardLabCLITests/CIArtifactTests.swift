import Foundation
import Testing

/// What another team's CI needs around `check`: a report folder that stands alone, a Markdown summary, stale
/// goldens, exit codes that tell drift from a regression, and no folder made by a failing check.
@Suite(.serialized, Integration.run) struct CIArtifactTests {
    /// A scratch folder with a copy of the demo scenario's goldens and the committed environment sidecar.
    static func goldensCopy(_ folder: URL) throws -> URL {
        let goldens = folder.appending(path: "goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let source = packageRoot.appending(path: "Tests/Goldens")
        try FileManager.default.copyItem(at: source.appending(path: "demo"), to: goldens.appending(path: "demo"))
        try FileManager.default.copyItem(
            at: source.appending(path: "environment.json"), to: goldens.appending(path: "environment.json"))
        return goldens
    }

    static func scratch(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "ci-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static let demo = packageRoot.appending(path: "Assets/Scenarios/demo.scenario").path

    func check(_ goldens: URL, report: URL, _ extra: [String] = []) throws -> LabResult {
        try keyboardLab(
            ["check", Self.demo, "--goldens", goldens.path, "--report", report.path] + extra,
            environment: ["CI": "1"])
    }

    @Test func aPassingReportFolderHoldsEveryImageItLinks() throws {
        let folder = try Self.scratch("alone")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try Self.goldensCopy(folder)
        let report = folder.appending(path: "report")
        let summary = folder.appending(path: "summary.md")
        try Data("# earlier step\n".utf8).write(to: summary)
        let result = try check(goldens, report: report, ["--summary", summary.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: report.appending(path: "index.html"), encoding: .utf8)
        let junit = try String(contentsOf: report.appending(path: "junit.xml"), encoding: .utf8)
        #expect(!html.contains("src=\"../"), "no image outside the report folder")
        #expect(!junit.contains("../"), "the JUnit paths point inside the report folder")
        let golden = try Data(contentsOf: goldens.appending(path: "demo/show-0.50.png"))
        #expect(try Data(contentsOf: report.appending(path: "demo/show-0.50.png")) == golden)
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("# earlier step\n## KeyboardLab check: 11 passed"), "appended: \(text)")
        #expect(text.contains("| 11 | 11 | 0 | 0 | 0 |"), "\(text)")
    }

    @Test func aFailingCaptureIsSummarisedWithItsRegionsAndTheAcceptCommand() throws {
        let folder = try Self.scratch("summary")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try Self.goldensCopy(folder)
        let other = try Data(contentsOf: goldens.appending(path: "demo/dismiss-2.00.png"))
        try other.write(to: goldens.appending(path: "demo/show-0.50.png"))
        let summary = folder.appending(path: "summary.md")
        let report = folder.appending(path: "report")
        let result = try check(goldens, report: report, ["--summary", summary.path])
        #expect(result.status == 1, "\(result.stderr)")
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.contains("## KeyboardLab check: 1 failed"), "\(text)")
        #expect(text.contains("demo/show-0.50"), "\(text)")
        #expect(text.contains("region"), "the differing regions: \(text)")
        #expect(text.contains("keyboard-lab accept '\(report.path)' --goldens '\(goldens.path)'"), "\(text)")
    }

    @Test func staleGoldensAreWarnedAboutFailWithStrictAndArePruned() throws {
        let folder = try Self.scratch("stale")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try Self.goldensCopy(folder)
        let demo = goldens.appending(path: "demo")
        try FileManager.default.copyItem(
            at: demo.appending(path: "show-0.50.png"), to: demo.appending(path: "renamed.png"))
        try FileManager.default.copyItem(
            at: demo.appending(path: "show-0.50.png"), to: demo.appending(path: "show-0.50@2x.png"))
        try FileManager.default.createDirectory(
            at: goldens.appending(path: "removed-scenario"), withIntermediateDirectories: true)
        let report = folder.appending(path: "report")
        let warned = try check(goldens, report: report)
        #expect(warned.status == 0, "a warning by default: \(warned.stderr)")
        #expect(warned.stderr.contains("warning: stale golden \(goldens.path)/demo/renamed.png"), "\(warned.stderr)")
        #expect(warned.stderr.contains("removed-scenario/"), "\(warned.stderr)")
        #expect(!warned.stderr.contains("@2x"), "another scale's golden is not stale: \(warned.stderr)")
        #expect(!warned.stderr.contains("values.json") && !warned.stderr.contains("environment"))
        let html = try String(contentsOf: report.appending(path: "index.html"), encoding: .utf8)
        #expect(html.contains("2 stale goldens") && html.contains("\"stale\":[\"demo\\/renamed.png\""))
        let strict = try check(goldens, report: report, ["--strict"])
        #expect(strict.status == 1, "\(strict.stderr)")
        let pruned = try check(goldens, report: report, ["--strict", "--prune"])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(!FileManager.default.fileExists(atPath: demo.appending(path: "renamed.png").path))
        let trash = try FileManager.default.contentsOfDirectory(atPath: goldens.appending(path: ".trash").path)
        #expect(trash.count == 1)
        let batch = goldens.appending(path: ".trash").appending(path: trash.first ?? "")
        #expect(FileManager.default.fileExists(atPath: batch.appending(path: "demo/renamed.png").path))
        #expect(FileManager.default.fileExists(atPath: demo.appending(path: "show-0.50@2x.png").path))
        let again = try check(goldens, report: report, ["--strict"])
        #expect(again.status == 0, ".trash is not stale: \(again.stderr)")
    }

    @Test func environmentDriftAloneExitsThree() throws {
        let folder = try Self.scratch("drift")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try Self.goldensCopy(folder)
        let sidecar = goldens.appending(path: "environment.json")
        let text = try String(contentsOf: sidecar, encoding: .utf8)
        try text.replacingOccurrences(of: "\"rendererName\" : \"software\"", with: "\"rendererName\" : \"opengl\"")
            .write(to: sidecar, atomically: true, encoding: .utf8)
        let result = try check(goldens, report: folder.appending(path: "report"))
        #expect(result.status == 3, "\(result.stderr)")
        try text.replacingOccurrences(
            of: "\"scale\" : 1", with: "\"recordedBy\" : \"keyboard-lab 0.1 (abc)\",\n  \"scale\" : 1"
        )
        .write(to: sidecar, atomically: true, encoding: .utf8)
        let recorded = try check(goldens, report: folder.appending(path: "report"))
        #expect(recorded.status == 0, "the recording build is not drift: \(recorded.stderr)")
    }

    @Test func usageErrorsExit64AndMakeNoFolder() throws {
        let folder = try Self.scratch("usage")
        defer { try? FileManager.default.removeItem(at: folder) }
        let typo = folder.appending(path: "typo")
        let report = folder.appending(path: "report")
        let missing = try check(typo, report: report)
        #expect(missing.status == 64, "\(missing.stderr)")
        #expect(missing.stderr.hasPrefix("Error: --goldens \(typo.path): no such folder"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: typo.path))
        #expect(!FileManager.default.fileExists(atPath: report.path))
        for flags in [["--shard", "3/2"], ["--scale", "9"], ["--record", "sometimes"], ["--no-such-flag"]] {
            let result = try check(folder, report: report, flags)
            #expect(result.status == 64, "\(flags): \(result.stderr)")
        }
    }

    @Test func recordingWritesTheBuildIntoTheSidecar() throws {
        let folder = try Self.scratch("sidecar")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appending(path: "goldens")
        let result = try keyboardLab(
            [
                "check", Self.demo, "--goldens", goldens.path, "--report", folder.appending(path: "report").path,
                "--record", "missing",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let version = try keyboardLab(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let sidecar = try String(contentsOf: goldens.appending(path: "environment.json"), encoding: .utf8)
        #expect(!version.isEmpty && sidecar.contains("\"recordedBy\" : \"\(version)\""), "\(sidecar)")
    }
}
