import Foundation
import Testing

/// What a CI engineer meets adopting the lab from the release archive: a report folder pointed at the goldens,
/// read-only checkouts, two checks writing one report, and a check that could not run told apart from a failed one.
@Suite(.serialized, Integration.run) struct CIAdoptionTests {
    /// Every file under `folder` with its bytes, by path relative to it.
    static func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        for path in paths {
            var isFolder: ObjCBool = false
            let url = folder.appending(path: path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// Makes `folder` and every folder in it read-only (files stay as they are), and `scratch` writable to all, so
    /// that ``keyboardLabUnprivileged(_:environment:in:)`` may write its report there.
    static func makeReadOnly(_ folder: URL, in scratch: URL) throws {
        let files = FileManager.default
        try files.setAttributes([.posixPermissions: 0o777], ofItemAtPath: scratch.path)
        for path in try files.subpathsOfDirectory(atPath: folder.path) + [""] {
            let url = path.isEmpty ? folder : folder.appending(path: path)
            var isFolder: ObjCBool = false
            if files.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                try files.setAttributes([.posixPermissions: 0o555], ofItemAtPath: url.path)
            }
        }
    }

    @Test func aReportFolderOverlappingTheGoldensIsRefusedAndNothingIsDeleted() throws {
        let folder = try CIArtifactTests.scratch("report-in-goldens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try CIArtifactTests.goldensCopy(folder)
        let before = try Self.contents(of: goldens)
        for report in ["goldens", "goldens/", "./goldens/../goldens", "goldens/demo", "goldens/report", "."] {
            let result = try keyboardLab(
                ["check", CIArtifactTests.demo, "--goldens", "goldens", "--report", report, "--record", "never"],
                environment: ["CI": "1"], in: folder)
            #expect(result.status == 64, "--report \(report): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].contains("--report") && lines[0].contains("goldens folder"))
            #expect(try Self.contents(of: goldens) == before, "--report \(report) deleted or changed a golden")
        }
        let beside = try keyboardLab(
            ["check", CIArtifactTests.demo, "--goldens", "goldens", "--report", "goldens-report", "--record", "never"],
            environment: ["CI": "1"], in: folder)
        #expect(beside.status == 0, "a folder beside it, sharing its name's start, is fine: \(beside.stderr)")
    }

    @Test func recordNeverChecksAReadOnlyGoldensFolder() throws {
        let folder = try CIArtifactTests.scratch("read-only-goldens")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try CIArtifactTests.goldensCopy(folder)
        try FileManager.default.removeItem(at: goldens.appending(path: "environment.json"))
        try Self.makeReadOnly(goldens, in: folder)
        let before = try Self.contents(of: goldens)
        let result = try keyboardLabUnprivileged(
            ["check", CIArtifactTests.demo, "--goldens", "goldens", "--report", "report", "--record", "never"],
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "report/junit.xml").path))
        #expect(try Self.contents(of: goldens) == before, "nothing is written to the goldens")
        let recording = try keyboardLabUnprivileged(
            ["check", CIArtifactTests.demo, "--goldens", "goldens", "--report", "report", "--record", "missing"],
            in: folder)
        #expect(recording.status == 2, "a mode that may record needs a writable folder: \(recording.stderr)")
        #expect(recording.stderr.contains("goldens: the output folder is not writable"), "\(recording.stderr)")
    }

    @Test func aReportFolderAnotherCheckIsWritingIsRefused() throws {
        let folder = try CIArtifactTests.scratch("report-in-use")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try CIArtifactTests.goldensCopy(folder)
        let report = folder.appending(path: "report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        // What a running check holds: an exclusive lock on the report's lock file.
        let held = open(report.appending(path: ".keyboard-lab.lock").path, O_CREAT | O_RDWR, 0o644)
        #expect(held >= 0 && flock(held, LOCK_EX | LOCK_NB) == 0)
        let refused = try keyboardLab(
            ["check", CIArtifactTests.demo, "--goldens", goldens.path, "--report", "report"],
            environment: ["CI": "1"], in: folder)
        close(held)
        #expect(refused.status == 2, "\(refused.stderr)")
        let lines = refused.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("--report report: in use by another check"), "\(lines)")
        #expect(!FileManager.default.fileExists(atPath: report.appending(path: "junit.xml").path))
        let free = try keyboardLab(
            ["check", CIArtifactTests.demo, "--goldens", goldens.path, "--report", "report"],
            environment: ["CI": "1"], in: folder)
        #expect(free.status == 0, "the lock ends with the check that held it: \(free.stderr)")
    }

    @Test func aCheckThatCouldNotRunExitsTwoNotOne() throws {
        let folder = try CIArtifactTests.scratch("could-not-run")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try CIArtifactTests.goldensCopy(folder)
        try Data("not a folder".utf8).write(to: folder.appending(path: "report"))
        let result = try keyboardLab(
            ["check", CIArtifactTests.demo, "--goldens", goldens.path, "--report", "report"],
            environment: ["CI": "1"], in: folder)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: report: cannot create the output folder"), "\(result.stderr)")
    }

    @Test func aStaleGoldenUnderStrictFailsInTheJUnitAndTheSummaryToo() throws {
        let folder = try CIArtifactTests.scratch("strict-stale")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try CIArtifactTests.goldensCopy(folder)
        try FileManager.default.copyItem(
            at: goldens.appending(path: "demo/show-0.50.png"), to: goldens.appending(path: "demo/renamed-0.50.png"))
        let result = try keyboardLab(
            [
                "check", CIArtifactTests.demo, "--goldens", "goldens", "--report", "report", "--strict", "--summary",
                "summary.md",
            ], environment: ["CI": "1"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        let junit = try String(contentsOf: folder.appending(path: "report/junit.xml"), encoding: .utf8)
        #expect(
            junit.contains(#"<testsuites name="keyboard-lab check" tests="12" failures="1" errors="0""#), "\(junit)")
        #expect(junit.contains(#"<testcase name="demo/renamed-0.50.png" classname="stale goldens""#), "\(junit)")
        let summary = try String(contentsOf: folder.appending(path: "summary.md"), encoding: .utf8)
        #expect(summary.hasPrefix("## KeyboardLab check: failed (--strict): 1 stale golden, 11 passed\n"), "\(summary)")
    }

    @Test func acceptIntoAReadOnlyFolderRefusesInOneLine() throws {
        let (folder, goldens, report, checked) = try AcceptCLITests.failedRun("accept-read-only")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(checked.status == 1)
        try Self.makeReadOnly(goldens, in: folder)
        let before = try Self.contents(of: goldens)
        let result = try keyboardLabUnprivileged(["accept", report.path, "--goldens", goldens.path], in: folder)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(
            lines.count == 1
                && lines[0].hasSuffix(
                    "goldens: the goldens folder is not writable; expected a folder this user may write; nothing written"
                ),
            "\(result.stderr)")
        #expect(!result.stderr.contains("Domain"), "no raw Foundation error")
        #expect(try Self.contents(of: goldens) == before)
    }
}
