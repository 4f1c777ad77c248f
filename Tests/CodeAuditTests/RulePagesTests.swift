import CodeAudit
import Foundation
import Testing

@testable import CodeAudit

/// Every rule has its page in `docs/audit`, whose title, severity and front are the rule's, whose lab command is
/// the one the tool prints, and which the index links.
@Suite struct RulePagesTests {
    static func page(_ rule: AuditRule) throws -> String {
        let url = AuditFixture.packageRoot.appending(path: rule.page)
        return try String(decoding: Data(contentsOf: url), as: UTF8.self)
    }

    @Test(arguments: RuleCatalog.ids)
    func theRulesPageSaysWhatTheRuleIs(id: String) throws {
        let rule = try #require(RuleCatalog.rule(id))
        let text = try Self.page(rule)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == "# `\(rule.id)`: \(rule.title)")
        #expect(text.contains("**Severity:** \(rule.severity.rawValue) · **Front:** \(rule.front.rawValue)"))
        for section in ["## What goes wrong", "## Wrong", "## Right", "## What the audit looks for", "## In the lab"] {
            #expect(text.contains("\n\(section)\n"), "\(id) lacks \(section)")
        }
        if let reproduction = rule.reproduction {
            let command = TextAuditFormat.commandLine(reproduction)
            #expect(text.contains("\n\(command)\n"), "\(id)'s page lacks the lab's command: \(command)")
        }
    }

    @Test func theIndexLinksEveryRule() throws {
        let url = AuditFixture.packageRoot.appending(path: "docs/audit/README.md")
        let index = try String(decoding: Data(contentsOf: url), as: UTF8.self)
        for rule in RuleCatalog.rules { #expect(index.contains("`\(rule.id)`"), "\(rule.id)") }
    }
}
