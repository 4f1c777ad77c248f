import KeyboardAvoidance
import LabDrawing

/// The text a phone's fields hold and where editing happens: every field's value, the focused field, the caret,
/// IME composition, shift, and where a multi-line field's wrapped lines start. Its methods are the only code that
/// changes them; the phone calls them and lays out or moves the keyboard around them.
public struct PhoneEditor: Equatable, Sendable {
    /// The current value of every field, in focus order: the model, not the row views, holds what was typed.
    public private(set) var values: [String]
    /// The focused field's index, or nil. Only ``moveFocus(to:caret:)`` changes it.
    public private(set) var focus: Int? {
        didSet { if let focus { keyboardOwner = focus } }
    }
    /// The field the keyboard on screen belongs to: the focused one, or after a dismissal the one it was up for,
    /// so the keyboard that slides away keeps its layout, height, predictions and return key. Only a new focus
    /// changes it.
    public private(set) var keyboardOwner: Int?
    /// The caret in the focused field, in characters.
    public private(set) var caret = 0
    /// IME text being composed at the caret.
    public private(set) var composition = ""
    /// Whether the next letter is upper case.
    public private(set) var shift = false
    /// Whether the Android keyboard shows its symbols page (?123) instead of its letters.
    public private(set) var symbols = false
    /// Where each wrapped line of a multi-line field starts (character offsets), by field index, as last laid out
    /// with the renderer's text measurement.
    public private(set) var lineStarts: [Int: [Int]] = [:]

    /// An editor over `values`, nothing focused.
    init(values: [String]) {
        self.values = values
    }

    // MARK: Focus

    /// Moves the focus to field `index`, or takes it away (nil): the composition ends, shift and the symbols page
    /// go off, and a newly focused field's caret goes to `caret` (its text's end when nil). The one place focus
    /// changes.
    mutating func moveFocus(to index: Int?, caret: Int? = nil) {
        composition = ""
        focus = index
        if let index { self.caret = caret ?? values[index].count }
        shift = false
        symbols = false
    }

    // MARK: Text

    /// Changes the focused field's text and caret by `change`; returns the text before, or nil with no focus.
    mutating func edit(_ change: (inout TextEditing) -> Void) -> String? {
        guard let focus else { return nil }
        let old = values[focus]
        var editing = TextEditing(text: old, caret: caret)
        change(&editing)
        values[focus] = editing.text
        caret = editing.caret
        return old
    }

    /// Replaces the values of the fields in `byIndex` (a values file); the caret stays where it is.
    mutating func load(_ byIndex: [Int: String]) {
        for (index, value) in byIndex { values[index] = value }
    }

    /// Puts the caret at the end of the focused field's text.
    mutating func moveCaretToEnd() {
        if let focus { caret = values[focus].count }
    }

    /// Puts the caret at `offset` in the focused field.
    mutating func placeCaret(at offset: Int) { caret = offset }

    /// Empties field `index` (a sent composer): its caret at 0 when focused, no composition, one line.
    mutating func clear(field index: Int) {
        values[index] = ""
        if focus == index { caret = 0 }
        composition = ""
        lineStarts[index] = [0]
    }

    /// Sets the IME text being composed at the caret, when a field is focused.
    mutating func compose(_ text: String) {
        if focus != nil { composition = text }
    }

    /// Drops the IME text being composed.
    mutating func endComposition() { composition = "" }

    /// Deletes the last composed character; false when nothing is being composed (a Backspace deletes text then).
    mutating func deleteComposedCharacter() -> Bool {
        guard !composition.isEmpty else { return false }
        composition.removeLast()
        return true
    }

    // MARK: Keyboard state

    /// Turns shift on or off.
    mutating func toggleShift() { shift.toggle() }

    /// Turns shift off, after a letter was typed.
    mutating func releaseShift() { shift = false }

    /// Shows the Android keyboard's symbols page (`true`) or its letters (`false`), shift off.
    mutating func showSymbols(_ on: Bool) {
        symbols = on
        shift = false
    }

    /// The text of the keyboard's field, which its predictions are for: the focused field's, or the one the
    /// keyboard was up for while it hides (``keyboardOwner``); "" before any focus.
    public var keyboardText: String {
        (focus ?? keyboardOwner).flatMap { values.indices.contains($0) ? values[$0] : nil } ?? ""
    }

    // MARK: Lines

    /// The line the caret is on in the focused multi-line field, as last wrapped (0 elsewhere).
    public var caretLine: Int {
        guard let focus, let starts = lineStarts[focus] else { return 0 }
        return starts.lastIndex { $0 <= caret } ?? 0
    }

    /// Wrapped line counts of multi-line fields by index.
    public var lineCounts: [Int: Int] { lineStarts.mapValues(\.count) }

    /// Wraps each field of `wrappers` again from scratch with its wrapper, forgetting every other field's lines.
    mutating func wrap(_ wrappers: [(field: Int, wrapper: TextWrapper)]) {
        lineStarts = [:]
        for (index, wrapper) in wrappers { lineStarts[index] = wrapper.lines(values[index]).map(\.start) }
    }

    /// Wraps field `index` again with `wrapper` after its text changed from `old`, from the lines it had where it
    /// had some; returns whether the number of lines changed.
    mutating func rewrap(field index: Int, after old: String, with wrapper: TextWrapper) -> Bool {
        let countBefore = lineStarts[index]?.count ?? 1
        let starts =
            lineStarts[index].map { wrapper.lineStarts(of: values[index], after: old, previous: $0) }
            ?? wrapper.lines(values[index]).map(\.start)
        lineStarts[index] = starts
        return starts.count != countBefore
    }
}
