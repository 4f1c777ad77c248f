/// How dragging the scroll view's content dismisses the keyboard, as UIScrollView's `keyboardDismissMode`.
public enum KeyboardDismissMode: String, Equatable, Hashable, Sendable, CaseIterable, NamedChoice {
    /// Dragging never dismisses the keyboard.
    case none
    /// The first movement of a drag that scrolls the content dismisses the keyboard.
    case onDrag = "on-drag"
    /// The keyboard's top follows a finger that goes below it; releasing while moving down dismisses it.
    case interactive

    /// The next mode, for a key that cycles through them.
    public var next: KeyboardDismissMode {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
