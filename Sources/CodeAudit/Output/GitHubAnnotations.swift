import Foundation

/// GitHub's workflow commands: one `::error`, `::warning` or `::notice` line per finding, with its file, line,
/// column and rule, which GitHub shows as an annotation on the lines of the pull request; the measured line follows
/// in the message.
enum GitHubAnnotations {
    static func render(_ audit: Audit) -> String {
        audit.findings.map { finding in
            let command =
                switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
            let message = finding.message + (finding.evidence.map { ". In the lab: \($0)" } ?? "")
            return
                "::\(command) file=\(escape(finding.path, property: true)),line=\(finding.line),col=\(finding.column),"
                + "title=\(escape(finding.rule, property: true))::\(escape(message, property: false))"
        }.joined(separator: "\n") + (audit.findings.isEmpty ? "" : "\n")
    }

    /// A value escaped as the workflow commands read it: `%`, line breaks, and in a property also `:` and `,`.
    static func escape(_ text: String, property: Bool) -> String {
        var escaped = text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
        if property {
            escaped = escaped.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        return escaped
    }
}
