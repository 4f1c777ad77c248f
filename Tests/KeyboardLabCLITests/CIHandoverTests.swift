import Foundation
import Testing

/// What another team's CI needs once a check has run: one summary of every shard, value goldens judged stale like
/// PNGs, an environment difference said once with its fix and re-recorded by `accept`, accepts refused in one line,
/// and the review server started by hand without `--assets`.
@Suite(.serialized, Integration.run) struct CIHandoverTests {
    func check(_ goldens: URL, report: URL, _ extra: [String] = []) throws -> LabResult {
        try keyboardLab(
            ["check", CIArtifactTests.demo, "--goldens", goldens.path, "--report", report.path] + extra,
            environment: ["CI": "1"])
    }

    @Test func theShardsMergeIntoOneSummaryWithEachFailureLinked() throws {
        let folder = try CIArtifactTests.scratch("merged-summary")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try CIArtifactTests.goldensCopy(folder)
        let other = try Data(contentsOf: goldens.appending(path: "demo/dismiss-2.00.png"))
        try other.write(to: goldens.appending(path: "demo/show-0.50.png"))
        let rotate = packageRoot.appending(path: "Assets/Scenarios/rotate-while-shown.scenario").path
        try FileManager.default.copyItem(
            at: packageRoot.appending(path: "Tests/Goldens/rotate-while-shown"),
            to: goldens.appending(path: "rotate-while-shown"))
        for shard in 1...2 {
            let result = try keyboardLab(
                [
                    "check", CIArtifactTests.demo, rotate, "--goldens", "goldens", "--shard", "\(shard)/2",
                    "--report", "shard-\(shard)",
                ], environment: ["CI": "1"], in: folder)
            #expect(result.status <= 1, "\(result.stderr)")
        }
        let merged = try keyboardLab(
            ["merge-reports", "shard-1", "shard-2", "--out", "merged", "--summary", "summary.md"], in: folder)
        #expect(merged.status == 1, "a failed capture: \(merged.stderr)")
        let text = try String(contentsOf: folder.appending(path: "summary.md"), encoding: .utf8)
        #expect(text.range(of: #"^## KeyboardLab check: 1 failed, \d+ passed\n"#, options: .regularExpression) != nil)
        #expect(text.contains("- [**demo/show-0.50**](merged/index.html#capture-demo/show-0.50) (fail):"), "\(text)")
        #expect(text.contains("keyboard-lab accept 'merged' --goldens 'goldens'"), "\(text)")
        let html = try String(contentsOf: folder.appending(path: "merged/index.html"), encoding: .utf8)
        #expect(html.contains(#"id="capture-demo/show-0.50""#), "the link's anchor is on the page")
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "merged/junit.xml").path))
        let linked = try keyboardLab(
            [
                "merge-reports", "shard-1", "shard-2", "--out", "again", "--summary", "again.md", "--report-url",
                "https://ci.example/jobs/9/artifacts/file/again/index.html",
            ], in: folder)
        #expect(linked.status == 1)
        let again = try String(contentsOf: folder.appending(path: "again.md"), encoding: .utf8)
        #expect(again.contains("(https://ci.example/jobs/9/artifacts/file/again/index.html#capture-demo/show-0.50)"))
    }

    @Test func aStaleValueGoldenIsReportedFailsStrictAndIsPruned() throws {
        let folder = try CIArtifactTests.scratch("stale-values")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try CIArtifactTests.goldensCopy(folder)
        let file = goldens.appending(path: "demo/values.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        let extra = text.replacingOccurrences(
            of: "\"captures\" : {\n",
            with: "\"captures\" : {\n    \"renamed-0.30\" : {\n      \"keyboard.y\" : 1\n    },\n")
        #expect(extra != text)
        try extra.write(to: file, atomically: true, encoding: .utf8)
        let report = folder.appending(path: "report")
        let warned = try check(goldens, report: report, ["--values"])
        #expect(warned.status == 0, "\(warned.stderr)")
        #expect(warned.stderr.contains("warning: stale golden \(goldens.path)/demo/values.json#renamed-0.30"))
        let html = try String(contentsOf: report.appending(path: "index.html"), encoding: .utf8)
        #expect(html.contains("demo/values.json#renamed-0.30"), "the report lists it")
        #expect(try check(goldens, report: report, ["--values", "--strict"]).status == 1)
        let pruned = try check(goldens, report: report, ["--values", "--strict", "--prune"])
        #expect(pruned.status == 0, "\(pruned.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == text, "the entry is gone, the others as they were")
        let again = try check(goldens, report: report, ["--values", "--strict"])
        #expect(again.status == 0 && !again.stderr.contains("stale"), "\(again.stderr)")
    }

    @Test func anEnvironmentDifferenceIsSaidOnceAndAcceptReRecordsTheSidecar() throws {
        let folder = try CIArtifactTests.scratch("environment")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try CIArtifactTests.goldensCopy(folder)
        let sidecar = goldens.appending(path: "environment.json")
        let text = try String(contentsOf: sidecar, encoding: .utf8)
        try text.replacingOccurrences(of: "\"sdlVersion\" : \"", with: "\"sdlVersion\" : \"1.")
            .write(to: sidecar, atomically: true, encoding: .utf8)
        let report = folder.appending(path: "report")
        let result = try check(goldens, report: report, ["--values"])
        #expect(result.status == 3, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("FAIL ") }.count == 1, "said once, not per capture: \(result.stderr)")
        #expect(result.stderr.contains("FAIL environment differs: sdlVersion: 1."), "\(result.stderr)")
        #expect(result.stderr.contains("  goldens: SDL 1.") && result.stderr.contains("  here:    SDL "))
        #expect(result.stderr.contains("record the goldens on this machine: keyboard-lab check "), "\(result.stderr)")
        #expect(result.stderr.contains("--values --record all"), "\(result.stderr)")
        let accepted = try keyboardLab(
            ["accept", report.path, "--goldens", goldens.path], environment: ["CI": "1"], in: folder)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.hasPrefix("re-recorded environment.json for this machine (sdlVersion: 1."))
        let rerecorded = try String(contentsOf: sidecar, encoding: .utf8)
        #expect(!rerecorded.contains("\"sdlVersion\" : \"1."), "\(rerecorded)")
        let again = try check(goldens, report: report, ["--values"])
        #expect(again.status == 0, "the pixels are this machine's: \(again.stderr)")
    }

    @Test func aNewSuiteIsRecordedByAcceptWithItsSidecar() throws {
        let folder = try CIArtifactTests.scratch("first-goldens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = folder.appending(path: "goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let report = folder.appending(path: "report")
        let missing = try check(goldens, report: report, ["--values"])
        #expect(missing.status == 1, "no golden is recorded in CI: \(missing.stderr)")
        let accepted = try keyboardLab(
            ["accept", report.path, "--goldens", goldens.path], environment: ["CI": "1"], in: folder)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.contains("recorded environment.json for this machine, which the goldens lacked"))
        let files = try FileManager.default.contentsOfDirectory(atPath: goldens.appending(path: "demo").path)
        #expect(files.filter { $0.hasSuffix(".png") }.count == 11 && files.contains("values.json"), "\(files)")
        #expect(FileManager.default.fileExists(atPath: goldens.appending(path: "environment.json").path))
        let again = try check(goldens, report: report, ["--values"])
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func anAcceptIntoAnotherGoldensFolderIsOneLineAndWritesNothing() throws {
        let (folder, goldens, report, _) = try AcceptCLITests.failedRun("foreign")
        defer { try? FileManager.default.removeItem(at: folder) }
        let other = folder.appending(path: "other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: packageRoot.appending(path: "Tests/Goldens/dismiss-mid-show"), to: other.appending(path: "demo"))
        let before = try FileManager.default.contentsOfDirectory(atPath: other.appending(path: "demo").path).sorted()
        let refused = try keyboardLab(["accept", report.path, "--goldens", "other"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        #expect(
            refused.stderr.hasPrefix(
                "other: not the goldens folder \(report.path) was checked against (\(goldens.path))"))
        #expect(refused.stderr.hasSuffix("; nothing written\n"), "\(refused.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: other.appending(path: "demo").path).sorted() == before)
        let gone = try keyboardLab(["accept", report.path, "--goldens", goldens.path, "demo/show-9.99"], in: folder)
        #expect(gone.status == 1 && gone.stderr.split(separator: "\n").count == 1, "\(gone.stderr)")
        #expect(gone.stderr.hasPrefix("demo/show-9.99: no such capture in \(report.path);"), "\(gone.stderr)")
    }

    @Test func theReviewServerStartedByHandFindsItsAssets() throws {
        let (folder, goldens, report, _) = try AcceptCLITests.failedRun("serve")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = try labExecutable().deletingLastPathComponent().appending(path: "keyboard-lab-review")
        process.arguments = ["--goldens", goldens.path, "--report", report.path, "--port", "0"]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "KEYBOARD_LAB_ASSETS" }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        process.killIfStillRunning(after: 60)
        var text = ""
        while !text.contains("Ctrl+C") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        #expect(text.contains("review: open http://127.0.0.1:"), "\(text)")
        process.interrupt()
        #expect(process.waitUntilExit(within: 10))
        #expect(process.terminationStatus == 0)
    }
}
