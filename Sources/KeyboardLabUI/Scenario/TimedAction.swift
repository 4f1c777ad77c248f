import KeyboardAvoidance

/// An action at an instant, with the line it came from.
public struct TimedAction: Equatable, Sendable {
    /// When it happens.
    public var time: Instant
    /// What happens.
    public var action: Action
    /// The 1-based line in the scenario file.
    public var line: Int

    /// Creates a timed action.
    public init(time: Instant, action: Action, line: Int) {
        self.time = time
        self.action = action
        self.line = line
    }
}
