import KeyboardAvoidance

/// One capture: a name and an instant.
public struct Capture: Equatable, Hashable, Sendable {
    /// The PNG's name without extension, e.g. `show-0.05`.
    public var name: String
    /// The `as` name of the capture line it came from.
    public var sequence: String
    /// When to capture.
    public var time: Instant
    /// The 1-based line in the scenario file.
    public var line: Int

    /// Creates a capture.
    public init(name: String, sequence: String, time: Instant, line: Int) {
        self.name = name
        self.sequence = sequence
        self.time = time
        self.line = line
    }
}
