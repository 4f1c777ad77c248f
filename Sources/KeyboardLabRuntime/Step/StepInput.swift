import KeyboardAvoidance
import KeyboardLabUI

/// One input to a frame step: an action, the instant it happened, and the phone it happened on when it is a
/// pointer action aimed at one phone of several (the others replay it), or the one phone of several it is for
/// (`alone`: a compare window's condition key, or a scenario's `at T phone N …`).
///
/// ```swift
/// runtime.step([StepInput(.focusField("city"), at: Instant(seconds: 0.1))], to: Instant(seconds: 0.5))
/// ```
public struct StepInput: Equatable, Sendable {
    /// What happened.
    public var action: Action
    /// When it happened; nil means at the step's own instant.
    public var time: Instant?
    /// The phone a pointer action happened on, or nil for every phone alike.
    public var phone: Int?
    /// Whether the action goes to ``phone`` alone, the others untouched.
    public var alone = false

    /// Creates an input; with `alone`, for phone `phone` only.
    public init(_ action: Action, at time: Instant? = nil, phone: Int? = nil, alone: Bool = false) {
        self.action = action
        self.time = time
        self.phone = phone
        self.alone = alone && phone != nil
    }
}
