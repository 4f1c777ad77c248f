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

/// The text report: one line per finding, then what the lab measured of it, then the notes and a summary.
public enum TextAuditFormat {
    static func render(_ audit: Audit) -> String {
        var lines: [String] = []
        for finding in audit.findings {
            lines.append(finding.line1)
            if let evidence = finding.evidence {
                lines.append("  lab: \(evidence)")
            } else if let reproduction = RuleCatalog.rule(finding.rule)?.reproduction {
                lines.append("  lab: \(Self.command(reproduction))")
            }
        }
        for note in audit.notes { lines.append(note.description) }
        lines.append(summary(audit))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text line that points to the command showing a reproduction beside its fix.
    static func command(_ reproduction: Reproduction) -> String { "shown by `\(commandLine(reproduction))`" }

    /// The command that shows a reproduction beside its fix.
    public static func commandLine(_ reproduction: Reproduction) -> String {
        let strategies = Array(Set([reproduction.strategy, reproduction.fix])).sorted {
            ($0 == reproduction.strategy ? 0 : 1) < ($1 == reproduction.strategy ? 0 : 1)
        }
        var words = [
            "keyboard-lab sheet $LAB/Assets/Audit/\(reproduction.scenario).scenario",
            "--at \(String(format: "%g", reproduction.at))",
            "--vary device=\(reproduction.devices.joined(separator: ","))",
            "--vary strategy=\(strategies.joined(separator: ","))",
        ]
        if let screen = reproduction.screen, let fixScreen = reproduction.fixScreen {
            words.append("--vary screen=$LAB/Assets/Screens/\(screen),$LAB/Assets/Screens/\(fixScreen)")
        }
        return words.joined(separator: " ") + " --out sheet.png"
    }

    /// `count` `word`s, or one `word`.
    static func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }

    /// The summary with its line break, for standard error when the report goes to a file.
    public static func summaryLine(_ audit: Audit) -> String { summary(audit) + "\n" }

    static func summary(_ audit: Audit) -> String {
        let counts = audit.counts
        let found = Severity.allCases.reversed().map { plural(counts[$0, default: 0], $0.rawValue) }
        return "audit: \(plural(audit.files, "file")), \(plural(audit.lines, "line")): " + found.joined(separator: ", ")
            + (audit.notes.isEmpty ? "" : "; \(audit.notes.count) notes on files")
    }
}

/// The JSON report: the findings, the notes, the counts and the app's model as the audit read it.
enum JSONAuditFormat {
    static func render(_ audit: Audit) -> String {
        let findings: [[String: Any]] = audit.findings.map { finding in
            var object: [String: Any] = [
                "rule": finding.rule, "severity": finding.severity.rawValue, "path": finding.path,
                "line": finding.line, "column": finding.column, "message": finding.message,
                "fingerprint": finding.fingerprint, "snippet": finding.snippet,
            ]
            if let evidence = finding.evidence { object["evidence"] = evidence }
            return object
        }
        let notes: [[String: Any]] = audit.notes.map { note in
            var object: [String: Any] = ["path": note.path, "message": note.message]
            if let line = note.line { object["line"] = line }
            return object
        }
        let modules: [[String: Any]] = audit.model.modules.map { module in
            var object: [String: Any] = [
                "folder": module.folder, "application": module.isApplication, "handlesIME": module.handlesIME,
                "activities": module.activities.map {
                    ["name": $0.name, "softInputMode": module.softInputMode(of: $0) ?? ""]
                },
            ]
            if let target = module.targetSdk { object["targetSdk"] = target }
            if let minimum = module.minSdk { object["minSdk"] = minimum }
            if module.optOut != nil { object["edgeToEdgeOptOut"] = true }
            if module.edgeToEdgeOptIn != nil { object["edgeToEdgeOptIn"] = true }
            return object
        }
        let counts = audit.counts
        return AuditFormat.json([
            "findings": findings, "notes": notes, "files": audit.files, "lines": audit.lines,
            "counts": Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0.rawValue, counts[$0, default: 0]) }),
            "model": [
                "androidModules": modules,
                "reactNative": audit.model.reactNative.map { ["folder": $0.folder, "version": $0.version ?? ""] },
                "flutter": [
                    "apps": audit.model.flutter, "fieldWidgets": audit.model.flutterFields.sorted(),
                    "insetWidgets": audit.model.flutterInsets.sorted(),
                ],
            ],
        ])
    }
}

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
