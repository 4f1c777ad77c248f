import ArgumentParser
import KeyboardAvoidance
import KeyboardLabUI

/// The conditions every command that runs a phone takes as flags (`run`, `shoot` and its `--video`, `check`,
/// `review`, `sheet`): one flag per settable key of the condition table (``ConditionKeys``), named after the key,
/// with the table's help, parsed by the table. They win over scenario headers and forms. `keyboard` takes the keys
/// that change the keyboard (``KeyboardFlags``).
struct PhoneFlags: ParsableArguments {
    @Option(help: help(ConditionKeys.device.erased), completion: values(ConditionKeys.device.erased)) var device:
        String?
    @Option(help: help(ConditionKeys.orientation.erased), completion: values(ConditionKeys.orientation.erased))
    var orientation: String?
    @Option(help: help(ConditionKeys.strategy.erased), completion: values(ConditionKeys.strategy.erased)) var strategy:
        String?
    @Option(help: help(ConditionKeys.dismissMode.erased), completion: values(ConditionKeys.dismissMode.erased))
    var dismissMode: String?
    @Option(help: help(ConditionKeys.appearance.erased), completion: values(ConditionKeys.appearance.erased))
    var appearance: String?
    @Option(help: help(ConditionKeys.textSize.erased), completion: values(ConditionKeys.textSize.erased)) var textSize:
        String?
    @Option(help: help(ConditionKeys.keyboardMode.erased), completion: values(ConditionKeys.keyboardMode.erased))
    var keyboard: String?
    @Option(help: help(ConditionKeys.ios.erased), completion: values(ConditionKeys.ios.erased)) var ios: String?
    @Option(help: help(ConditionKeys.android.erased), completion: values(ConditionKeys.android.erased)) var android:
        String?
    @Option(help: help(ConditionKeys.navigation.erased), completion: values(ConditionKeys.navigation.erased))
    var navigation: String?
    @Option(help: help(ConditionKeys.quirks.erased), completion: values(ConditionKeys.quirks.erased)) var quirks:
        String?
    @Option(help: help(ConditionKeys.presentation.erased), completion: values(ConditionKeys.presentation.erased))
    var presentation: String?

    @Option(
        help: ArgumentHelp(
            "A screen file (see Assets/Screens): what the phone shows, replacing the form (default: the scenario's).",
            valueName: "file"))
    var screen: String?

    /// Each flag's text by its key's name: the one place a key meets its flag.
    var texts: [String: String] {
        let flags: [String: String?] = [
            "device": device, "orientation": orientation, "strategy": strategy, "dismiss-mode": dismissMode,
            "appearance": appearance, "text-size": textSize, "keyboard": keyboard, "ios": ios, "android": android,
            "navigation": navigation, "quirks": quirks, "presentation": presentation,
        ]
        return flags.compactMapValues(\.self)
    }

    func validate() throws {
        _ = try ConditionFlagParsing.settings(from: texts, keys: ConditionKeys.settable)
    }

    /// The flags as settings for a phone; a device id is checked against the assets by the job.
    var settings: ConditionOverrides {
        (try? ConditionFlagParsing.settings(from: texts, keys: ConditionKeys.settable)) ?? ConditionOverrides()
    }
}

/// The conditions that change the keyboard, as `keyboard-lab keyboard` takes them: the keys of the condition table
/// for the device, its orientation, the appearance and the platform's version and navigation.
struct KeyboardFlags: ParsableArguments {
    /// The keys these flags stand for.
    static let keys = [
        ConditionKeys.device.erased, ConditionKeys.orientation.erased, ConditionKeys.appearance.erased,
        ConditionKeys.ios.erased, ConditionKeys.android.erased, ConditionKeys.navigation.erased,
    ]

    @Option(help: help(ConditionKeys.device.erased), completion: values(ConditionKeys.device.erased)) var device:
        String?
    @Option(help: help(ConditionKeys.orientation.erased), completion: values(ConditionKeys.orientation.erased))
    var orientation: String?
    @Option(help: help(ConditionKeys.appearance.erased), completion: values(ConditionKeys.appearance.erased))
    var appearance: String?
    @Option(help: help(ConditionKeys.ios.erased), completion: values(ConditionKeys.ios.erased)) var ios: String?
    @Option(help: help(ConditionKeys.android.erased), completion: values(ConditionKeys.android.erased)) var android:
        String?
    @Option(help: help(ConditionKeys.navigation.erased), completion: values(ConditionKeys.navigation.erased))
    var navigation: String?

    /// Each flag's text by its key's name.
    var texts: [String: String] {
        let flags: [String: String?] = [
            "device": device, "orientation": orientation, "appearance": appearance, "ios": ios, "android": android,
            "navigation": navigation,
        ]
        return flags.compactMapValues(\.self)
    }

    func validate() throws {
        _ = try ConditionFlagParsing.settings(from: texts, keys: Self.keys)
    }

    /// The flags as settings.
    var settings: ConditionOverrides {
        (try? ConditionFlagParsing.settings(from: texts, keys: Self.keys)) ?? ConditionOverrides()
    }
}

/// Reading condition flags through the table.
nonisolated enum ConditionFlagParsing {
    /// The settings `texts` (flag values by key name) give, parsed by `keys` in the table's order.
    ///
    /// - Throws: `ValidationError` naming the first bad flag, its value and what was expected.
    static func settings(from texts: [String: String], keys: [AnyConditionKey]) throws -> ConditionOverrides {
        var settings = ConditionOverrides()
        for key in keys {
            guard let text = texts[key.name], let problem = key.set(text, in: &settings) else { continue }
            throw ValidationError("--\(key.name) \(text): \(problem.flagText)")
        }
        return settings
    }
}

/// A flag's completions, from the table (a device's come from the assets, so the shell completes files there).
private nonisolated func values(_ key: AnyConditionKey) -> CompletionKind {
    let values = key.values()
    return values.isEmpty ? .default : .list(values)
}

/// A flag's help, from the table.
private nonisolated func help(_ key: AnyConditionKey) -> ArgumentHelp {
    ArgumentHelp(key.help, valueName: key.valueName)
}
