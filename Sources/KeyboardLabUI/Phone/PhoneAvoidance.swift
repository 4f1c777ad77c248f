import KeyboardAvoidance

/// A phone's keyboard avoidance over time: the strategy's timeline, the keyboard session in progress and what the
/// last one's restore missed (for the problem flags), and the notifications posted but not yet taken.
public struct PhoneAvoidance: Equatable, Sendable {
    /// The avoidance strategy over time.
    public internal(set) var timeline: AvoidanceTimeline
    /// The keyboard session in progress, for the problem flags.
    public internal(set) var session: KeyboardSession?
    /// What the last session's restore missed, until the next show.
    public internal(set) var restoreMisses: [AvoidanceProblem] = []
    /// Every notification posted so far that has not been taken by ``Phone/takeNotifications()``.
    public internal(set) var pendingNotifications: [TimedNotification] = []

    /// Avoidance driving `timeline`, with no session.
    init(timeline: AvoidanceTimeline) {
        self.timeline = timeline
    }

    /// Queues notifications the timeline posted for outside observers.
    mutating func queue(_ notifications: [TimedNotification]) { pendingNotifications.append(contentsOf: notifications) }

    /// Takes the notifications posted since the last call, in order.
    mutating func takeNotifications() -> [TimedNotification] {
        defer { pendingNotifications.removeAll(keepingCapacity: true) }
        return pendingNotifications
    }
}
