import KeyboardAvoidance

/// One phone of a `--compare` window or a `sheet` tile: `key=value` pairs joined by `+`, over device,
/// orientation, strategy, dismiss-mode, appearance, text-size, keyboard, ios, quirks (names joined by `/`),
/// presentation and screen (a screen file), e.g. `device=iphone-se+strategy=listener-2018` or
/// `ios=26+quirks=late-did/hidden-height-44`.
///
/// ```swift
/// let specs = try PhoneSpec.parseList("strategy=keyboardlab,strategy=listener-2018", resources: resources)
/// ```
public struct PhoneSpec: Equatable, Hashable, Sendable {
    /// The device preset id, or nil for the command's.
    public var deviceID: String?
    /// The orientation, or nil for the command's.
    public var orientation: Orientation?
    /// The phone's options.
    public var settings = PhoneSettings()
    /// The spec as written, for labels.
    public var text: String
    /// The screen file the spec names (`screen=FILE`), as written; the command reads it into ``screen``.
    public var screenPath: String?
    /// The screen read from ``screenPath``, or nil for the command's.
    public var screen: Screen?

    /// A spec; with no arguments, one that changes nothing.
    public init(
        deviceID: String? = nil, orientation: Orientation? = nil, settings: PhoneSettings = PhoneSettings(),
        text: String = ""
    ) {
        self.deviceID = deviceID
        self.orientation = orientation
        self.settings = settings
        self.text = text
    }

    /// The keys a spec may set.
    public static let keys = [
        "device", "orientation", "strategy", "dismiss-mode", "appearance", "text-size", "keyboard", "ios", "quirks",
        "presentation", "screen",
    ]

    /// Parses one spec, checking names against `resources`; errors name `flag` (`--compare`, or `--vary` for a
    /// sheet), the flag the user typed.
    ///
    /// - Throws: ``InputError`` naming the flag, the pair and what was expected.
    public static func parse(
        _ text: String, resources: LabResources, flag: String = "--compare"
    ) throws(InputError) -> PhoneSpec {
        var spec = PhoneSpec(text: text)
        func fail(_ message: String) -> InputError { InputError(file: "\(flag) \(text)", message: message) }
        for pair in text.split(separator: "+", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[1].isEmpty else {
                throw fail("\"\(pair)\" is not key=value; expected one of \(ScenarioLine.list(keys)) = a value")
            }
            try spec.set(parts[0], to: parts[1], resources: resources, fail: fail)
        }
        return spec
    }

    /// Sets `key` to `value`.
    mutating func set(
        _ key: String, to value: String, resources: LabResources, fail: (String) -> InputError
    ) throws(InputError) {
        switch key {
        case "device":
            guard resources.device(value) != nil else {
                throw fail("unknown device \"\(value)\"" + resources.unknownDeviceHint(value))
            }
            deviceID = value
        case "orientation":
            guard let orientation = Orientation(rawValue: value) else {
                throw fail("unknown orientation \"\(value)\"; expected portrait or landscape")
            }
            self.orientation = orientation
        case "strategy":
            guard AvoidanceStrategies.names.contains(value) else {
                let hint = ClosestName.hint(for: value, in: AvoidanceStrategies.names)
                throw fail(
                    "unknown strategy \"\(value)\"\(hint); expected \(ScenarioLine.list(AvoidanceStrategies.names))")
            }
            settings.strategy = value
        case "dismiss-mode":
            guard let mode = KeyboardDismissMode(rawValue: value) else {
                throw fail("unknown dismiss mode \"\(value)\"; expected none, on-drag or interactive")
            }
            settings.dismissMode = mode
        case "appearance":
            settings.appearance = try Self.choice(value, of: Appearance.self, fail: fail)
        case "text-size":
            settings.textSize = try Self.choice(value, of: TextSize.self, fail: fail)
        case "keyboard":
            settings.keyboardMode = try Self.choice(value, of: KeyboardMode.self, fail: fail)
        case "ios":
            if let problem = IOSVersion.problem(with: value) { throw fail(problem) }
            settings.ios = IOSVersion(rawValue: value)
        case "presentation":
            switch ModalPresentation.parse(value) {
            case .success(let presentation): settings.presentation = presentation
            case .failure(let error): throw fail(error.description)
            }
        case "screen":
            screenPath = value
        case "quirks":
            switch KeyboardQuirk.parseList(value) {
            case .success(let quirks): settings.quirks = quirks
            case .failure(let error): throw fail(error.description)
            }
        default:
            throw fail(
                "unknown key \"\(key)\"\(ClosestName.hint(for: key, in: Self.keys)); expected \(ScenarioLine.list(Self.keys))"
            )
        }
    }

    /// `value` as one of `Choice`'s raw values.
    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: String, of _: Choice.Type, fail: (String) -> InputError
    ) throws(InputError) -> Choice where Choice.RawValue == String {
        guard let choice = Choice(rawValue: value) else {
            let names = Choice.allCases.map(\.rawValue)
            throw fail(
                "unknown value \"\(value)\"\(ClosestName.hint(for: value, in: names)); expected \(ScenarioLine.list(names))"
            )
        }
        return choice
    }

    /// Parses a comma-separated list of two to four specs.
    public static func parseList(_ text: String, resources: LabResources) throws(InputError) -> [PhoneSpec] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard (2...4).contains(parts.count) else {
            throw InputError(
                file: "--compare \(text)", message: "\(parts.count) phones; expected two to four specs, comma-separated"
            )
        }
        var specs: [PhoneSpec] = []
        for part in parts { specs.append(try parse(part, resources: resources)) }
        return specs
    }

    /// A phone made from the spec, the command's screen, device, orientation and settings filling what it leaves
    /// unset; the spec's own screen brings its presentation unless the spec sets one.
    public func phone(
        resources: LabResources, screen fallbackScreen: Screen, deviceID fallback: String?,
        orientation fallbackOrientation: Orientation, settings base: PhoneSettings, measurer: any TextMeasuring
    ) -> Phone {
        var phone = Phone(
            resources: resources, screen: screen ?? fallbackScreen, deviceID: deviceID ?? fallback,
            orientation: orientation ?? fallbackOrientation, measurer: measurer)
        var own = settings
        if own.presentation == nil, let presentation = screen?.presentation { own.presentation = presentation }
        phone.apply(base.overriding(with: own), measurer: measurer)
        return phone
    }
}
