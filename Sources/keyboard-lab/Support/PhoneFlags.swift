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
    @Option(help: help("strategy"), completion: values("strategy")) var strategy: String?
    @Option(help: help("dismiss-mode"), completion: values("dismiss-mode")) var dismissMode: String?
    @Option(help: help("text-size"), completion: values("text-size")) var textSize: String?
    @Option(help: help("keyboard"), completion: values("keyboard")) var keyboard: String?
    @Option(help: help("quirks"), completion: values("quirks")) var quirks: String?
    @Option(help: help("presentation"), completion: values("presentation")) var presentation: String?

    @Option(
        help: ArgumentHelp(
            "A screen file (see Assets/Screens): what the phone shows, replacing the form (default: the scenario's).",
            valueName: "file"))
    var screen: String?

    /// Each flag's text by its key's name: the one place a key meets its flag.
    var texts: [String: String] {
        let flags: [String: String?] = [
            "strategy": strategy, "dismiss-mode": dismissMode, "text-size": textSize, "keyboard": keyboard,
            "quirks": quirks, "presentation": presentation,
        ]
        return keyboardConditions.texts.merging(flags.compactMapValues(\.self)) { $1 }
    }

}

/// The conditions that change the keyboard, as `keyboard-lab keyboard` takes them (and every command that runs a
/// phone, through ``PhoneFlags``): the device, its orientation, the appearance and the platform's version and
/// navigation.
struct KeyboardFlags: ConditionFlags {
    /// The keys these flags stand for.
    static let keys = ["device", "orientation", "appearance", "ios", "android", "navigation"].compactMap {
        ConditionKeys.named($0)
    }

    @Option(help: help("device"), completion: values("device")) var device: String?
    @Option(help: help("orientation"), completion: values("orientation")) var orientation: String?
    @Option(help: help("appearance"), completion: values("appearance")) var appearance: String?
    @Option(help: help("ios"), completion: values("ios")) var ios: String?
    @Option(help: help("android"), completion: values("android")) var android: String?
    @Option(help: help("navigation"), completion: values("navigation")) var navigation: String?

    /// Each flag's text by its key's name.
    var texts: [String: String] {
        let flags: [String: String?] = [
            "device": device, "orientation": orientation, "appearance": appearance, "ios": ios, "android": android,
            "navigation": navigation,
        ]
        return flags.compactMapValues(\.self)
    }

}

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

/// The completions of the flag for the table's key `name` (a device's come from the assets, so the shell completes
/// files there).
private nonisolated func values(_ name: String) -> CompletionKind {
    let values = ConditionKeys.named(name)?.values() ?? []
    return values.isEmpty ? .default : .list(values)
}

/// The help of the flag for the table's key `name`.
private nonisolated func help(_ name: String) -> ArgumentHelp {
    let key = ConditionKeys.named(name)
    return ArgumentHelp(key?.help ?? "", valueName: key?.valueName)
}
