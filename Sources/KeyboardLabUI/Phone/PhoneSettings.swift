import KeyboardAvoidance
import LabDrawing

/// The conditions a phone runs under (device, orientation, strategy, dismiss mode, appearance, text size, keyboard
/// mode, iOS version, Android version, navigation, quirks, presentation; the platform follows the device), as a scenario header, a command-line flag or a `--compare` column sets
/// them, plus whether touches are shown. Each is optional: an unset one keeps the phone's own. ``ConditionKeys`` is
/// the table that parses and prints each condition.
///
/// ```swift
/// let settings = scenario.settings.overriding(with: PhoneSettings(appearance: .dark))  // the flag wins
/// phone.apply(settings, measurer: fonts)
/// ```
public struct PhoneSettings: Equatable, Hashable, Sendable {
    /// The device preset id.
    public var deviceID: String?
    /// How the phone is held.
    public var orientation: Orientation?
    /// How drags dismiss the keyboard.
    public var dismissMode: KeyboardDismissMode?
    /// The avoidance strategy's name (see ``AvoidanceStrategies/names``).
    public var strategy: String?
    /// Whether touches are shown as the Simulator's "show touches" does (the lab's, not a condition: a scenario
    /// header's `touches` line).
    public var touches: Bool?
    /// Light or dark.
    public var appearance: Appearance?
    /// The Dynamic Type text size.
    public var textSize: TextSize?
    /// Docked or floating keyboard (floating takes effect on an iPad).
    public var keyboardMode: KeyboardMode?
    /// The iOS version.
    public var ios: IOSVersion?
    /// The notification quirks, replacing the iOS version's own.
    public var quirks: Set<KeyboardQuirk>?
    /// How the screen is presented.
    public var presentation: ModalPresentation?
    /// The Android version the app targets.
    public var android: AndroidVersion?
    /// Android's system navigation: gestures or three buttons.
    public var navigation: NavigationMode?
    /// The platform of the phone's device: set from the device a phone runs on, never overriding it.
    public var platform: Platform?

    /// Settings with the given options set.
    public init(
        deviceID: String? = nil, orientation: Orientation? = nil, dismissMode: KeyboardDismissMode? = nil,
        strategy: String? = nil, touches: Bool? = nil,
        appearance: Appearance? = nil, textSize: TextSize? = nil, keyboardMode: KeyboardMode? = nil,
        ios: IOSVersion? = nil, quirks: Set<KeyboardQuirk>? = nil, presentation: ModalPresentation? = nil,
        android: AndroidVersion? = nil, navigation: NavigationMode? = nil
    ) {
        self.deviceID = deviceID
        self.orientation = orientation
        self.presentation = presentation
        self.ios = ios
        self.quirks = quirks
        self.dismissMode = dismissMode
        self.strategy = strategy
        self.touches = touches
        self.appearance = appearance
        self.textSize = textSize
        self.keyboardMode = keyboardMode
        self.android = android
        self.navigation = navigation
    }

    /// These settings with every option `other` sets taking its value.
    public func overriding(with other: PhoneSettings) -> PhoneSettings {
        var result = self
        if let id = other.deviceID { result.deviceID = id }
        if let orientation = other.orientation { result.orientation = orientation }
        if let mode = other.dismissMode { result.dismissMode = mode }
        if let strategy = other.strategy { result.strategy = strategy }
        if let touches = other.touches { result.touches = touches }
        if let appearance = other.appearance { result.appearance = appearance }
        if let size = other.textSize { result.textSize = size }
        if let mode = other.keyboardMode { result.keyboardMode = mode }
        if let ios = other.ios { result.ios = ios }
        if let quirks = other.quirks { result.quirks = quirks }
        if let presentation = other.presentation { result.presentation = presentation }
        if let android = other.android { result.android = android }
        if let navigation = other.navigation { result.navigation = navigation }
        return result
    }
}

extension Phone {
    /// Applies every option `settings` sets but the device and orientation (the phone is made with those): a new text size lays the form out again, a new keyboard mode or iOS
    /// version moves the keyboard as ``Action/keyboardMode(_:)`` does, and a strategy is taken up at rest (an unknown name is
    /// ignored: callers check names against ``AvoidanceStrategies/names`` first).
    public mutating func apply(_ settings: PhoneSettings, measurer: any TextMeasuring) {
        if let mode = settings.dismissMode { conditions.dismissMode = mode }
        if let touches = settings.touches { chrome.touchesVisible = touches }
        if let appearance = settings.appearance { conditions.appearance = appearance }
        if let size = settings.textSize { changeTextSize(size, measurer: measurer) }
        if let mode = settings.keyboardMode { changeKeyboardMode(mode) }
        changeIOS(settings.ios, quirks: settings.quirks, measurer: measurer)
        if let presentation = settings.presentation { changePresentation(presentation, measurer: measurer) }
        if let android = settings.android { conditions.android = android }
        if let navigation = settings.navigation { conditions.navigation = navigation }
        if let name = settings.strategy, name != avoidance.timeline.strategy.name,
            let strategy = AvoidanceStrategies.strategy(named: name)
        {
            dismiss()
            avoidance.timeline.use(strategy)
            let rest = ScrollGeometry(frame: layoutScrollFrame, contentSize: contentSize)
            let offset = Point(x: 0, y: rest.clampedOffsetY(presented.contentOffset.y, inset: baseInset))
            post(avoidance.timeline.rest(scroll: ScrollTarget(contentInset: baseInset, contentOffset: offset), at: now))
        }
    }
}
