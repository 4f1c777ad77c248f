import KeyboardAvoidance

/// The conditions a phone runs under, as values: device, orientation, appearance, text size, keyboard mode and
/// options, dismiss mode, iOS version, Android version, target and edge-to-edge, navigation, quirks and presentation (the strategy is the
/// avoidance timeline's). ``Phone/settings`` gives them as the condition table (``ConditionKeys``) reads them; the phone's `change…`
/// methods change them, laying out and moving the keyboard as each needs.
public struct PhoneConditions: Equatable, Sendable {
    /// The device preset in use.
    public internal(set) var device: DeviceProfile
    /// How the phone is held.
    public internal(set) var orientation: Orientation
    /// Light or dark: the screen and the keyboard follow it.
    public internal(set) var appearance = Appearance.light
    /// The Dynamic Type text size: form text, labels, headers and rows follow it; the keyboard does not.
    public internal(set) var textSize = TextSize.l
    /// Docked or floating; the keyboard floats only on a device that can float it (iPad) without a hardware
    /// keyboard (see ``isFloating``).
    public internal(set) var keyboardMode = KeyboardMode.docked
    /// Keyboard options: predictive bar, accessory bar, hardware keyboard.
    public internal(set) var options = KeyboardOptions()
    /// How drags dismiss the keyboard (the form's mode unless changed).
    public internal(set) var dismissMode: KeyboardDismissMode
    /// The iOS version the phone runs: the keyboard's look and heights, and the quirks on by default.
    public internal(set) var ios = IOSVersion.standard
    /// How the screen is presented: full screen, or in a page or form sheet's card.
    public internal(set) var presentation = ModalPresentation.fullScreen
    /// The Android version the device runs (on an Android device; an iPhone ignores it).
    public internal(set) var android = AndroidVersion.standard
    /// The API level the app targets (on an Android device; an iPhone ignores it).
    public internal(set) var targetSDK = AndroidTargetSDK.standard
    /// What the app says about edge-to-edge (on an Android device; an iPhone ignores it).
    public internal(set) var edgeToEdge = EdgeToEdgeMode.standard
    /// Android's system navigation (on an Android device; an iPhone ignores it).
    public internal(set) var navigation = NavigationMode.standard
    /// The quirks given explicitly (`--quirks`, a scenario's `quirks` line), or nil for the iOS version's own.
    public internal(set) var quirkList: Set<KeyboardQuirk>?

    /// Conditions for `device` held `orientation`, drags dismissing as `dismissMode` says, the rest at their
    /// defaults.
    init(device: DeviceProfile, orientation: Orientation, dismissMode: KeyboardDismissMode) {
        self.device = device
        self.orientation = orientation
        self.dismissMode = dismissMode
    }

    /// The platform the device runs.
    public var platform: Platform { device.platform }

    /// The quirks on: the explicit list, else the iOS version's; none on an Android device (they are iOS's).
    public var quirks: Set<KeyboardQuirk> { platform == .android ? [] : quirkList ?? ios.defaultQuirks }

    /// The screen's bounds in points.
    public var screen: Rect { device.screenBounds(orientation) }
    /// The safe area: the device's, with Android's navigation area at rest.
    public var safeArea: EdgeInsets { device.safeArea(orientation, navigation: navigation) }
    /// Whether the keyboard floats: floating mode on a device that has a floating keyboard, with no hardware
    /// keyboard attached.
    public var isFloating: Bool {
        keyboardMode == .floating && device.supportsFloatingKeyboard && !options.hardwareKeyboard
    }
    /// Whether the phone draws iOS 26's chrome (floating glass bars and sheets): an iPhone or iPad on iOS 26. An
    /// Android device draws Material 3 whatever iOS version is set.
    public var hasIOS26Chrome: Bool { platform == .ios && ios >= .ios26 }
    /// The problems' and the panel's lengths in the platform's unit: points on iOS, dp on Android.
    public var lengthUnit: String { platform == .android ? "dp" : "pt" }

    /// The navigation area's height at rest on Android (`systemBars()`'s bottom, the keyboard not included); 0 on
    /// iOS.
    public var systemBarsBottom: Double {
        platform == .android ? safeArea.bottom - device.metrics(orientation).safeArea.bottom : 0
    }

    /// The Android window's facts on an Android device, edge-to-edge as the device's version, the app's target and
    /// its opt-in or opt-out make it; nil on iOS.
    public var androidWindow: AndroidWindow? {
        guard platform == .android else { return nil }
        return AndroidWindow(
            device: android, target: targetSDK, mode: edgeToEdge, navigationInset: systemBarsBottom,
            statusBar: safeArea.top)
    }
}

extension PhoneConditions {
    /// The app's Android target and edge-to-edge choice where they differ from the defaults, as the panel writes
    /// them (`target 34`, `edge-to-edge on`); empty at the defaults.
    var androidAppNote: [String] {
        var note: [String] = []
        if targetSDK != .standard {
            note.append(ConditionKeys.targetSDK.erased.captionWord(ConditionKeys.targetSDK.text(of: targetSDK)))
        }
        if edgeToEdge != .standard {
            note.append(ConditionKeys.edgeToEdge.erased.captionWord(ConditionKeys.edgeToEdge.text(of: edgeToEdge)))
        }
        return note
    }
}
