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
        presentation: ModalPresentation? = nil, android: AndroidVersion? = nil, navigation: NavigationMode? = nil
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
    }

    /// The device preset id.
    public var deviceID: String? {
        get { self[ConditionKeys.device] }
        set { self[ConditionKeys.device] = newValue }
    }
    /// How the phone is held.
    public var orientation: Orientation? {
        get { self[ConditionKeys.orientation] }
        set { self[ConditionKeys.orientation] = newValue }
    }
    /// How drags dismiss the keyboard.
    public var dismissMode: KeyboardDismissMode? {
        get { self[ConditionKeys.dismissMode] }
        set { self[ConditionKeys.dismissMode] = newValue }
    }
    /// The avoidance strategy's name (see ``AvoidanceStrategies/names``).
    public var strategy: String? {
        get { self[ConditionKeys.strategy] }
        set { self[ConditionKeys.strategy] = newValue }
    }
    /// Light or dark.
    public var appearance: Appearance? {
        get { self[ConditionKeys.appearance] }
        set { self[ConditionKeys.appearance] = newValue }
    }
    /// The Dynamic Type text size.
    public var textSize: TextSize? {
        get { self[ConditionKeys.textSize] }
        set { self[ConditionKeys.textSize] = newValue }
    }
    /// Docked or floating keyboard (floating takes effect on an iPad).
    public var keyboardMode: KeyboardMode? {
        get { self[ConditionKeys.keyboardMode] }
        set { self[ConditionKeys.keyboardMode] = newValue }
    }
    /// The iOS version.
    public var ios: IOSVersion? {
        get { self[ConditionKeys.ios] }
        set { self[ConditionKeys.ios] = newValue }
    }
    /// The notification quirks, replacing the iOS version's own.
    public var quirks: Set<KeyboardQuirk>? {
        get { self[ConditionKeys.quirks] }
        set { self[ConditionKeys.quirks] = newValue }
    }
    /// How the screen is presented.
    public var presentation: ModalPresentation? {
        get { self[ConditionKeys.presentation] }
        set { self[ConditionKeys.presentation] = newValue }
    }
    /// The Android version the app targets (on an Android device).
    public var android: AndroidVersion? {
        get { self[ConditionKeys.android] }
        set { self[ConditionKeys.android] = newValue }
    }
    /// Android's system navigation (on an Android device).
    public var navigation: NavigationMode? {
        get { self[ConditionKeys.navigation] }
        set { self[ConditionKeys.navigation] = newValue }
    }
}

extension Phone {
    /// Applies every key `settings` sets but the device and orientation (the phone is made with those): a new text
    /// size lays the form out again, a new keyboard mode or iOS version moves the keyboard as
    /// ``Action/keyboardMode(_:)`` does, and a strategy is taken up at rest (an unknown name, or one of the other
    /// platform, is ignored: callers check names and platforms first).
    public mutating func apply(_ settings: ConditionOverrides, measurer: any TextMeasuring) {
        if let mode = settings.dismissMode { conditions.dismissMode = mode }
        if let touches = settings.touches { chrome.showTouches(touches) }
        if let outlines = settings.outlines { chrome.showOutlines(outlines) }
        if let appearance = settings.appearance { conditions.appearance = appearance }
        if let size = settings.textSize { changeTextSize(size, measurer: measurer) }
        if let mode = settings.keyboardMode { changeKeyboardMode(mode) }
        changeIOS(settings.ios, quirks: settings.quirks, measurer: measurer)
        if let presentation = settings.presentation { changePresentation(presentation, measurer: measurer) }
        changeAndroid(settings.android, navigation: settings.navigation, measurer: measurer)
        if let name = settings.strategy, name != avoidance.timeline.strategy.name,
            let strategy = AvoidanceStrategies.strategy(named: name), strategy.platforms.contains(device.platform)
        {
            dismiss()
            avoidance.timeline.use(strategy)
            let rest = ScrollGeometry(frame: layoutScrollFrame, contentSize: contentSize)
            let offset = Point(x: 0, y: rest.clampedOffsetY(presented.contentOffset.y, inset: baseInset))
            avoidance.queue(
                avoidance.timeline.rest(scroll: ScrollTarget(contentInset: baseInset, contentOffset: offset), at: now))
        }
    }
}
