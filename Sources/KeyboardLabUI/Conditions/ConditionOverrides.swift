import KeyboardAvoidance
import LabDrawing

/// What a scenario header, a command-line flag, a `--compare` or `--vary` spec or a recorded session sets of the
/// conditions a phone runs under: a value per key of the condition table (``ConditionKeys``), stored under the key's
/// name, so a new key needs no field here. An unset key keeps the phone's own value; ``overriding(with:)`` lets
/// another set of overrides win key by key.
///
/// ```swift
/// var flags = ConditionOverrides()
/// flags[ConditionKeys.appearance] = .dark
/// let settings = scenario.settings.overriding(with: flags)  // the flag wins
/// phone.apply(settings, measurer: fonts)
/// ```
public struct ConditionOverrides: Equatable, Hashable, Sendable {
    /// A key's value, of the key's own type.
    struct Value: Hashable, @unchecked Sendable {
        /// The value; every key's value type is `Sendable` (``ConditionKey``).
        let base: AnyHashable
    }

    /// The values set, by key name.
    private var values: [String: Value] = [:]
    /// Whether touches are shown as the Simulator's "show touches" does (the lab's, not a condition: a scenario
    /// header's `touches` line).
    public var touches: Bool?
    /// Whether the fields and the bar are outlined (the lab's, not a condition: a scenario header's `outlines` line,
    /// `run --outline`).
    public var outlines: Bool?

    /// No key set.
    public init() {}

    /// `key`'s value, or nil when unset.
    public subscript<Key: Hashable & Sendable>(key: ConditionKey<Key>) -> Key? {
        get { values[key.name]?.base as? Key }
        set { values[key.name] = newValue.map { Value(base: AnyHashable($0)) } }
    }

    /// The names of the keys set.
    public var keyNames: Set<String> { Set(values.keys) }

    /// These overrides with every key `other` sets taking its value.
    public func overriding(with other: ConditionOverrides) -> ConditionOverrides {
        var result = self
        result.values.merge(other.values) { $1 }
        if let touches = other.touches { result.touches = touches }
        if let outlines = other.outlines { result.outlines = outlines }
        return result
    }
}

extension ConditionOverrides {
    /// Overrides with the given keys set: a shorthand for code and tests.
    public init(
        deviceID: String? = nil, orientation: Orientation? = nil, dismissMode: KeyboardDismissMode? = nil,
        strategy: String? = nil, touches: Bool? = nil, appearance: Appearance? = nil, textSize: TextSize? = nil,
        keyboardMode: KeyboardMode? = nil, ios: IOSVersion? = nil, quirks: Set<KeyboardQuirk>? = nil,
        presentation: ModalPresentation? = nil, android: AndroidVersion? = nil, navigation: NavigationMode? = nil,
        targetSDK: AndroidTargetSDK? = nil, edgeToEdge: EdgeToEdgeMode? = nil
    ) {
        self.init()
        self[ConditionKeys.device] = deviceID
        self[ConditionKeys.orientation] = orientation
        self[ConditionKeys.dismissMode] = dismissMode
        self[ConditionKeys.strategy] = strategy
        self.touches = touches
        self[ConditionKeys.appearance] = appearance
        self[ConditionKeys.textSize] = textSize
        self[ConditionKeys.keyboardMode] = keyboardMode
        self[ConditionKeys.ios] = ios
        self[ConditionKeys.quirks] = quirks
        self[ConditionKeys.presentation] = presentation
        self[ConditionKeys.android] = android
        self[ConditionKeys.navigation] = navigation
        self[ConditionKeys.targetSDK] = targetSDK
        self[ConditionKeys.edgeToEdge] = edgeToEdge
    }
}

extension Phone {
    /// Applies every key `settings` sets but the device and orientation (the phone is made with those): a new text
    /// size lays the form out again, a new keyboard mode or iOS version moves the keyboard as
    /// ``Action/keyboardMode(_:)`` does, and a strategy is taken up at rest (an unknown name, or one of the other
    /// platform, is ignored: callers check names and platforms first).
    public mutating func apply(_ settings: ConditionOverrides, measurer: any TextMeasuring) {
        typealias Key = ConditionKeys
        if let mode = settings[Key.dismissMode] { conditions.dismissMode = mode }
        if let touches = settings.touches { chrome.showTouches(touches) }
        if let outlines = settings.outlines { chrome.showOutlines(outlines) }
        if let appearance = settings[Key.appearance] { conditions.appearance = appearance }
        if let size = settings[Key.textSize] { changeTextSize(size, measurer: measurer) }
        if let mode = settings[Key.keyboardMode] { changeKeyboardMode(mode) }
        changeIOS(settings[Key.ios], quirks: settings[Key.quirks], measurer: measurer)
        if let presentation = settings[Key.presentation] { changePresentation(presentation, measurer: measurer) }
        changeAndroid(
            settings[Key.android], target: settings[Key.targetSDK], edgeToEdge: settings[Key.edgeToEdge],
            navigation: settings[Key.navigation], measurer: measurer)
        if let name = settings[Key.strategy], name != avoidance.strategy.name,
            let strategy = AvoidanceStrategies.strategy(named: name), strategy.platforms.contains(device.platform)
        {
            dismiss()
            avoidance.use(strategy)
            let rest = ScrollGeometry(frame: layoutScrollFrame, contentSize: contentSize)
            let offset = Point(x: 0, y: rest.clampedOffsetY(presented.contentOffset.y, inset: baseInset))
            avoidance.rest(scroll: ScrollTarget(contentInset: baseInset, contentOffset: offset), at: now)
        }
    }
}
