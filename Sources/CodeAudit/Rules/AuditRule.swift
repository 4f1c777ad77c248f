/// How much a finding matters.
public enum Severity: String, CaseIterable, Comparable, Codable, Sendable {
    /// Worth knowing: right today, wrong after an upgrade, or right on some devices only.
    case note
    /// Wrong on some devices or in some conditions.
    case warning
    /// Wrong for every user who meets it.
    case error

    /// Whether `left` is less severe than `right`.
    public static func < (left: Severity, right: Severity) -> Bool {
        allCases.firstIndex(of: left) ?? 0 < allCases.firstIndex(of: right) ?? 0
    }
}

/// The front a rule belongs to: the framework the code it reads is written for.
public enum Front: String, CaseIterable, Codable, Sendable {
    case uikit = "UIKit"
    case swiftUI = "SwiftUI"
    case android = "Android"
    case compose = "Compose"
    case reactNative = "React Native"
    case flutter = "Flutter"
}

/// How the lab shows a rule's mistake: one of the audit's own scenarios (`Assets/Audit`), played with the strategy
/// that makes the mistake and with the one that fixes it, on the devices where the mistake shows.
public struct Reproduction: Equatable, Sendable {
    /// The scenario's name in `Assets/Audit`, without `.scenario`.
    public var scenario: String
    /// The strategy that makes the mistake.
    public var strategy: String
    /// The strategy of the fix.
    public var fix: String
    /// The devices to show it on, the first where it shows most.
    public var devices: [String]
    /// The scenario's screen file (in `Assets/Screens`), named when the fix shows another.
    public var screen: String?
    /// The screen file (in `Assets/Screens`) the fix shows instead of ``screen``, for a fix written in the screen
    /// rather than in the strategy (a `keyboardVerticalOffset`); nil when the strategy is the fix.
    public var fixScreen: String?
    /// The instant, in seconds, at which the keyboard is up in the scenario: the `--at` of the command shown.
    public var at: Double

    /// A reproduction of `scenario` with `strategy` beside `fix` on `devices`.
    public init(
        scenario: String, strategy: String, fix: String, devices: [String], screen: String? = nil,
        fixScreen: String? = nil, at: Double = 1.0
    ) {
        self.scenario = scenario
        self.strategy = strategy
        self.fix = fix
        self.devices = devices
        self.screen = screen
        self.fixScreen = fixScreen
        self.at = at
    }
}

/// A hit of a rule in a file: where, and what it says there.
public struct RuleHit: Equatable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// The finding's message.
    public var message: String
    /// The path the hit is in, when not the file being read (a manifest a Kotlin rule points at); nil for that file.
    public var path: String?

    /// A hit at the token `token` saying `message`.
    public init(at token: Token, _ message: String) {
        self.init(line: token.line, column: token.column, message)
    }

    /// A hit at `line`:`column` (of `path`, when given) saying `message`.
    public init(line: Int, column: Int = 1, _ message: String, path: String? = nil) {
        self.line = line
        self.column = column
        self.message = message
        self.path = path
    }
}

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
