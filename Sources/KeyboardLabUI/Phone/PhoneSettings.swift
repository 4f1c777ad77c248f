import KeyboardAvoidance

/// The options that shape a phone besides its device and form, as a scenario header, a command-line flag or a
/// `--compare` column sets them. Each is optional: an unset option keeps the phone's own.
///
/// ```swift
/// let settings = scenario.settings.overriding(with: PhoneSettings(dismissMode: .onDrag))  // the flag wins
/// phone.apply(settings)
/// ```
public struct PhoneSettings: Equatable, Hashable, Sendable {
    /// How drags dismiss the keyboard.
    public var dismissMode: KeyboardDismissMode?

    /// Settings with the given options set.
    public init(dismissMode: KeyboardDismissMode? = nil) {
        self.dismissMode = dismissMode
    }

    /// These settings with every option `other` sets taking its value.
    public func overriding(with other: PhoneSettings) -> PhoneSettings {
        var result = self
        if let mode = other.dismissMode { result.dismissMode = mode }
        return result
    }
}

extension Phone {
    /// Applies every option `settings` sets.
    public mutating func apply(_ settings: PhoneSettings) {
        if let mode = settings.dismissMode { dismissMode = mode }
    }
}
