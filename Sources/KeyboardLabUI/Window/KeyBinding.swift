import LabDrawing

/// One key of the interactive window: the key and the modifiers it needs, the help card's line for it and what it
/// does. ``WindowKeys/bindings`` lists them all, for the window's loop and its help card alike.
public struct KeyBinding: Equatable, Hashable, Sendable {
    /// The key.
    public let key: Key
    /// The modifiers that must be held with it (others may be held too).
    public let modifiers: KeyModifiers
    /// The help card's line: for a function key what it does (the card shows the key beside it), for any other key
    /// the whole line, shared by keys described together; nil for the editing keys, which act as on a phone's
    /// hardware keyboard and are not listed.
    public let help: String?
    /// What the key does.
    public let command: WindowCommand
    /// Lines about the mouse that the help card shows after this key's line.
    public let pointerHelp: [String]

    /// A binding of `key` held with `modifiers` to `command`, described on the help card by `help`.
    public init(
        _ key: Key, _ modifiers: KeyModifiers = [], help: String?, _ command: WindowCommand, pointerHelp: [String] = []
    ) {
        self.key = key
        self.modifiers = modifiers
        self.help = help
        self.command = command
        self.pointerHelp = pointerHelp
    }

    /// Whether a press of `key` with `held` modifiers is this binding's: the same key (a letter in either case) with
    /// at least its modifiers held.
    public func matches(_ key: Key, held: KeyModifiers) -> Bool {
        guard held.isSuperset(of: modifiers) else { return false }
        if case .other(let name) = key, case .other(let own) = self.key { return name.lowercased() == own.lowercased() }
        return key == self.key
    }
}
