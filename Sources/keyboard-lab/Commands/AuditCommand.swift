import ArgumentParser
import AuditEvidence
import CodeAudit
import Foundation
import KeyboardAvoidance

/// `keyboard-lab audit`: reads an app's own code and names its keyboard-avoidance mistakes.
///
/// Exit status: 0 nothing at or above `--fail-on` was found; 1 something was; 64 a usage error.
struct AuditCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract:
            "Read an app's Swift, Kotlin, Java, Android XML, Gradle, TypeScript and Dart and name its keyboard-avoidance mistakes.",
        discussion: """
            Reads the paths given (default: the current folder), skipping build and vendor folders and what the \
            root's .gitignore ignores. First it models the app (targetSdk and minSdk per Android module, each \
            activity's soft input mode, edge-to-edge opt-ins and opt-outs, React Native and Flutter apps), then runs \
            every rule (--rules lists them, --explain RULE says one). A `keyboard-lab:ignore RULE` comment on a line \
            or the line above silences that rule there. A file it cannot read is a note in the report.

            Exit status: 0 nothing at or above --fail-on was found; 1 something was; 64 a usage error.
            """)

    @Argument(help: "Files and folders to read (default: the current folder).")
    var paths: [String] = []

    @Option(
        help:
            "The report's format: text, json, sarif (SARIF 2.1.0), gitlab (GitLab code quality) or github (annotations)."
    )
    var format: AuditFormat = .text

    @Option(help: ArgumentHelp("Write the report to FILE instead of standard output.", valueName: "FILE"))
    var out: String?

    @Option(help: ArgumentHelp("Report only findings whose fingerprints FILE does not hold.", valueName: "FILE"))
    var baseline: String?

    @Option(help: ArgumentHelp("Write the fingerprints of every finding to FILE, a baseline.", valueName: "FILE"))
    var writeBaseline: String?

    @Option(help: "Exit 1 when a finding is at least this severe: error, warning, note or never.")
    var failOn: FailLevel = .error

    @Option(
        help: ArgumentHelp(
            "The address of the rules' pages, for SARIF's help links (each rule is RULE.md under it).", valueName: "URL"
        ))
    var docsURL = "https://github.com/OWNER/keyboard-lab/blob/main/docs/audit"

    @Option(
        help: ArgumentHelp(
            "Render each finding's reproduction, the code's approach beside its fix, into DIR (PNGs and index.html).",
            valueName: "DIR"))
    var evidence: String?

    @OptionGroup var assets: AssetsOption

    @Flag(help: "List the rules and exit.")
    var rules = false

    @Option(help: ArgumentHelp("Explain one rule and exit.", valueName: "RULE"))
    var explain: String?

    /// The severity that fails the run.
    enum FailLevel: String, ExpressibleByArgument, CaseIterable {
        case error, warning, note, never
    }

    @MainActor func perform() throws {
        if rules { return print(RuleCatalog.table, terminator: "") }
        if let explain {
            return print(RuleCatalog.explanation(of: try RuleCatalog.rule(named: explain)), terminator: "")
        }
        let baselineFingerprints = try baseline.map { path throws(LabError) in try Baseline.read(path) }
        let root = URL(filePath: FileManager.default.currentDirectoryPath)
        let tree = try SourceTree.read(paths.isEmpty ? ["."] : paths, root: root)
        var audit = Audit(sources: tree.sources, configs: tree.configs, notes: tree.notes)
        if let writeBaseline { try write(Baseline.data(of: audit), to: writeBaseline) }
        if let baselineFingerprints { audit.subtract(baselineFingerprints) }
        try EvidenceReport.measure(&audit, assets: assets.path, folder: evidence)
        let report = format.render(audit, docsURL: docsURL)
        if let out {
            try write(Data(report.utf8), to: out)
            FileHandle.standardError.write(Data(TextAuditFormat.summaryLine(audit).utf8))
        } else {
            print(report, terminator: "")
        }
        if failed(audit) { throw ExitCode.failure }
    }

    /// Whether a finding is at or above `--fail-on`.
    func failed(_ audit: Audit) -> Bool {
        guard let level = Severity(rawValue: failOn.rawValue) else { return false }
        return audit.findings.contains { $0.severity >= level }
    }

    func write(_ data: Data, to path: String) throws(LabError) {
        do {
            try data.write(to: URL(filePath: path), options: .atomic)
        } catch {
            throw LabError(.usage, "\(path): cannot be written; expected a writable file path")
        }
    }
}

extension AuditFormat: ExpressibleByArgument {}
