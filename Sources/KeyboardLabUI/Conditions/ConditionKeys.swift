import KeyboardAvoidance

/// The table of condition keys: each key a phone runs under, once. The scenario header and timed commands,
/// `--compare`/`--vary` specs, the flags, the recorder and the trace's layout line all read it, so a new condition
/// is one entry here, one ``PhoneSettings`` field and its behaviour.
///
/// ```swift
/// var settings = PhoneSettings()
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
        timed: .init(verb: "device", expected: "a device id", action: { .setDevice($0) }), traceKey: "device",
        valueNames: { $0?.devices.map(\.id) ?? [] },
        parser: { text, resources in
            guard let resources, resources.device(text) == nil else { return .success(text) }
            return .failure(
                ConditionProblem(
                    value: text, description: "unknown device \"\(text)\"" + resources.unknownDeviceHint(text)))
        },
        printer: { $0 }, traceStrings: nil, get: \.deviceID, set: { $0.deviceID = $1 })

    /// How the phone is held (`at T rotate O` changes it).
    public static let orientation = choice(
        Orientation.self, name: "orientation", noun: "orientation",
        help: "portrait or landscape (default: the scenario's, else portrait).",
        timed: .init(verb: "rotate", action: { .rotate($0) }), traceKey: "orientation", get: \.orientation,
        set: { $0.orientation = $1 })

    /// The avoidance strategy, by name.
    public static let strategy = ConditionKey<String>(
        name: "strategy",
        help: "The avoidance strategy: \(AvoidanceStrategies.names.joined(separator: ", ")) (default: keyboardlab).",
        valueName: nil, words: .init(expected: ScenarioLine.list(AvoidanceStrategies.names)), timed: nil,
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
        printer: { $0 }, traceStrings: nil, get: \.strategy, set: { $0.strategy = $1 })

    /// How drags dismiss the keyboard.
    public static let dismissMode = choice(
        KeyboardDismissMode.self, name: "dismiss-mode", noun: "dismiss mode",
        help: "How drags dismiss the keyboard: none, on-drag or interactive (default: the form's).",
        timed: .init(verb: "dismiss-mode", action: { .dismissMode($0) }), traceKey: nil, get: \.dismissMode,
        set: { $0.dismissMode = $1 })

    /// Light or dark.
    public static let appearance = choice(
        Appearance.self, name: "appearance",
        help: "light or dark: the phone screen and the keyboard (default: the scenario's, else light).",
        timed: .init(verb: "appearance", action: { .appearance($0) }), traceKey: "appearance", get: \.appearance,
        set: { $0.appearance = $1 })

    /// The Dynamic Type text size.
    public static let textSize = choice(
        TextSize.self, name: "text-size",
        help: "Dynamic Type size: "
            + TextSize.allCases.map(\.rawValue).dropLast().joined(separator: ", ")
            + " or \(TextSize.allCases.last?.rawValue ?? "") (default: the scenario's, else l).",
        timed: .init(verb: "text-size", action: { .textSize($0) }), traceKey: "textSize", get: \.textSize,
        set: { $0.textSize = $1 })

    /// Docked or floating keyboard.
    public static let keyboardMode = choice(
        KeyboardMode.self, name: "keyboard",
        help: "docked or floating (floating on an iPad; default: the scenario's, else docked).",
        timed: .init(verb: "keyboard", action: { .keyboardMode($0) }), traceKey: "keyboardMode",
        get: \.keyboardMode, set: { $0.keyboardMode = $1 })

    /// The iOS version.
    public static let ios = ConditionKey<IOSVersion>(
        name: "ios",
        help: "The iOS version: 18 or 26, its keyboard, heights and quirks (default: the scenario's, else 18).",
        valueName: nil,
        words: .init(expected: "an iOS version, " + IOSVersion.allCases.map(\.rawValue).joined(separator: " or ")),
        timed: .init(verb: "ios", action: { .ios($0) }), traceKey: "ios",
        valueNames: { _ in IOSVersion.allCases.map(\.rawValue) },
        parser: { text, _ in
            guard let version = IOSVersion(rawValue: text) else {
                return .failure(ConditionProblem(value: text, description: IOSVersion.problem(with: text) ?? text))
            }
            return .success(version)
        },
        printer: \.rawValue, traceStrings: nil, get: \.ios, set: { $0.ios = $1 })

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
        printer: KeyboardQuirk.listText, traceStrings: { $0.sorted().map(\.rawValue) }, get: \.quirks,
        set: { $0.quirks = $1 })

    /// How the screen is presented: the modal style and, for a page sheet, its detent.
    public static let presentation = ConditionKey<ModalPresentation>(
        name: "presentation",
        help: "How the screen is presented: fullScreen, pageSheet, pageSheet/medium or formSheet (default: the "
            + "scenario's, else fullScreen).", valueName: "style[/detent]",
        words: .init(
            expected: "a presentation style, "
                + ModalPresentation.Style.allCases.map(\.rawValue).joined(separator: ", "), count: 2),
        timed: .init(verb: "presentation", action: { .presentation($0) }), traceKey: "presentation",
        valueNames: { _ in ModalPresentation.cycle.map { $0.text.replacing(" ", with: "/") } },
        parser: { text, _ in
            ModalPresentation.parse(text).mapError {
                ConditionProblem(value: $0.word, description: $0.description, word: $0.kind == "style" ? 0 : 1)
            }
        },
        printer: \.text, traceStrings: nil, get: \.presentation, set: { $0.presentation = $1 })

    /// The Android version the app targets (on an Android device).
    public static let android = choice(
        AndroidVersion.self, name: "android",
        help: "The Android version the app targets: 14, 15 (edge-to-edge enforced) or 16 (default: the scenario's, "
            + "else 16); on an Android device.",
        timed: .init(verb: "android", action: { .android($0) }), traceKey: "android", get: \.android,
        set: { $0.android = $1 })

    /// Android's system navigation (on an Android device).
    public static let navigation = choice(
        NavigationMode.self, name: "navigation",
        help: "Android's system navigation: gesture (a 24 dp handle) or buttons (a 48 dp bar) (default: the "
            + "scenario's, else gesture); on an Android device.",
        timed: .init(verb: "navigation", action: { .navigation($0) }), traceKey: "navigation", get: \.navigation,
        set: { $0.navigation = $1 })

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
        printer: \.rawValue, traceStrings: nil, get: \.platform, set: { _, _ in }, isDerived: true)

    /// Every key, in the order specs and help list them.
    public static let all: [AnyConditionKey] = [
        device.erased, orientation.erased, strategy.erased, dismissMode.erased, appearance.erased, textSize.erased,
        keyboardMode.erased, ios.erased, android.erased, navigation.erased, quirks.erased, presentation.erased,
        platform.erased,
    ]

    /// The keys a scenario, a spec, a flag or the recorder sets: every key but the derived ones.
    public static var settable: [AnyConditionKey] { all.filter { !$0.isDerived } }

    /// The key named `name`, or nil.
    public static func named(_ name: String) -> AnyConditionKey? { all.first { $0.name == name } }

    /// Every settable key's name.
    public static var names: [String] { settable.map(\.name) }

    /// A key whose values are `Choice`'s raw values. A spec's error names the `noun` (no "did you mean") where the
    /// key has one, else says "unknown value" with the closest name.
    static func choice<Choice: RawRepresentable & CaseIterable & Hashable & Sendable>(
        _: Choice.Type, name: String, noun: String? = nil, help: String, timed: ConditionKey<Choice>.Timed?,
        traceKey: String?, get: @escaping @Sendable (PhoneSettings) -> Choice?,
        set: @escaping @Sendable (inout PhoneSettings, Choice) -> Void
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
            printer: \.rawValue, traceStrings: nil, get: get, set: set)
    }
}
