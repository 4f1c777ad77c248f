/// The keys KeyboardLab reacts to; every other key is ``other(_:)`` with its name.
public enum Key: Equatable, Hashable, Sendable {
    /// Tab.
    case tab
    /// Return or keypad Enter.
    case returnKey
    /// Escape.
    case escape
    /// Backspace.
    case backspace
    /// Forward delete.
    case delete
    /// Left arrow.
    case left
    /// Right arrow.
    case right
    /// Up arrow.
    case up
    /// Down arrow.
    case down
    /// Home.
    case home
    /// End.
    case end
    /// F1.
    case f1
    /// F2.
    case f2
    /// F3.
    case f3
    /// F4.
    case f4
    /// F5.
    case f5
    /// F6.
    case f6
    /// F7.
    case f7
    /// F8.
    case f8
    /// F9.
    case f9
    /// F10.
    case f10
    /// F11.
    case f11
    /// F12.
    case f12
    /// Any other key, by its SDL name ("A", "Space", "Left Shift"…).
    case other(String)

    /// The function keys in order, F1 first.
    public static let functionKeys: [Key] = [.f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11, .f12]

    /// The function key's number (1…12), or nil for other keys.
    public var functionNumber: Int? {
        Key.functionKeys.firstIndex(of: self).map { $0 + 1 }
    }
}

/// Modifier keys held with a key press.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: Int

    /// Creates modifiers from a bit mask.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Either Shift key.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Either Control key.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Either Alt (Option) key.
    public static let alt = KeyModifiers(rawValue: 1 << 2)
    /// Either GUI (Super, Command) key.
    public static let command = KeyModifiers(rawValue: 1 << 3)
}
