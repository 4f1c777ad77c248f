/// A problem with something a user fed in (a scenario, form, device or values file): one line naming the file,
/// the place and what was expected.
///
/// ```swift
/// InputError(file: "demo.scenario", line: 3, column: 4, message: "expected a time in seconds, found \"soon\"")
///     .description  // demo.scenario:3:4: expected a time in seconds, found "soon"
/// ```
public struct InputError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The file's path as the user gave it.
    public var file: String
    /// The 1-based line, when known.
    public var line: Int?
    /// The 1-based column, when known.
    public var column: Int?
    /// What was wrong and what was expected.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, leaving out what is unknown; always a single line.
    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let line, line > 0, let column { place += ":\(column)" }
        let oneLine = message.split(whereSeparator: \.isNewline).joined(separator: " ")
        return "\(place): \(oneLine)"
    }
}
