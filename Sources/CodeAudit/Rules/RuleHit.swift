/// A hit of a rule in a file: where, and what it says there.
public struct RuleHit: Equatable, Sendable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// The finding's message.
    public var message: String
    /// The path the hit is in, when not the file being read (a manifest a Kotlin rule points at); nil for that file.
    public var path: String?

    /// A hit at the token `token` saying `message`.
    public init(at token: Token, _ message: String) {
        self.init(line: token.line, column: token.column, message)
    }

    /// A hit at `line`:`column` (of `path`, when given) saying `message`.
    public init(line: Int, column: Int = 1, _ message: String, path: String? = nil) {
        self.line = line
        self.column = column
        self.message = message
        self.path = path
    }
}
