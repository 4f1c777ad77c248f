import Foundation
import Testing

/// `keyboard-lab audit` as an engineer runs it on a tree: the exit code follows the findings and `--fail-on`, each
/// format is written, the evidence folder holds a picture per rule and the contact sheet, a baseline silences what it
/// holds, and a usage error is one line with exit 64 and nothing written.
@Suite(.serialized, Integration.run) struct AuditCLITests {
    static let fixtures = "Tests/AuditFixtures"

    @Test func theExitCodeFollowsTheFindingsAndFailOn() throws {
        let wrong = try keyboardLab(["audit", "\(Self.fixtures)/ios/Wrong"])
        #expect(wrong.status == 1)
        #expect(wrong.stdout.contains("CheckoutViewController.swift:15:62: error: reads the keyboard's begin frame"))
        #expect(wrong.stdout.contains("  lab: on iphone-15 at up-1.00: inset 250 > 167"))
        #expect(try keyboardLab(["audit", "\(Self.fixtures)/ios/Wrong", "--fail-on", "never"]).status == 0)
        #expect(try keyboardLab(["audit", "\(Self.fixtures)/ios/Right", "--fail-on", "note"]).status == 0)
        let notes = try keyboardLab(["audit", "\(Self.fixtures)/rn-legacy", "--fail-on", "error"])
        #expect(notes.status == 0, "a warning alone does not fail at --fail-on error")
        #expect(try keyboardLab(["audit", "\(Self.fixtures)/rn-legacy", "--fail-on", "warning"]).status == 1)
    }

    @Test func everyFormatIsWrittenToItsFile() throws {
        let folder = try temporaryFolder()
        for format in ["json", "sarif", "gitlab"] {
            let out = folder.appending(path: "audit.\(format)")
            let result = try keyboardLab(
                ["audit", "\(Self.fixtures)/android", "--format", format, "--out", out.path, "--fail-on", "never"])
            #expect(result.status == 0)
            #expect(result.stderr.hasPrefix("audit: "), "the summary goes to standard error: \(result.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out))
            #expect(format == "gitlab" ? json is [Any] : json is [String: Any])
        }
        let sarif = try String(decoding: Data(contentsOf: folder.appending(path: "audit.sarif")), as: UTF8.self)
        #expect(sarif.contains("\"uri\" : \"Tests/AuditFixtures/android/app/src/main/AndroidManifest.xml\""))
    }

    @Test func theEvidenceFolderHoldsAPicturePerRuleAndTheContactSheet() throws {
        let folder = try temporaryFolder().appending(path: "evidence")
        let result = try keyboardLab(["audit", "\(Self.fixtures)/android", "--evidence", folder.path])
        #expect(result.status == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.contains("index.html"))
        #expect(names.contains("android-adjust-resize-inert.png"))
        #expect(names.contains("compose-double-ime.png"))
        let page = try String(decoding: Data(contentsOf: folder.appending(path: "index.html")), as: UTF8.self)
        #expect(page.contains("<code>Tests/AuditFixtures/android/app/src/main/AndroidManifest.xml:6</code>"))
        #expect(page.contains("field covered by 64 dp"))
    }

    @Test func aBaselineSilencesWhatItHolds() throws {
        let baseline = try temporaryFolder().appending(path: "baseline.json")
        let write = try keyboardLab(["audit", "\(Self.fixtures)/flutter", "--write-baseline", baseline.path])
        #expect(write.status == 0 || write.status == 1)
        let again = try keyboardLab([
            "audit", "\(Self.fixtures)/flutter", "--baseline", baseline.path, "--fail-on", "note",
        ])
        #expect(again.status == 0)
        #expect(again.stdout.contains(": 0 errors, 0 warnings, 0 notes"))
    }

    @Test(arguments: [
        (["audit", "Nowhere"], "Error: Nowhere: no such file or folder; expected a path in the app's source tree"),
        (
            ["audit", "--explain", "uikit-begin-frames"],
            "Error: unknown rule \"uikit-begin-frames\"; did you mean \"uikit-begin-frame\"?"
        ),
        (["audit", "--format", "xml"], "Error: The value 'xml' is invalid for '--format <format>'"),
        (["audit", "--fail-on", "sometimes"], "Error: The value 'sometimes' is invalid for '--fail-on <fail-on>'"),
        (["audit", "--baseline", "missing.json"], "Error: missing.json: no such baseline"),
    ])
    func aUsageErrorIsOneLineAndExit64(arguments: [String], expected: String) throws {
        let folder = try temporaryFolder()
        let result = try keyboardLab(arguments + ["--out", folder.appending(path: "report.txt").path], in: packageRoot)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix(expected), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "report.txt").path))
    }

    @Test func rulesAndExplainPrintTheCatalog() throws {
        let rules = try keyboardLab(["audit", "--rules"])
        #expect(rules.status == 0)
        #expect(rules.stdout.split(separator: "\n").count >= 20)
        let explain = try keyboardLab(["audit", "--explain", "rn-kav-no-offset"])
        #expect(explain.stdout.contains("In the lab: keyboard-lab sheet $LAB/Assets/Audit/rn-header.scenario"))
    }
}
