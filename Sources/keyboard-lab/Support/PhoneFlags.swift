import ArgumentParser
import KeyboardAvoidance
import KeyboardLabUI

/// The options that shape each phone, shared by `run`, `shoot` and `check`; they win over scenario headers and
/// forms. Each is a condition key of the table (``ConditionKeys``), which gives its help, its values and its parser.
struct PhoneFlags: ParsableArguments {
    @Option(help: ArgumentHelp(ConditionKeys.dismissMode.help))
    var dismissMode: KeyboardDismissMode?

    @Option(help: ArgumentHelp(ConditionKeys.strategy.help))
    var strategy: String?

    @Option(help: ArgumentHelp(ConditionKeys.appearance.help))
    var appearance: Appearance?

    @Option(help: ArgumentHelp(ConditionKeys.textSize.help))
    var textSize: TextSize?

    @Option(help: ArgumentHelp(ConditionKeys.keyboardMode.help))
    var keyboard: KeyboardMode?

    @Option(help: ArgumentHelp(ConditionKeys.ios.help))
    var ios: String?

    @Option(help: ArgumentHelp(ConditionKeys.quirks.help, valueName: ConditionKeys.quirks.valueName))
    var quirks: String?

    @Option(help: ArgumentHelp(ConditionKeys.presentation.help, valueName: ConditionKeys.presentation.valueName))
    var presentation: String?

    @Option(
        help: ArgumentHelp(
            "A screen file (see Assets/Screens): what the phone shows, replacing the form (default: the scenario's).",
            valueName: "file"))
    var screen: String?

    /// The flags given as text, in the order they are checked.
    private var texts: [(key: AnyConditionKey, text: String?)] {
        [
            (ConditionKeys.presentation.erased, presentation), (ConditionKeys.ios.erased, ios),
            (ConditionKeys.quirks.erased, quirks), (ConditionKeys.strategy.erased, strategy),
        ]
    }

    func validate() throws {
        var settings = PhoneSettings()
        for (key, text) in texts {
            guard let text, let problem = key.set(text, in: &settings) else { continue }
            throw ValidationError("--\(key.name) \(text): \(problem.flagText)")
        }
    }

    /// The options as settings for a phone.
    var settings: PhoneSettings {
        var settings = PhoneSettings(
            dismissMode: dismissMode, appearance: appearance, textSize: textSize, keyboardMode: keyboard)
        for (key, text) in texts {
            if let text { _ = key.set(text, in: &settings) }
        }
        return settings
    }
}

/// A flag's value parsed by `key` of the condition table.
private nonisolated func parsed<Value>(_ argument: String, by key: ConditionKey<Value>) -> Value? {
    try? key.parse(argument).get()
}

extension KeyboardDismissMode: ExpressibleByArgument {
    /// The value the condition table parses from `argument`, or nil.
    public nonisolated init?(argument: String) {
        guard let value = parsed(argument, by: ConditionKeys.dismissMode) else { return nil }
        self = value
    }
    /// The values the condition table lists.
    public nonisolated static var allValueStrings: [String] { ConditionKeys.dismissMode.values() }
}

extension Appearance: ExpressibleByArgument {
    /// The value the condition table parses from `argument`, or nil.
    public nonisolated init?(argument: String) {
        guard let value = parsed(argument, by: ConditionKeys.appearance) else { return nil }
        self = value
    }
    /// The values the condition table lists.
    public nonisolated static var allValueStrings: [String] { ConditionKeys.appearance.values() }
}

extension TextSize: ExpressibleByArgument {
    /// The value the condition table parses from `argument`, or nil.
    public nonisolated init?(argument: String) {
        guard let value = parsed(argument, by: ConditionKeys.textSize) else { return nil }
        self = value
    }
    /// The values the condition table lists.
    public nonisolated static var allValueStrings: [String] { ConditionKeys.textSize.values() }
}

extension KeyboardMode: ExpressibleByArgument {
    /// The value the condition table parses from `argument`, or nil.
    public nonisolated init?(argument: String) {
        guard let value = parsed(argument, by: ConditionKeys.keyboardMode) else { return nil }
        self = value
    }
    /// The values the condition table lists.
    public nonisolated static var allValueStrings: [String] { ConditionKeys.keyboardMode.values() }
}

extension Orientation: ExpressibleByArgument {
    /// The value the condition table parses from `argument`, or nil.
    public nonisolated init?(argument: String) {
        guard let value = parsed(argument, by: ConditionKeys.orientation) else { return nil }
        self = value
    }
    /// The values the condition table lists.
    public nonisolated static var allValueStrings: [String] { ConditionKeys.orientation.values() }
}
