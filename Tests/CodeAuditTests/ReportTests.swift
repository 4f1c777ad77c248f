import Foundation
import Testing

@testable import CodeAudit

/// The reports a team feeds to its tools: text lines as compilers write them, SARIF for code scanning, GitLab's
/// code quality, JSON; fingerprints that survive moved lines; baselines and ignore comments.
@Suite struct ReportTests {
    static func audit(_ text: String, path: String = "App/Form.swift") -> Audit {
        Audit(sources: [SourceFile(path: path, bytes: Array(text.utf8))].compactMap { $0 }, configs: [])
    }

    static let wrong = """
        import UIKit
        func show(_ note: Notification) {
            let frame = note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect
        }
        """

    @Test func theTextReportHasACompilerLineAndTheLabsCommandPerFindingThenASummary() {
        let lines = AuditFormat.text.render(Self.audit(Self.wrong), docsURL: "https://example.invalid/docs").split(
            separator: "\n"
        ).map(String.init)
        #expect(
            lines.first
                == "App/Form.swift:3:44: error: reads the keyboard's begin frame (keyboardFrameBeginUserInfoKey): "
                + "where it was, not where it goes [uikit-begin-frame]")
        #expect(lines.dropFirst().first?.hasPrefix("  lab: ") == true || lines.count == 2)
        #expect(lines.last == "audit: 1 file, 4 lines: 1 error, 0 warnings, 0 notes")
    }

    @Test func sarifNamesEveryRuleAndLocatesEachResultUnderTheSourceRoot() throws {
        let text = AuditFormat.sarif.render(Self.audit(Self.wrong), docsURL: "https://example.invalid/docs/audit")
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleCatalog.ids.map { Optional($0) })
        #expect(
            rules.allSatisfy { ($0["helpUri"] as? String)?.hasPrefix("https://example.invalid/docs/audit/") == true })
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "uikit-begin-frame")
        let location = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "App/Form.swift")
        #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 3)
        let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
        #expect(fingerprints.values.first?.count == 16)
    }

    @Test func gitLabsReportIsAnArrayOfIssuesWithFingerprints() throws {
        let text = AuditFormat.gitlab.render(Self.audit(Self.wrong), docsURL: "")
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(issues.count == 1)
        #expect(issues[0]["check_name"] as? String == "uikit-begin-frame")
        #expect(issues[0]["severity"] as? String == "critical")
        #expect(((issues[0]["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int == 3)
    }

    @Test func gitHubsAnnotationsAreOneWorkflowCommandPerFinding() {
        let text = AuditFormat.github.render(Self.audit(Self.wrong), docsURL: "")
        #expect(
            text
                == "::error file=App/Form.swift,line=3,col=44,title=uikit-begin-frame::reads the keyboard's begin "
                + "frame (keyboardFrameBeginUserInfoKey): where it was, not where it goes\n")
        #expect(GitHubAnnotations.escape("a:b,c%\n", property: true) == "a%3Ab%2Cc%25%0A")
    }

    @Test func aFingerprintSurvivesMovedLinesAndTellsTwinLinesApart() {
        let before = Self.audit(Self.wrong).findings
        let moved = Self.audit("// a new header\n\n" + Self.wrong).findings
        #expect(before.map(\.line) == [3])
        #expect(moved.map(\.line) == [5])
        #expect(before.map(\.fingerprint) == moved.map(\.fingerprint))
        let twice = Self.audit(Self.wrong + "\n" + Self.wrong.replacingOccurrences(of: "func show", with: "func again"))
        #expect(Set(twice.findings.map(\.fingerprint)).count == 2)
        #expect(twice.findings.first?.fingerprint == before.first?.fingerprint)
    }

    @Test func aBaselineKeepsOnlyNewFindings() throws {
        let old = Self.audit(Self.wrong)
        let file = FileManager.default.temporaryDirectory.appending(path: "baseline-\(UUID().uuidString).json")
        try Baseline.data(of: old).write(to: file)
        var now = Self.audit(
            "// moved\n" + Self.wrong + "\nlet other = UIResponder.keyboardFrameBeginUserInfoKey\n")
        #expect(now.findings.count == 2)
        now.subtract(try Baseline.read(file.path))
        #expect(now.findings.map(\.line) == [6])
    }

    @Test func anIgnoreCommentSilencesItsRuleOnItsLineAndTheNext() {
        let ignored = Self.wrong.replacingOccurrences(
            of: "    let frame", with: "    // keyboard-lab:ignore uikit-begin-frame\n    let frame")
        #expect(Self.audit(ignored).findings.isEmpty)
        let trailing = Self.wrong.replacingOccurrences(
            of: "as? CGRect", with: "as? CGRect  // keyboard-lab:ignore uikit-begin-frame, uikit-keyboard-height")
        #expect(Self.audit(trailing).findings.isEmpty)
        let other = Self.wrong.replacingOccurrences(
            of: "    let frame", with: "    // keyboard-lab:ignore uikit-keyboard-height\n    let frame")
        #expect(Self.audit(other).findings.map(\.rule) == ["uikit-begin-frame"])
    }

    @Test func everyRuleHasAUniqueIdAPageAndAReproductionOfShippedScenarios() throws {
        #expect(Set(RuleCatalog.ids).count == RuleCatalog.rules.count)
        #expect(RuleCatalog.rules.count >= 20)
        for rule in RuleCatalog.rules {
            #expect(rule.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(rule.id)")
            #expect(!rule.languages.isEmpty || rule.front == .android, "\(rule.id) reads no file and no model")
            if let reproduction = rule.reproduction {
                let scenario = "Assets/Audit/\(reproduction.scenario).scenario"
                #expect(
                    FileManager.default.fileExists(atPath: AuditFixture.packageRoot.appending(path: scenario).path),
                    "\(rule.id)")
            }
        }
        #expect(Set(RuleCatalog.rules.map(\.front)) == Set(Front.allCases))
    }
}
