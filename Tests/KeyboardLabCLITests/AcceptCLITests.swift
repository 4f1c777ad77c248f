import Foundation
import Testing

/// `keyboard-lab accept REPORT --goldens DIR [CAPTURE…]`: a failure found on CI accepted from its report folder
/// alone, with the review server's refusals, and value-only failures that say how to accept them.
@Suite(.serialized, Integration.run) struct AcceptCLITests {
    /// A scratch folder with a copy of the demo goldens whose `show-0.50` is another capture's image, checked into
    /// `report`; returns the folder, the goldens and the report.
    static func failedRun(_ name: String, extra: [String] = []) throws -> (URL, URL, URL, LabResult) {
        let folder = try CIArtifactTests.scratch(name)
        let goldens = try CIArtifactTests.goldensCopy(folder)
        let other = try Data(contentsOf: goldens.appending(path: "demo/dismiss-2.00.png"))
        try other.write(to: goldens.appending(path: "demo/show-0.50.png"))
        let report = folder.appending(path: "report")
        let result = try keyboardLab(
            ["check", CIArtifactTests.demo, "--goldens", goldens.path, "--report", report.path] + extra,
            environment: ["CI": "1"])
        return (folder, goldens, report, result)
    }

    func accept(_ arguments: [String], in folder: URL) throws -> LabResult {
        try keyboardLab(["accept"] + arguments, environment: ["CI": "1"], in: folder)
    }

    @Test func aFailureIsAcceptedFromAMovedReportFolderAlone() throws {
        let (folder, goldens, report, result) = try Self.failedRun("accept")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 1)
        // Downloaded elsewhere, as a CI artifact is.
        let downloaded = folder.appending(path: "artifact")
        try FileManager.default.moveItem(at: report, to: downloaded)
        let actual = try Data(contentsOf: downloaded.appending(path: "demo/show-0.50.actual.png"))
        let accepted = try accept([downloaded.path, "--goldens", goldens.path, "demo/show-0.50"], in: folder)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.hasPrefix("accepted demo/show-0.50.png\n"), "\(accepted.stdout)")
        #expect(try Data(contentsOf: goldens.appending(path: "demo/show-0.50.png")) == actual)
        let trash = try FileManager.default.contentsOfDirectory(atPath: goldens.appending(path: ".trash").path)
        #expect(trash.count == 1, "the old golden kept under .trash")
        let again = try accept([downloaded.path, "--goldens", goldens.path, "demo/show-0.50"], in: folder)
        #expect(again.status == 1, "the golden changed since the report was made: \(again.stderr)")
        #expect(again.stderr.contains("changed on disk since the report was made"), "\(again.stderr)")
        #expect(again.stderr.hasSuffix("nothing written\n"), "\(again.stderr)")
    }

    @Test func refusalsWriteNothingOneLineEach() throws {
        let (folder, goldens, report, _) = try Self.failedRun("refuse")
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Data(contentsOf: goldens.appending(path: "demo/show-0.50.png"))
        let unknown = try accept([report.path, "--goldens", goldens.path, "demo/show-0.50", "demo/nope"], in: folder)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("demo/nope: no such capture in \(report.path);"), "\(unknown.stderr)")
        #expect(try Data(contentsOf: goldens.appending(path: "demo/show-0.50.png")) == before, "nothing written")
        #expect(!FileManager.default.fileExists(atPath: goldens.appending(path: ".trash").path))
        let foreign = folder.appending(path: "foreign")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("<html></html>".utf8).write(to: foreign.appending(path: "index.html"))
        let notReport = try accept([foreign.path, "--goldens", goldens.path], in: folder)
        #expect(notReport.status == 1 && notReport.stderr.split(separator: "\n").count == 1, "\(notReport.stderr)")
        #expect(notReport.stderr.contains("no keyboard-lab report data"), "\(notReport.stderr)")
        let missing = try accept([folder.appending(path: "absent").path, "--goldens", goldens.path], in: folder)
        #expect(missing.status == 1 && missing.stderr.contains("no such folder"), "\(missing.stderr)")
        #expect(try Data(contentsOf: goldens.appending(path: "demo/show-0.50.png")) == before, "nothing written")
    }

    @Test func valueOnlyFailuresSayHowToAcceptThemAndAreAccepted() throws {
        let folder = try CIArtifactTests.scratch("values")
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try CIArtifactTests.goldensCopy(folder)
        let file = goldens.appending(path: "demo/values.json")
        let original = try String(contentsOf: file, encoding: .utf8)
        let changed = original.replacingOccurrences(of: "\"keyboard.y\" : 594.029", with: "\"keyboard.y\" : 600")
        #expect(changed != original)
        try changed.write(to: file, atomically: true, encoding: .utf8)
        let report = folder.appending(path: "report")
        let junit = folder.appending(path: "junit.xml")
        let result = try keyboardLab(
            [
                "check", CIArtifactTests.demo, "--goldens", goldens.path, "--report", report.path, "--values",
                "--junit", junit.path,
            ],
            environment: ["CI": "1"])
        #expect(result.status == 1, "\(result.stderr)")
        let command = "keyboard-lab accept '\(report.path)' --goldens '\(goldens.path)' 'demo/dismiss-1.55.png'"
        #expect(result.stderr.contains("accept:    \(command)"), "\(result.stderr)")
        let xml = try String(contentsOf: junit, encoding: .utf8).replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&#39;", with: "'")
        #expect(xml.contains("accept: \(command)"), "\(xml)")
        let html = try String(contentsOf: report.appending(path: "index.html"), encoding: .utf8)
        #expect(html.contains("keyboard-lab accept"), "the static report says how to accept")
        #expect(FileManager.default.fileExists(atPath: report.appending(path: "demo/dismiss-1.55.actual.png").path))
        let png = try Data(contentsOf: goldens.appending(path: "demo/dismiss-1.55.png"))
        let accepted = try accept([report.path, "--goldens", goldens.path], in: folder)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.hasPrefix("accepted demo/dismiss-1.55.png (values)\n"), "\(accepted.stdout)")
        #expect(try String(contentsOf: file, encoding: .utf8) == original, "the values are the render's again")
        #expect(try Data(contentsOf: goldens.appending(path: "demo/dismiss-1.55.png")) == png, "the PNG stays")
    }
}
