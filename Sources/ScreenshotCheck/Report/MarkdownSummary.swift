import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime

/// The Markdown summary `check --summary FILE` writes for a CI job's summary page (GitHub's
/// `$GITHUB_STEP_SUMMARY`): the counts, each failing capture with its message (the differing regions, the values),
/// and the commands that accept the failures.
///
/// ```swift
/// let text = MarkdownSummary(data: data, report: "report", goldens: "Tests/Goldens", stale: []).text
/// ```
struct MarkdownSummary {
    /// What the check found.
    let data: CheckReportData
    /// The report folder as the user named it.
    let report: String
    /// The goldens folder as the user named it.
    let goldens: String
    /// The stale goldens found, relative to the goldens folder.
    var stale: [String] = []

    /// The summary, ending with a blank line so that summaries appended one after another stay apart.
    var text: String {
        let failing = data.entries.filter(\.status.isFailure)
        let newCount = data.entries.filter { $0.status == .new }.count
        let passed = data.entries.count - failing.count - newCount
        var lines = [
            "## KeyboardLab check" + (data.shard == .whole ? "" : " (shard \(data.shard))")
                + (failing.isEmpty ? ": passed" : ": \(failing.count) failed"),
            "",
            "| captures | passed | failed | new | stale goldens |",
            "| ---: | ---: | ---: | ---: | ---: |",
            "| \(data.entries.count) | \(passed) | \(failing.count) | \(newCount) | \(stale.count) |",
        ]
        if !failing.isEmpty {
            lines += ["", "### Failures", ""]
            for entry in failing {
                lines.append("- **\(Self.escaped("\(entry.suiteName)/\(entry.capture)"))** (\(entry.status.rawValue)):")
                lines.append("  \(Self.escaped(entry.message))")
                if let accept = entry.acceptCommand(reportFolder: report) { lines.append("  `\(accept)`") }
            }
            lines += [
                "", "Accept every failure from the downloaded report folder:", "",
                "```sh",
                "keyboard-lab accept \(HTMLReport.shellQuoted(report)) --goldens \(HTMLReport.shellQuoted(goldens))",
                "```",
            ]
        }
        if !stale.isEmpty {
            lines += ["", "### Stale goldens", ""] + stale.map { "- `\($0)`" }
            lines += ["", "Move them to `.trash/` with `keyboard-lab check … --prune`."]
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// `text` with the characters Markdown would read as markup escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>|#".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// Appends the summary to the file at `path` (made when missing), as `$GITHUB_STEP_SUMMARY` expects.
    func append(to path: String) throws(LabError) {
        let url = URL(filePath: path, relativeTo: LabSetup.workingDirectory)
        let bytes = Data(text.utf8)
        do {
            if let handle = try? FileHandle(forWritingTo: url) {
                defer { try? handle.close() }
                try handle.seekToEnd()
                try handle.write(contentsOf: bytes)
            } else {
                try bytes.write(to: url)
            }
        } catch {
            throw LabError("--summary \(path): cannot write the summary (\(JSONInput.reason(error)))")
        }
    }
}
