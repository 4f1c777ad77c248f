import KeyboardAvoidance

/// A key the lab reacts to, from the physical keyboard or a scenario.
public enum EditKey: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Next field.
    case tab
    /// Previous field.
    case shiftTab = "shift-tab"
    /// Next, Done, Send in a composer, or a newline in a multi-line field.
    case returnKey = "return"
    /// A newline in a multi-line field (the composer's, where Return sends).
    case shiftReturn = "shift-return"
    /// Dismisses the keyboard.
    case escape
    /// Deletes one character before the caret.
    case backspace
    /// Caret one character left.
    case left
    /// Caret one character right.
    case right
    /// Caret to the start.
    case home
    /// Caret to the end.
    case end
}

/// Everything that can happen to the lab: user input, scenario commands and function keys, as plain values.
public enum Action: Equatable, Hashable, Sendable {
    /// A tap at a point in screen points.
    case tap(Point)
    /// A finger or mouse button goes down at a point in screen points.
    case pointerDown(Point)
    /// The pointer moves while down.
    case pointerMoved(Point)
    /// The pointer comes up.
    case pointerUp(Point)
    /// The pointer's touch is taken back (another phone handled it as a tap): no tap, no release.
    case pointerCancel
    /// Focuses a field by id, as if tapped.
    case focusField(String)
    /// Types text at the caret.
    case type(String)
    /// Pastes text; newlines become spaces in a single-line field.
    case paste(String)
    /// IME composition in progress (empty to clear).
    case compose(String)
    /// A special key.
    case key(EditKey)
    /// Scrolls by a drag of `dx`, `dy` points (content moves with the finger).
    case scroll(dx: Double, dy: Double)
    /// Dismisses the keyboard.
    case dismiss
    /// Rotates to an orientation, or to the other one when nil.
    case rotate(Orientation?)
    /// Switches to the next device preset, or to a named one.
    case setDevice(String?)
    /// Sets how drags dismiss the keyboard, or cycles to the next mode (nil).
    case dismissMode(KeyboardDismissMode?)
    /// Turns hardware-keyboard mode on or off (nil toggles).
    case hardwareKeyboard(Bool?)
    /// Turns the predictive bar on or off (nil toggles).
    case predictiveBar(Bool?)
    /// Turns the accessory toolbar on or off (nil toggles).
    case accessoryBar(Bool?)
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
    /// Replaces every field value (loaded from a values file).
    case loadValues([String: String])
    /// Switches to light or dark (nil toggles).
    case appearance(Appearance?)
    /// Sets the Dynamic Type text size, or steps to the next larger one (nil; after ax5 comes xs).
    case textSize(TextSize?)
    /// Docks or floats the keyboard (nil toggles); it floats only on a device with a floating keyboard (iPad).
    case keyboardMode(KeyboardMode?)
    /// Runs an iOS version (nil: the next one), with its keyboard, heights and default quirks.
    case ios(IOSVersion?)
    /// Sets the conditions `overrides` names, as a scenario's `at T KEY VALUE` does for a key of the condition table
    /// with no action of its own; the phone applies them as it applies a header's (``Phone/apply(_:measurer:)``).
    case condition(ConditionOverrides)
    /// Presents the screen full screen or in a sheet (nil: the next of full screen, page sheet large and medium,
    /// form sheet).
    case presentation(ModalPresentation?)
    /// Focuses the navigation bar's search field, if the screen has one.
    case tapSearch
    /// Taps the bottom bar's button, if the screen has one and the keyboard does not cover it.
    case tapBar
    /// Taps tab `index` (from 0) of the tab bar, selecting it.
    case tapTab(Int)
    /// Sends what the composer holds, as its Return key or send button does.
    case send
    /// Moves the floating keyboard's top-left corner to a point, in screen points (clamped onto the screen).
    case moveKeyboard(Point)
    /// Takes a predictive-bar suggestion: it replaces the word before the caret, followed by a space.
    case acceptSuggestion(String)
}
