import LabImages

/// One mistake found: the rule, where (the path relative to the scanned root, the line and column), what it says,
/// a fingerprint that survives moved lines, and what the lab measures of it when the evidence was rendered.
public struct Finding: Equatable, Sendable, Codable {
    /// The rule's id.
    public var rule: String
    /// The rule's severity.
    public var severity: Severity
    /// The path relative to the scanned root, with `/`.
    public var path: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in bytes of UTF-8.
    public var column: Int
    /// What the code does wrong here.
    public var message: String
    /// The text of the line, trimmed: the message's context and the fingerprint's input.
    public var snippet: String
    /// Identifies the finding across edits: the rule, the path, the line's text and its rank among identical lines.
    public var fingerprint: String
    /// What the lab measured of the mistake ("on iphone-se the field ends 38 pt under the keyboard"), or nil.
    public var evidence: String?

    /// `path:line:col: severity: message [rule]`.
    public var line1: String { "\(path):\(line):\(column): \(severity.rawValue): \(message) [\(rule)]" }

    /// The fingerprint of a finding of `rule` in `path` on a line reading `snippet`, the `rank`-th such line (from 0).
    public static func fingerprint(rule: String, path: String, snippet: String, rank: Int) -> String {
        var hash = FNV1a64()
        for part in [rule, path, snippet.filter { !$0.isWhitespace }, String(rank)] {
            hash.update(with: Array(part.utf8))
            hash.update(with: [0])
        }
        return String(hash.value, radix: 16, uppercase: false).leftPadded(to: 16)
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
