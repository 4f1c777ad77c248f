import KeyboardAvoidance

/// The text a phone's fields hold and where editing happens: every field's value, the focused field, the caret,
/// IME composition, shift, and where a multi-line field's wrapped lines start.
public struct PhoneEditor: Equatable, Sendable {
    /// The current value of every field, in focus order: the model, not the row views, holds what was typed.
    public internal(set) var values: [String]
    /// The focused field's index, or nil.
    public internal(set) var focus: Int? {
        didSet { if let focus { keyboardOwner = focus } }
    }
    /// The field the keyboard on screen belongs to: the focused one, or after a dismissal the one it was up for,
    /// so the keyboard that slides away keeps its layout, height, predictions and return key. Only a new focus
    /// changes it.
    public private(set) var keyboardOwner: Int?
    /// The caret in the focused field, in characters.
    public internal(set) var caret = 0
    /// IME text being composed at the caret.
    public internal(set) var composition = ""
    /// Whether the next letter is upper case.
    public internal(set) var shift = false
    /// Whether the Android keyboard shows its symbols page (?123) instead of its letters.
    public internal(set) var symbols = false
    /// Where each wrapped line of a multi-line field starts (character offsets), by field index, as last laid out
    /// with the renderer's text measurement.
    public internal(set) var lineStarts: [Int: [Int]] = [:]

    /// An editor over `values`, nothing focused.
    init(values: [String]) {
        self.values = values
    }

    /// Drops the IME text being composed.
    mutating func endComposition() { composition = "" }
}
