/// A file's tokens and comments, and whether the tokenizer reached its end cleanly.
public struct TokenizedSource: Equatable, Sendable {
    /// The code's tokens, in order.
    public var tokens: [Token] = []
    /// The comments, in order.
    public var comments: [Comment] = []
    /// What was left open at the end of the file (`an unterminated string at 12:5`), or nil.
    public var unterminated: String?
    /// The number of lines.
    public var lineCount = 0
}
