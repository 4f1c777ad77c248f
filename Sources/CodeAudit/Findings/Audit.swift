import Foundation

/// The audit of a tree already read: the app's model first, then every rule over every file of its languages and
/// over the model, each hit a finding unless a `keyboard-lab:ignore` comment names its rule.
///
/// ```swift
/// let audit = Audit(sources: sources, configs: configs)
/// audit.findings.map(\.line1)  // ["App/Login.swift:42:31: error: reads the keyboard's begin frame … [uikit-begin-frame]"]
/// ```
public struct Audit: Sendable {
    /// The app's model.
    public let model: AppModel
    /// The findings, by path, line and column.
    public private(set) var findings: [Finding]
    /// The files it could not read, or read only in part.
    public private(set) var notes: [AuditNote]
    /// How many files of code it read.
    public let files: Int
    /// How many lines those files hold.
    public let lines: Int

    /// Audits `sources` and `configs` with `rules` (every rule by default); `notes` are those of reading the tree.
    public init(
        sources: [SourceFile], configs: [ConfigFile], rules: [AuditRule] = RuleCatalog.rules, notes: [AuditNote] = []
    ) {
        let (model, modelNotes) = AppModel.build(configs: configs, sources: sources)
        self.model = model
        self.notes = notes + modelNotes
        files = sources.count
        lines = sources.reduce(0) { $0 + $1.lines.count }
        var raw: [(rule: AuditRule, hit: RuleHit, file: SourceFile?)] = []
        for rule in rules {
            for hit in rule.checkModel(model) { raw.append((rule, hit, nil)) }
            guard !rule.languages.isEmpty else { continue }
            for file in sources where rule.languages.contains(file.language) {
                for hit in rule.check(file, model) { raw.append((rule, hit, file)) }
            }
        }
        let texts = Self.configLines(configs)
        findings = Self.findings(raw, configLines: texts)
        for file in sources {
            if let open = file.unterminated {
                self.notes.append(AuditNote(path: file.path, message: "\(open); the rest of the file was read as it"))
            }
        }
        self.notes.sort { ($0.path, $0.line ?? 0) < ($1.path, $1.line ?? 0) }
    }

    /// Each configuration file's lines, for the snippets of findings in manifests and builds.
    static func configLines(_ configs: [ConfigFile]) -> [String: [String]] {
        var lines: [String: [String]] = [:]
        for config in configs {
            lines[config.path] = String(decoding: config.data, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false
            ).map(String.init)
        }
        return lines
    }

    /// The hits as findings: ignored ones dropped, snippets and fingerprints added, sorted.
    static func findings(
        _ raw: [(rule: AuditRule, hit: RuleHit, file: SourceFile?)], configLines: [String: [String]]
    ) -> [Finding] {
        var findings: [Finding] = []
        var ranks: [String: Int] = [:]
        for (rule, hit, file) in raw {
            let path = hit.path ?? file?.path ?? ""
            let snippet: String
            if let file, hit.path == nil {
                if file.ignores(rule.id, at: hit.line) { continue }
                snippet = file.line(hit.line)
            } else {
                let lines = configLines[path] ?? []
                snippet = lines.indices.contains(hit.line - 1) ? lines[hit.line - 1].trimmed : ""
                if Self.configIgnores(rule.id, lines: lines, at: hit.line) { continue }
            }
            let key = "\(rule.id)\u{0}\(path)\u{0}\(snippet)"
            let rank = ranks[key, default: 0]
            ranks[key] = rank + 1
            findings.append(
                Finding(
                    rule: rule.id, severity: rule.severity, path: path, line: hit.line, column: hit.column,
                    message: hit.message, snippet: snippet,
                    fingerprint: Finding.fingerprint(rule: rule.id, path: path, snippet: snippet, rank: rank)))
        }
        return findings.sorted { ($0.path, $0.line, $0.column, $0.rule) < ($1.path, $1.line, $1.column, $1.rule) }
    }

    /// Whether an XML comment `<!-- keyboard-lab:ignore RULE -->` on the line or the line above names `rule`.
    static func configIgnores(_ rule: String, lines: [String], at line: Int) -> Bool {
        for index in [line - 1, line - 2] where lines.indices.contains(index) {
            guard let marker = lines[index].range(of: "keyboard-lab:ignore") else { continue }
            let rest = lines[index][marker.upperBound...].replacingOccurrences(of: "-->", with: " ")
            let ids = rest.split(whereSeparator: \.isWhitespace)
            if ids.isEmpty || ids.contains(where: { $0 == rule || $0 == "*" }) { return true }
        }
        return false
    }

    /// The count of findings at each severity.
    public var counts: [Severity: Int] {
        findings.reduce(into: [:]) { $0[$1.severity, default: 0] += 1 }
    }

    /// Keeps only the findings whose fingerprints `baseline` does not hold.
    public mutating func subtract(_ baseline: Set<String>) {
        findings.removeAll { baseline.contains($0.fingerprint) }
    }

    /// Sets each finding's measured evidence from `evidence`, by fingerprint.
    public mutating func attach(_ evidence: [String: String]) {
        for index in findings.indices { findings[index].evidence = evidence[findings[index].fingerprint] }
    }
}

extension String {
    var trimmed: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
