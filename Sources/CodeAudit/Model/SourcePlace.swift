/// A place in a file: its path relative to the root and its 1-based line.
public struct SourcePlace: Equatable, Hashable, Sendable, Codable {
    /// The file.
    public var path: String
    /// The line.
    public var line: Int

    /// Line `line` of `path`.
    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }
}
