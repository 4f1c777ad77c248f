/// Editing a field's value by user-perceived characters (grapheme clusters), with a caret between them.
///
/// ```swift
/// var edit = TextEditing(text: "café", caret: 4)
/// edit.deleteBackward()  // "caf", caret 3
/// ```
public struct TextEditing: Equatable, Hashable, Sendable {
    /// The value.
    public private(set) var text: String
    /// The caret, in characters from the start.
    public private(set) var caret: Int

    /// Creates an editor with the caret at `caret` (clamped), or at the end.
    public init(text: String, caret: Int? = nil) {
        self.text = text
        self.caret = min(max(0, caret ?? text.count), text.count)
    }

    private func index(_ offset: Int) -> String.Index { text.index(text.startIndex, offsetBy: offset) }

    /// Inserts `string` at the caret and moves the caret after it.
    ///
    /// - Complexity: O(n) in the value's length.
    public mutating func insert(_ string: String) {
        guard !string.isEmpty else { return }
        let before = text.count
        text.insert(contentsOf: string, at: index(caret))
        // A combining mark may merge with the character before it, so count what was really added.
        caret = max(0, min(text.count, caret + text.count - before))
    }

    /// Deletes the character before the caret.
    public mutating func deleteBackward() {
        guard caret > 0 else { return }
        text.remove(at: index(caret - 1))
        caret -= 1
    }

    /// Moves the caret one character left.
    public mutating func moveLeft() { caret = max(0, caret - 1) }
    /// Moves the caret one character right.
    public mutating func moveRight() { caret = min(text.count, caret + 1) }
    /// Moves the caret to the start.
    public mutating func moveToStart() { caret = 0 }
    /// Moves the caret to the end.
    public mutating func moveToEnd() { caret = text.count }

    /// The text before the caret.
    public var textBeforeCaret: Substring { text[..<index(caret)] }

    /// The word that ends at the caret: the characters before it back to the last of `separators`.
    public func wordBeforeCaret(separatedBy separators: Set<Character>) -> Substring {
        wordBeforeCaret { separators.contains($0) }
    }

    /// The word that ends at the caret: the characters back to the last one `isSeparator` accepts.
    public func wordBeforeCaret(where isSeparator: (Character) -> Bool) -> Substring {
        let before = textBeforeCaret
        let start = before.lastIndex(where: isSeparator).map(before.index(after:)) ?? before.startIndex
        return before[start...]
    }

    /// Replaces the word that ends at the caret with `string` and moves the caret after it (a suggestion taken).
    ///
    /// - Complexity: O(n) in the value's length.
    public mutating func replaceWordBeforeCaret(with string: String, separatedBy separators: Set<Character>) {
        replaceWordBeforeCaret(with: string) { separators.contains($0) }
    }

    /// Replaces the word that ends at the caret, back to the last character `isSeparator` accepts, with `string`.
    public mutating func replaceWordBeforeCaret(with string: String, where isSeparator: (Character) -> Bool) {
        let word = wordBeforeCaret(where: isSeparator)
        caret -= word.count
        text.removeSubrange(word.startIndex..<index(caret + word.count))
        insert(string)
    }
}
