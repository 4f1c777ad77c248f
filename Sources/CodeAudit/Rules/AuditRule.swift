/// One rule of the audit: a stable id, what it finds and why it matters, where it bites, the lab's reproduction,
/// the fix, and the check that finds it in a file (or, for a rule on the app's configuration, in the model).
public struct AuditRule: Sendable {
    /// The stable id: `uikit-begin-frame`.
    public var id: String
    /// The title: one line.
    public var title: String
    /// How much a finding matters.
    public var severity: Severity
    /// The framework whose code it reads.
    public var front: Front
    /// The platforms and versions where it bites.
    public var bites: String
    /// Why it is a mistake, in a sentence or two.
    public var why: String
    /// The fix, in a sentence.
    public var fix: String
    /// The public documentation or issue that describes the behaviour.
    public var source: String
    /// The lab's reproduction, or nil when the lab has no approach that makes this mistake.
    public var reproduction: Reproduction?
    /// The languages whose files it reads; empty for a rule on the model alone.
    public var languages: Set<SourceLanguage>
    /// The hits in one file of its languages, given the app's model.
    public var check: @Sendable (SourceFile, AppModel) -> [RuleHit]
    /// The hits in the app's configuration (manifests, builds, themes), for a rule on the model.
    public var checkModel: @Sendable (AppModel) -> [RuleHit] = { _ in [] }

    /// The page of the docs that explains it, relative to the repository.
    public var page: String { "docs/audit/\(id).md" }
}

extension AuditRule {
    /// The languages a front's code is written in.
    static func languages(of front: Front) -> Set<SourceLanguage> {
        switch front {
        case .uikit, .swiftUI: [.swift]
        case .android: [.kotlin, .java]
        case .compose: [.kotlin]
        case .reactNative: [.typescript]
        case .flutter: [.dart]
        }
    }

    /// A rule of `front` that reads its languages' files.
    static func rule(
        _ front: Front, _ id: String, _ title: String, _ severity: Severity, bites: String, why: String, fix: String,
        source: String, reproduction: Reproduction?, check: @escaping @Sendable (SourceFile, AppModel) -> [RuleHit]
    ) -> AuditRule {
        AuditRule(
            id: id, title: title, severity: severity, front: front, bites: bites, why: why, fix: fix, source: source,
            reproduction: reproduction, languages: languages(of: front), check: check)
    }
}
