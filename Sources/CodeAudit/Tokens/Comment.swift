/// A comment: its text, markers included, and its first and last lines.
public struct Comment: Equatable, Sendable {
    /// The comment as written.
    public var text: String
    /// Its first line.
    public var line: Int
    /// Its last line.
    public var endLine: Int
}
