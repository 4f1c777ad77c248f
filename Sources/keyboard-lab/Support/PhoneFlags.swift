import ArgumentParser
import KeyboardAvoidance
import KeyboardLabUI

/// The conditions every command that runs a phone takes as flags (`run`, `shoot` and its `--video`, `check`,
/// `review`, `sheet`): one flag per settable key of the condition table (``ConditionKeys``), named after the key,
/// with the table's help and completions, parsed by the table. They win over scenario headers and forms. The keys
/// that change the keyboard come first (``KeyboardFlags``, which `keyboard` takes alone).
struct PhoneFlags: ConditionFlags {
    /// The keys these flags stand for: every settable key.
    static var keys: [AnyConditionKey] { ConditionKeys.settable }

    @OptionGroup var keyboardConditions: KeyboardFlags
    @Option(name: name(K.strategy), help: help(K.strategy), completion: values(K.strategy)) var strategy: String?
    @Option(name: name(K.dismissMode), help: help(K.dismissMode), completion: values(K.dismissMode))
    var dismissMode: String?
    @Option(name: name(K.textSize), help: help(K.textSize), completion: values(K.textSize)) var textSize: String?
    @Option(name: name(K.keyboardMode), help: help(K.keyboardMode), completion: values(K.keyboardMode))
    var keyboard: String?
    @Option(name: name(K.quirks), help: help(K.quirks), completion: values(K.quirks)) var quirks: String?
    @Option(name: name(K.presentation), help: help(K.presentation), completion: values(K.presentation))
    var presentation: String?
    @Option(name: name(K.targetSDK), help: help(K.targetSDK), completion: values(K.targetSDK)) var targetSdk: String?
    @Option(name: name(K.edgeToEdge), help: help(K.edgeToEdge), completion: values(K.edgeToEdge))
    var edgeToEdge: String?

    @Option(
        help: ArgumentHelp(
            "A screen file (see Assets/Screens): what the phone shows, replacing the form (default: the scenario's).",
            valueName: "file"))
    var screen: String?

    /// Each flag's text by its key's name, the keyboard's flags included.
    var texts: [String: String] { keyboardConditions.texts.merging(flagTexts) { $1 } }
}

/// The conditions that change the keyboard, as `keyboard-lab keyboard` takes them (and every command that runs a
/// phone, through ``PhoneFlags``): the device, its orientation, the appearance and the platform's version and
/// navigation (the table's keys that change the keyboard).
struct KeyboardFlags: ConditionFlags {
    /// The keys these flags stand for.
    static var keys: [AnyConditionKey] { ConditionKeys.keyboardKeys }

    @Option(name: name(K.device), help: help(K.device), completion: values(K.device)) var device: String?
    @Option(name: name(K.orientation), help: help(K.orientation), completion: values(K.orientation))
    var orientation: String?
    @Option(name: name(K.appearance), help: help(K.appearance), completion: values(K.appearance))
    var appearance: String?
    @Option(name: name(K.ios), help: help(K.ios), completion: values(K.ios)) var ios: String?
    @Option(name: name(K.android), help: help(K.android), completion: values(K.android)) var android: String?
    @Option(name: name(K.navigation), help: help(K.navigation), completion: values(K.navigation))
    var navigation: String?

    /// Each flag's text by its key's name.
    var texts: [String: String] { flagTexts }
}

/// The condition table, as the flags name its keys.
private typealias K = ConditionKeys

/// A group of condition flags: each flag's text by its key's name, parsed and checked by the condition table.
nonisolated protocol ConditionFlags: ParsableArguments {
    /// The table's keys the group stands for, in the table's order.
    static var keys: [AnyConditionKey] { get }
    /// Each flag given, its text by its key's name: the one place a key meets its flag.
    var texts: [String: String] { get }
}

nonisolated extension ConditionFlags {
    /// Refuses the first bad value in one line naming the flag, its value and what was expected.
    func validate() throws {
        var settings = ConditionOverrides()
        for key in Self.keys {
            guard let text = texts[key.name], let problem = key.set(text, in: &settings) else { continue }
            throw ValidationError("--\(key.name) \(text): \(problem.flagText)")
        }
    }

    /// The flags as overrides, parsed by the table after ``validate()``; a device id is checked against the assets
    /// by the job.
    var settings: ConditionOverrides {
        var settings = ConditionOverrides()
        for key in Self.keys { if let text = texts[key.name] { _ = key.set(text, in: &settings) } }
        return settings
    }
}

/// A key of the condition table, whatever its value type: what a flag needs of it.
nonisolated protocol ConditionKeyNaming: Sendable {
    /// The key with its value type erased.
    var erased: AnyConditionKey { get }
}

nonisolated extension ConditionKey: ConditionKeyNaming {}

nonisolated extension ConditionFlags {
    /// Each flag of this group given, its text by its key's name: read from the group's flag properties, each named
    /// after its key in camel case (`dismissMode` for `--dismiss-mode`), so a key's flag is its one declaration.
    var flagTexts: [String: String] {
        var texts: [String: String] = [:]
        for child in Mirror(reflecting: self).children {
            guard let label = child.label, let option = child.value as? Option<String?>,
                let key = Self.keys.first(where: { "_" + Self.propertyName(of: $0.name) == label }),
                let text = option.wrappedValue
            else { continue }
            texts[key.name] = text
        }
        return texts
    }

    /// The flag property's name for the key `name`: `dismiss-mode` is `dismissMode`.
    static func propertyName(of name: String) -> String {
        let words = name.split(separator: "-")
        return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
    }
}

/// The flag's name: `--KEY`, the table's name of `key`.
private nonisolated func name(_ key: some ConditionKeyNaming) -> NameSpecification { .customLong(key.erased.name) }

/// The completions of the flag for the table's `key` (a device's come from the assets, so the shell completes files
/// there).
private nonisolated func values(_ key: some ConditionKeyNaming) -> CompletionKind {
    let values = key.erased.values()
    return values.isEmpty ? .default : .list(values)
}

/// The help of the flag for the table's `key`.
private nonisolated func help(_ key: some ConditionKeyNaming) -> ArgumentHelp {
    ArgumentHelp(key.erased.help, valueName: key.erased.valueName)
}
