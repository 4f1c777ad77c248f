import KeyboardAvoidance

/// What the lab shows around the phones and how fast it runs, as the window's keys change it: not a condition of
/// the phone.
public enum ChromeAction: Equatable, Hashable, Sendable {
    /// Shows or hides the overlay (nil toggles).
    case overlay(Bool?)
    /// Shows or hides the readout strip under each phone (nil toggles).
    case readout(Bool?)
    /// Outlines every field and the bottom bar, or stops (nil toggles).
    case outlines(Bool?)
    /// Turns presenter mode (large type, captions) on or off (nil toggles); the window's, not a phone's.
    case presenter(Bool?)
    /// Shows or hides the function-key help (nil toggles).
    case help(Bool?)
    /// Runs animations ten times slower, or back (nil toggles).
    case slowAnimations(Bool?)
    /// Pauses or resumes the lab clock (nil toggles); the run loop reads ``AppState/isPaused``.
    case pause(Bool?)
    /// Turns presenter mode on with its type at `pixels` pixels or more (nil: the next of
    /// ``PanelMetrics/presenterSizes``, after the last the first).
    case presenterType(Double?)
    /// Hides or shows the window's own notes: the scale notice and the panel's key hint (nil toggles); the app's.
    case notes(Bool?)
}

extension Action {
    /// Sets condition `key` to `value`, or steps it as the window's key does (nil).
    static func condition<Value>(_ key: ConditionKey<Value>, _ value: Value?) -> Action {
        guard let value else { return .nextCondition(key.name) }
        var set = ConditionOverrides()
        set[key] = value
        return .condition(set)
    }

    /// Rotates to an orientation, or to the other one when nil.
    public static func rotate(_ orientation: Orientation?) -> Action {
        condition(ConditionKeys.orientation, orientation)
    }
    /// Switches to a named device preset, or to the next one (nil).
    public static func setDevice(_ id: String?) -> Action { condition(ConditionKeys.device, id) }
    /// Sets how drags dismiss the keyboard, or cycles to the next mode (nil).
    public static func dismissMode(_ mode: KeyboardDismissMode?) -> Action {
        condition(ConditionKeys.dismissMode, mode)
    }
    /// Switches to light or dark (nil toggles).
    public static func appearance(_ appearance: Appearance?) -> Action {
        condition(ConditionKeys.appearance, appearance)
    }
    /// Sets the Dynamic Type text size, or steps to the next larger one (nil; after ax5 comes xs).
    public static func textSize(_ size: TextSize?) -> Action { condition(ConditionKeys.textSize, size) }
    /// Docks or floats the keyboard (nil toggles); it floats only on a device with a floating keyboard (iPad).
    public static func keyboardMode(_ mode: KeyboardMode?) -> Action { condition(ConditionKeys.keyboardMode, mode) }
    /// Runs an iOS version (nil: the next one), with its keyboard, heights and default quirks.
    public static func ios(_ version: IOSVersion?) -> Action { condition(ConditionKeys.ios, version) }
    /// Presents the screen full screen or in a sheet (nil: the next of full screen, page sheet large and medium,
    /// form sheet).
    public static func presentation(_ presentation: ModalPresentation?) -> Action {
        condition(ConditionKeys.presentation, presentation)
    }

    /// Shows or hides the overlay (nil toggles).
    public static func overlay(_ on: Bool?) -> Action { .chrome(.overlay(on)) }
    /// Shows or hides the readout strip under each phone (nil toggles).
    public static func readout(_ on: Bool?) -> Action { .chrome(.readout(on)) }
    /// Outlines every field and the bottom bar, or stops (nil toggles).
    public static func outlines(_ on: Bool?) -> Action { .chrome(.outlines(on)) }
    /// Turns presenter mode on or off (nil toggles).
    public static func presenter(_ on: Bool?) -> Action { .chrome(.presenter(on)) }
    /// Shows or hides the function-key help (nil toggles).
    public static func help(_ on: Bool?) -> Action { .chrome(.help(on)) }
    /// Runs animations ten times slower, or back (nil toggles).
    public static func slowAnimations(_ on: Bool?) -> Action { .chrome(.slowAnimations(on)) }
    /// Pauses or resumes the lab clock (nil toggles).
    public static func pause(_ on: Bool?) -> Action { .chrome(.pause(on)) }
    /// Presenter mode with its type at `pixels` pixels or more, or one size larger (nil).
    public static func presenterType(_ pixels: Double?) -> Action { .chrome(.presenterType(pixels)) }
    /// Shows or hides the window's own notes, the scale notice and the key hint (nil toggles).
    public static func notes(_ on: Bool?) -> Action { .chrome(.notes(on)) }

    /// The condition keys the action sets or steps, by name (none for an action that is no condition's).
    public var conditionNames: Set<String> {
        switch self {
        case .condition(let overrides): overrides.keyNames
        case .nextCondition(let name): [name]
        default: []
        }
    }

    /// Whether the action sets or steps a condition key: what one phone of a compare may take alone (a window's
    /// condition key, a scenario's `at T phone N …`).
    public var changesCondition: Bool { !conditionNames.isEmpty }
}
