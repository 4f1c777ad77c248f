import KeyboardAvoidance

/// The table of condition keys: each key a phone runs under, once. The scenario header and timed commands,
/// `--compare`/`--vary` specs, the flags, the recorder and the trace's layout line all read it, so a new condition
/// is one entry here, one ``ConditionOverrides`` field and its behaviour.
///
/// ```swift
/// var settings = ConditionOverrides()
/// ConditionKeys.named("text-size")?.set("xxl", in: &settings)  // nil: no problem
/// settings.textSize                                            // .xxl
/// ```
public enum ConditionKeys {
    /// The device preset (`device ID`; the header writes the orientation on the same line).
    public static let device = ConditionKey<String>(
        name: "device",
        help:
            "Device preset id (see `keyboard-lab devices`; default: the scenario's, else \(DeviceProfile.standardID)).",
        valueName: nil,
        words: .init(expected: "a device id such as iphone-15"),
        timed: .init(verb: "device", expected: "a device id"), traceKey: "device",
        valueNames: { $0?.devices.map(\.id) ?? [] },
        parser: { text, resources in
            guard let resources, resources.device(text) == nil else { return .success(text) }
            return .failure(
                ConditionProblem(
                    value: text, description: "unknown device \"\(text)\"" + resources.unknownDeviceHint(text)))
        },
        printer: { $0 }, traceStrings: nil, current: { $0.device.id }
    )
    .with(\.changesKeyboard, true).with(\.caption, .value)
    .stepping { phone in
        let devices = phone.resources.devices
        let index = devices.firstIndex { $0.id == phone.device.id } ?? 0
        return devices[(index + 1) % devices.count].id
    }

    /// How the phone is held (`at T rotate O` changes it).
    public static let orientation = choice(
        Orientation.self, name: "orientation", noun: "orientation",
        help: "portrait or landscape (default: the scenario's, else portrait).",
        timed: .init(verb: "rotate"), traceKey: "orientation", current: { $0.orientation }
    )
    .with(\.standard, .portrait).with(\.changesKeyboard, true).with(\.caption, .value)
    .stepping { $0.orientation.rotated }

    /// The avoidance strategy, by name.
    public static let strategy = ConditionKey<String>(
        name: "strategy",
        help: "The avoidance strategy: on iOS \(AvoidanceStrategies.iosNames.joined(separator: ", ")); on Android "
            + "\(AvoidanceStrategies.androidNames.joined(separator: ", ")); on both (React Native, Flutter) "
            + "\(AvoidanceStrategies.frameworkNames.joined(separator: ", ")) (default: "
            + "\(AvoidanceStrategies.standardName(for: .ios)) on iOS, \(AvoidanceStrategies.standardName(for: .android)) "
            + "on Android).",
        valueName: nil, words: .init(expected: ScenarioLine.list(AvoidanceStrategies.names)),
        timed: .init(verb: "strategy"),
        traceKey: nil, valueNames: { _ in AvoidanceStrategies.names },
        parser: { text, _ in
            let names = AvoidanceStrategies.names
            guard !names.contains(text) else { return .success(text) }
            let hint = ClosestName.hint(for: text, in: names)
            return .failure(
                ConditionProblem(
                    value: text,
                    description: "unknown strategy \"\(text)\"\(hint); expected \(ScenarioLine.list(names))",
                    flagDescription: "unknown strategy\(hint); expected one of \(names.joined(separator: ", "))"))
        },
        printer: { $0 }, traceStrings: nil, current: { $0.avoidance.strategy.name }
    )
    .with(\.caption, .value)

    /// How drags dismiss the keyboard.
    public static let dismissMode = choice(
        KeyboardDismissMode.self, name: "dismiss-mode", noun: "dismiss mode",
        help: "How drags dismiss the keyboard: none, on-drag or interactive (default: the form's).",
        timed: .init(verb: "dismiss-mode"), traceKey: nil, current: { $0.conditions.dismissMode }
    )
    .stepping { $0.conditions.dismissMode.next }

    /// Light or dark.
    public static let appearance = choice(
        Appearance.self, name: "appearance",
        help: "light or dark: the phone screen and the keyboard (default: the scenario's, else light).",
        timed: .init(verb: "appearance"), traceKey: "appearance", current: { $0.conditions.appearance }
    )
    .with(\.standard, .light).with(\.changesKeyboard, true).with(\.caption, .value)
    .stepping { $0.conditions.appearance.toggled }

    /// The Dynamic Type text size.
    public static let textSize = choice(
        TextSize.self, name: "text-size",
        help: "Dynamic Type size: "
            + TextSize.allCases.map(\.rawValue).dropLast().joined(separator: ", ")
            + " or \(TextSize.allCases.last?.rawValue ?? "") (default: the scenario's, else l).",
        timed: .init(verb: "text-size"), traceKey: "textSize", current: { $0.conditions.textSize }
    )
    .with(\.standard, .l).stepping { $0.conditions.textSize.larger }

    /// Docked or floating keyboard.
    public static let keyboardMode = choice(
        KeyboardMode.self, name: "keyboard",
        help: "docked or floating (floating on an iPad; default: the scenario's, else docked).",
        timed: .init(verb: "keyboard"), traceKey: "keyboardMode", current: { $0.conditions.keyboardMode }
    )
    .with(\.standard, .docked).stepping { $0.conditions.keyboardMode.toggled }

    /// The iOS version.
    public static let ios = ConditionKey<IOSVersion>(
        name: "ios",
        help: "The iOS version: 18 or 26, its keyboard, heights and quirks (default: the scenario's, else 18).",
        valueName: nil,
        words: .init(expected: "an iOS version, " + IOSVersion.allCases.map(\.rawValue).joined(separator: " or ")),
        timed: .init(verb: "ios"), traceKey: "ios",
        valueNames: { _ in IOSVersion.allCases.map(\.rawValue) },
        parser: { text, _ in
            guard let version = IOSVersion(rawValue: text) else {
                return .failure(ConditionProblem(value: text, description: IOSVersion.problem(with: text) ?? text))
            }
            return .success(version)
        },
        printer: \.rawValue, traceStrings: nil, current: { $0.conditions.ios }
    )
    .with(\.standard, .standard).with(\.platform, .ios).with(\.changesKeyboard, true)
    .with(\.caption, .prefixed("iOS")).stepping { $0.conditions.ios.next }

    /// The notification quirks, replacing the iOS version's own (`none` for none).
    public static let quirks = ConditionKey<Set<KeyboardQuirk>>(
        name: "quirks",
        help: "Notification quirks, comma-separated, or none: \(KeyboardQuirk.names.joined(separator: ", ")) "
            + "(default: the scenario's, else the iOS version's).",
        valueName: "names", words: .init(expected: "quirk names, comma-separated, or none", count: .max, joiner: ","),
        timed: nil, traceKey: "quirks", valueNames: { _ in KeyboardQuirk.names + ["none"] },
        parser: { text, _ in
            KeyboardQuirk.parseList(text).mapError { ConditionProblem(value: $0.name, description: $0.description) }
        },
        printer: KeyboardQuirk.listText, traceStrings: { $0.sorted().map(\.rawValue) },
        current: { $0.conditions.quirkList }
    )
    .with(\.platform, .ios)

    /// How the screen is presented: the modal style and, for a page sheet, its detent.
    public static let presentation = ConditionKey<ModalPresentation>(
        name: "presentation",
        help: "How the screen is presented: fullScreen, pageSheet, pageSheet/medium or formSheet (default: the "
            + "scenario's, else fullScreen).", valueName: "style[/detent]",
        words: .init(
            expected: "a presentation style, "
                + ModalPresentation.Style.allCases.map(\.rawValue).joined(separator: ", "), count: 2),
        timed: .init(verb: "presentation"), traceKey: "presentation",
        valueNames: { _ in ModalPresentation.cycle.map { $0.text.replacing(" ", with: "/") } },
        parser: { text, _ in
            ModalPresentation.parse(text).mapError {
                ConditionProblem(value: $0.word, description: $0.description, word: $0.kind == "style" ? 0 : 1)
            }
        },
        printer: \.text, traceStrings: nil, current: { $0.conditions.presentation }
    )
    .with(\.standard, .fullScreen).with(\.caption, .value).stepping { $0.conditions.presentation.next }

    /// The Android version the device runs (on an Android device).
    public static let android = choice(
        AndroidVersion.self, name: "android",
        help: "The Android version the device runs: 14, 15 or 16 (default: the scenario's, else 16); on an Android "
            + "device.",
        timed: .init(verb: "android"), traceKey: "android", current: { $0.conditions.android }
    )
    .with(\.standard, .standard).with(\.platform, .android).with(\.changesKeyboard, true)
    .with(\.caption, .prefixed("Android")).stepping { $0.conditions.android.next }

    /// The API level the app targets (on an Android device): with the device's version and ``edgeToEdge`` it decides
    /// whether the window is edge-to-edge.
    public static let targetSDK = choice(
        AndroidTargetSDK.self, name: "target-sdk",
        help: "The API level the app targets: 34, 35 (edge-to-edge enforced on Android 15 and later) or 36 (the "
            + "opt-out ignored on Android 16) (default: the scenario's, else 36); on an Android device.",
        timed: .init(verb: "target-sdk"), traceKey: "targetSdk", current: { $0.conditions.targetSDK }
    )
    .with(\.standard, .standard).with(\.platform, .android).with(\.caption, .prefixed("target"))
    .stepping { $0.conditions.targetSDK.next }

    /// Whether the app asks for edge-to-edge (on an Android device).
    public static let edgeToEdge = choice(
        EdgeToEdgeMode.self, name: "edge-to-edge",
        help: "What the app says about edge-to-edge: auto (only where enforced), on (enableEdgeToEdge(), any "
            + "version) or off (windowOptOutEdgeToEdgeEnforcement, ignored at target 36 on Android 16) (default: the "
            + "scenario's, else auto); on an Android device.",
        timed: .init(verb: "edge-to-edge"), traceKey: "edgeToEdge", current: { $0.conditions.edgeToEdge }
    )
    .with(\.standard, .standard).with(\.platform, .android).stepping { $0.conditions.edgeToEdge.next }

    /// Android's system navigation (on an Android device).
    public static let navigation = choice(
        NavigationMode.self, name: "navigation",
        help: "Android's system navigation: gesture (a 24 dp handle) or buttons (a 48 dp bar) (default: the "
            + "scenario's, else gesture); on an Android device.",
        timed: .init(verb: "navigation"), traceKey: "navigation", current: { $0.conditions.navigation }
    )
    .with(\.standard, .standard).with(\.platform, .android).with(\.changesKeyboard, true)
    .stepping { $0.conditions.navigation.toggled }

    /// The platform, which the device decides: the trace and the readout show it; no surface sets it.
    public static let platform = ConditionKey<Platform>(
        name: "platform", help: "ios or android: decided by the device (set `device` to change it).",
        valueName: nil, words: .init(expected: "a device line"), timed: nil, traceKey: "platform",
        valueNames: { _ in Platform.allCases.map(\.rawValue) },
        parser: { text, _ in
            .failure(
                ConditionProblem(
                    value: text, description: "the platform follows the device; expected a device of that platform"))
        },
        printer: \.rawValue, traceStrings: nil, current: { $0.conditions.platform }, isDerived: true)

    /// Every key, in the order specs and help list them.
    public static let all: [AnyConditionKey] = [
        device.erased, orientation.erased, strategy.erased, dismissMode.erased, appearance.erased, textSize.erased,
        keyboardMode.erased, ios.erased, android.erased, targetSDK.erased, edgeToEdge.erased, navigation.erased,
        quirks.erased, presentation.erased, platform.erased,
    ]

    /// The keys a scenario, a spec, a flag or the recorder sets: every key but the derived ones.
    public static var settable: [AnyConditionKey] { all.filter { !$0.isDerived } }

    /// The key named `name`, or nil.
    public static func named(_ name: String) -> AnyConditionKey? { all.first { $0.name == name } }

    /// Every settable key's name.
    public static var names: [String] { settable.map(\.name) }

    /// The keys that change the keyboard, which `keyboard-lab keyboard` takes as flags.
    public static var keyboardKeys: [AnyConditionKey] { settable.filter(\.changesKeyboard) }

    /// The settable keys that take effect only on a platform other than `platform` (`ios` and `quirks` on Android).
    public static func otherPlatformKeys(than platform: Platform) -> [AnyConditionKey] {
        settable.filter { $0.platform.map { $0 != platform } ?? false }
    }

    /// The conditions a new phone starts with, where they do not depend on the device, the form or the platform.
    public static var standardSettings: ConditionOverrides {
        var settings = ConditionOverrides()
        for key in settable { key.setStandard(in: &settings) }
        return settings
    }

    /// A key whose values are `Choice`'s raw values. A spec's error names the `noun` (no "did you mean") where the
    /// key has one, else says "unknown value" with the closest name.
    static func choice<Choice: RawRepresentable & CaseIterable & Hashable & Sendable>(
        _: Choice.Type, name: String, noun: String? = nil, help: String, timed: ConditionKey<Choice>.Timed?,
        traceKey: String?, current: @escaping @Sendable (Phone) -> Choice
    ) -> ConditionKey<Choice> where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        return ConditionKey(
            name: name, help: help, valueName: nil, words: .init(expected: ScenarioLine.list(names)), timed: timed,
            traceKey: traceKey, valueNames: { _ in names },
            parser: { text, _ in
                if let choice = Choice(rawValue: text) { return .success(choice) }
                let unknown =
                    noun.map { "unknown \($0) \"\(text)\"" }
                    ?? "unknown value \"\(text)\"\(ClosestName.hint(for: text, in: names))"
                return .failure(
                    ConditionProblem(
                        value: text, description: "\(unknown); expected \(ScenarioLine.list(names))", choices: names))
            },
            printer: \.rawValue, traceStrings: nil, current: current)
    }
}
