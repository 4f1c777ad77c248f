/// One token of a source file: its kind, its text as written, and where it starts.
///
/// A string literal is one token, its quotes and interpolations included; ``value`` gives its text between the
/// quotes. Comments are not tokens: the tokenizer keeps them apart (``TokenizedSource/comments``).
public struct Token: Equatable, Sendable {
    /// What a token is.
    public enum Kind: Equatable, Sendable {
        /// A name or a keyword: `let`, `contentInset`, `Modifier`.
        case identifier
        /// A number as written: `35`, `0.3`, `0x1F`.
        case number
        /// A string or character literal, quotes included.
        case string
        /// An operator or a bracket, one or more characters: `(`, `.`, `=`, `?.`, `=>`.
        case punctuation
        /// JSX text between tags, which is no code.
        case jsxText
    }

    /// What the token is.
    public var kind: Kind
    /// The token as written.
    public var text: String
    /// Its 1-based line.
    public var line: Int
    /// Its 1-based column, in bytes of UTF-8.
    public var column: Int

    /// A token of `kind` written `text` at `line`:`column`.
    public init(_ kind: Kind, _ text: String, line: Int, column: Int) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
    }

    /// A string literal's text between its quotes (raw-string hashes and a Dart `r` dropped); other tokens' text.
    public var value: String {
        guard kind == .string else { return text }
        var body = Substring(text)
        if body.hasPrefix("r") { body = body.dropFirst() }
        while body.hasPrefix("#"), body.hasSuffix("#") { body = body.dropFirst().dropLast() }
        for quote in ["\"\"\"", "'''", "\"", "'", "`"] where body.hasPrefix(quote) && body.hasSuffix(quote) {
            if body.count >= 2 * quote.count { return String(body.dropFirst(quote.count).dropLast(quote.count)) }
        }
        return String(body)
    }

    /// Whether the token is the identifier or punctuation `text`.
    public func `is`(_ text: String) -> Bool { kind != .string && kind != .jsxText && self.text == text }
}
