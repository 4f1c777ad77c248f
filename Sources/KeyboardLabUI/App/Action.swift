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
    /// Turns hardware-keyboard mode on or off (nil toggles).
    case hardwareKeyboard(Bool?)
    /// Turns the predictive bar on or off (nil toggles).
    case predictiveBar(Bool?)
    /// Turns the accessory toolbar on or off (nil toggles).
    case accessoryBar(Bool?)
    /// Changes what the lab shows around the phones, or its pace: not a condition of the phone.
    case chrome(ChromeAction)
    /// Replaces every field value (loaded from a values file).
    case loadValues([String: String])
    /// Sets the conditions `overrides` names, as a scenario's `at T KEY VALUE` does: a new device or orientation lays
    /// the phone out again; the others apply as a header's do (``Phone/apply(_:measurer:)``).
    case condition(ConditionOverrides)
    /// Steps the condition key named so (``ConditionKeys``) as the window's key does: the next device, the other
    /// orientation, the next text size (see ``AnyConditionKey/next(of:)``).
    case nextCondition(String)
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
