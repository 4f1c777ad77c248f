/// What the predictive bar suggests, from what is typed: with no word under way, the layout's three starters; while
/// a word is typed, that word (in quotes, as typed) and two completions from the bundled word list, most common
/// first.
///
/// ```swift
/// let bar = PredictiveText(text: "I like foo", caret: 10, starters: ["I", "The", "I'm"], words: words)
/// bar.typedWord    // "foo"
/// bar.suggestions  // ["foo", "football", "footing"]
/// ```
public struct PredictiveText: Equatable, Sendable {
    /// The word before the caret, or nil when the caret follows a space or starts the text.
    public var typedWord: String?
    /// The three suggestions, left to right (a missing completion is an empty slot).
    public var suggestions: [String]

    /// Whether `character` ends a word: anything but a letter, a digit, an apostrophe or a hyphen, so "line." and
    /// "Wait…" have ended their word (the bar offers starters again), as iOS's does; a suggestion taken replaces
    /// the word back to such a character.
    public static func isSeparator(_ character: Character) -> Bool {
        !(character.isLetter || character.isNumber || character == "'" || character == "\u{2019}"
            || character == "-")
    }

    /// ``isSeparator(_:)`` on the email keyboard, where "@", "." and "_" belong to the address being typed.
    public static func isEmailSeparator(_ character: Character) -> Bool {
        isSeparator(character) && !"@._+".contains(character)
    }

    /// The bar for `text` with the caret at character offset `caret`.
    ///
    /// - Complexity: O(c + w) in the characters before the caret and the words.
    public init(text: String, caret: Int, starters: [String], words: [String], isEmail: Bool = false) {
        let word = TextEditing(text: text, caret: caret).wordBeforeCaret(
            where: isEmail ? Self.isEmailSeparator : Self.isSeparator)
        guard !word.isEmpty else {
            typedWord = nil
            suggestions = starters
            return
        }
        let typed = String(word)
        let lower = typed.lowercased()
        var completions = words.filter { $0.count > typed.count && $0.lowercased().hasPrefix(lower) }.prefix(2).map {
            // Keep what the user typed, as the keyboard does: "Foo" completes to "Football".
            typed + $0.dropFirst(typed.count)
        }
        while completions.count < 2 { completions.append("") }
        typedWord = typed
        suggestions = [typed] + completions
    }
}
