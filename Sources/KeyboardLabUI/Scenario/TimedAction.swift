import KeyboardAvoidance

/// An action at an instant, with the line it came from.
public struct TimedAction: Equatable, Sendable {
    /// When it happens.
    public var time: Instant
    /// What happens.
    public var action: Action
    /// The 1-based line in the scenario file.
    public var line: Int
    /// The one phone of a `compare` scenario it is for, from 0 (`at T phone N …` names it from 1), or nil for
    /// every phone.
    public var phone: Int?

    /// Creates a timed action, for phone `phone` alone when given.
    public init(time: Instant, action: Action, line: Int, phone: Int? = nil) {
        self.time = time
        self.action = action
        self.line = line
        self.phone = phone
    }
}
