import Foundation

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
