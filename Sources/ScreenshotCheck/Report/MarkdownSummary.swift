import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime

/// The Markdown summary of a check (`check --summary FILE`, one shard's) or of a merged run
/// (`merge-reports --summary FILE`, every shard's) for a CI job's summary page (GitHub's `$GITHUB_STEP_SUMMARY`) or a
/// pull-request comment: the counts in its heading ("3 failed, 380 passed"), each failing capture with its message
/// (the differing regions, the values) and the command that accepts it, linked to its place on the report page when
/// ``page`` is set, the environment differences with their fix, and the stale goldens.
///
/// ```swift
/// var summary = MarkdownSummary(data: data, report: "merged", goldens: "Tests/Goldens", stale: [])
/// summary.page = "merged/index.html"
/// summary.text  // "## KeyboardLab check: 1 failed, 10 passed\n…- [**demo/show-0.50**](merged/index.html#capture-demo/show-0.50) …"
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
    /// Whether stale goldens fail the run (`check --strict`): the heading then says so, rather than reading as passed.
    var strict = false
    /// The address of the report's page that each failing capture links to (with its anchor appended, unless the
    /// address has a fragment of its own), or nil to name the captures without links.
    var page: String?
    /// The most failing captures listed one by one; the rest are counted, so a comment stays within a forge's size.
    var maxListed = 50

    /// The summary, ending with a blank line so that summaries appended one after another stay apart.
    var text: String {
        let failing = data.entries.filter(\.status.isFailure)
        let newCount = data.entries.filter { $0.status == .new }.count
        let passed = data.entries.count - failing.count - newCount
        var verdict = failing.isEmpty ? "\(passed) passed" : "\(failing.count) failed, \(passed) passed"
        if newCount > 0 { verdict += ", \(newCount) recorded" }
        if strict, !stale.isEmpty {
            verdict = "failed (--strict): \(stale.count) stale \(stale.count == 1 ? "golden" : "goldens"), " + verdict
        }
        var lines = [
            "## KeyboardLab check" + (data.shard == .whole ? "" : " (shard \(data.shard))") + ": \(verdict)",
            "",
            "| captures | passed | failed | new | stale goldens |",
            "| ---: | ---: | ---: | ---: | ---: |",
            "| \(data.entries.count) | \(passed) | \(failing.count) | \(newCount) | \(stale.count) |",
        ]
        lines += failureLines(failing.filter { $0.status != .environmentDiffers })
        lines += environmentLines()
        if !stale.isEmpty {
            lines += ["", "### Stale goldens", ""] + stale.map { "- `\($0)`" }
            lines += ["", "Move them to `.trash/` with `keyboard-lab check … --prune`."]
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// The failing captures (environment differences aside), each with its message and accept command, and the
    /// command that accepts them all.
    private func failureLines(_ failing: [HTMLReport.Entry]) -> [String] {
        guard !failing.isEmpty else { return [] }
        var lines = ["", "### Failures", ""]
        for entry in failing.prefix(maxListed) {
            let name = "**\(Self.escaped("\(entry.suiteName)/\(entry.capture)"))**"
            lines.append("- \(link(name, to: entry)) (\(entry.status.label)):")
            lines.append("  \(Self.escaped(entry.message))")
            if let accept = entry.acceptCommand(reportFolder: report) { lines.append("  `\(accept)`") }
        }
        if failing.count > maxListed {
            lines.append("- … and \(failing.count - maxListed) more: see the report")
        }
        return lines + [
            "", "Accept every failure from the downloaded report folder:", "",
            "```sh",
            "keyboard-lab accept \(HTMLReport.shellQuoted(report)) --goldens \(HTMLReport.shellQuoted(goldens))",
            "```",
        ]
    }

    /// Each goldens folder recorded on another machine: what differs, both environments, and how to re-record it.
    private func environmentLines() -> [String] {
        let changes = (data.environments ?? []).filter { !$0.changes.isEmpty }
        guard !changes.isEmpty else { return [] }
        var lines = ["", "### Environment differs", ""]
        for change in changes {
            let sidecar = Self.escaped(HTMLReport.join(goldens, change.sidecar))
            lines.append("- \(sidecar): \(Self.escaped(change.changes.joined(separator: "; ")))")
            lines.append("  goldens: \(Self.escaped(change.recorded))")
            lines.append("  here: \(Self.escaped(change.here))")
        }
        return lines + [
            "", "The goldens were recorded on another machine. Re-record the environment for this one, then check",
            "again and accept the captures whose pixels differ:", "",
            "```sh",
            "keyboard-lab accept \(HTMLReport.shellQuoted(report)) --goldens \(HTMLReport.shellQuoted(goldens))",
            "```",
        ]
    }

    /// `text` as a link to the entry's place on ``page``, or `text` alone without a page.
    private func link(_ text: String, to entry: HTMLReport.Entry) -> String {
        guard let page else { return text }
        let target = page.contains("#") ? page : page + "#" + Self.fragment(entry.anchor)
        return "[\(text)](\(Self.urlEscaped(target)))"
    }

    /// An anchor as a URL fragment: bytes other than letters, digits and `-._~/@+` percent-encoded.
    static func fragment(_ anchor: String) -> String {
        var result = ""
        for byte in anchor.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "@"), UInt8(ascii: "+"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// A link target that Markdown keeps whole: spaces and parentheses percent-encoded.
    static func urlEscaped(_ target: String) -> String {
        target.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "(", with: "%28")
            .replacingOccurrences(of: ")", with: "%29")
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

    /// Appends the summary to the file at `path` (made when missing), as `$GITHUB_STEP_SUMMARY` expects; an error is
    /// at the option `summary`.
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
            throw LabError(at: .option("summary", path), "cannot write the summary (\(JSONInput.reason(error)))")
        }
    }
}
