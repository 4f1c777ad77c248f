import Foundation

/// The formats `audit` writes: text for people, JSON for scripts, SARIF 2.1.0 for code scanning, GitLab's
/// code-quality report, GitHub's workflow commands (each finding an annotation on the pull request's lines).
public enum AuditFormat: String, CaseIterable, Sendable {
    case text, json, sarif, gitlab, github

    /// `audit` in this format, with rules' help links made from `docsURL` (the address of the docs' folder).
    public func render(_ audit: Audit, docsURL: String) -> String {
        switch self {
        case .text: TextAuditFormat.render(audit)
        case .json: JSONAuditFormat.render(audit)
        case .sarif: SARIFFormat.render(audit, docsURL: docsURL)
        case .gitlab: GitLabFormat.render(audit)
        case .github: GitHubAnnotations.render(audit)
        }
    }

    /// Pretty, key-sorted JSON of `value`, with a closing line break.
    static func json(_ value: Any) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: value, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
