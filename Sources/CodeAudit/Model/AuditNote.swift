import Foundation

/// A file the audit could not read or parse, or something it wants said about one: never a crash, never a silent
/// skip; the report lists each as a note.
public struct AuditNote: Error, Equatable, Sendable, Codable {
    /// The file, relative to the scanned root.
    public var path: String
    /// The line, when known.
    public var line: Int?
    /// What happened, on one line.
    public var message: String

    /// A note on `path` (at `line`) saying `message`.
    public init(path: String, line: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: note: message`.
    public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): note: \(message)" }
}
