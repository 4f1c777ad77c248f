import KeyboardAvoidance

/// A phone's keyboard avoidance over time: the strategy's timeline, the keyboard session in progress and what the
/// last one's restore missed (for the problem flags), and the notifications posted but not yet taken.
public struct PhoneAvoidance: Equatable, Sendable {
    /// The avoidance strategy over time.
    public internal(set) var timeline: AvoidanceTimeline
    /// The keyboard session in progress, for the problem flags.
    public private(set) var session: KeyboardSession?
    /// What the last session's restore missed, until the next show.
    public private(set) var restoreMisses: [AvoidanceProblem] = []
    /// Every notification posted so far that has not been taken by ``Phone/takeNotifications()``.
    public private(set) var pendingNotifications: [TimedNotification] = []

    /// Avoidance driving `timeline`, with no session.
    init(timeline: AvoidanceTimeline) {
        self.timeline = timeline
    }

    /// Runs the timeline's animations `scale` times slower (10 in slow motion, else 1).
    mutating func slowDown(by scale: Double) { timeline.timeScale = scale }

    // MARK: Notifications

    /// Queues notifications the timeline posted (already handed to the avoidance strategy) for the observers
    /// outside the phone, which take them with ``Phone/takeNotifications()`` (the runtime posts them to its
    /// observers: the trace, the recorder and the panel's log).
    mutating func queue(_ notifications: [TimedNotification]) { pendingNotifications.append(contentsOf: notifications) }

    /// Takes the notifications posted since the last call, in order.
    mutating func takeNotifications() -> [TimedNotification] {
        defer { pendingNotifications.removeAll(keepingCapacity: true) }
        return pendingNotifications
    }

    // MARK: Sessions

    /// Notes the values before a keyboard session's first show (nothing while one is open): where the timeline is
    /// heading, and, for a message list laid out as `list`, whether it is at its end. The last restore's misses
    /// are forgotten.
    mutating func beginSessionIfNeeded(list: ScrollGeometry?) {
        guard session == nil else { return }
        var started = KeyboardSession(start: timeline.transition.to.scrollTarget)
        if let list { started.startedAtEnd = LiftPolicy.isAtEnd(started.start, in: list) }
        session = started
        restoreMisses = []
    }

    /// Notes that the user scrolled or the layout changed during the session, if one is open.
    mutating func noteMoved() { session?.moved = true }

    /// Whether a session is open and the hide that ends it has settled by `time`.
    func isSessionSettled(at time: Instant) -> Bool {
        session != nil && !timeline.isKeyboardShown && timeline.transition.isFinished(at: time)
    }

    /// Ends the session, checking that the inset and offset presented now (`now`) came back to where they were.
    mutating func endSession(presented now: KeyboardScrollState) {
        guard let session else { return }
        self.session = nil
        var misses: [AvoidanceProblem] = []
        if abs(now.contentInset.bottom - session.start.contentInset.bottom) > 0.5 {
            misses.append(
                .insetNotRestored(inset: now.contentInset.bottom, expected: session.start.contentInset.bottom))
        }
        if !session.moved, abs(now.contentOffset.y - session.start.contentOffset.y) > 0.5 {
            misses.append(.offsetNotRestored(offset: now.contentOffset.y, expected: session.start.contentOffset.y))
        }
        restoreMisses = misses
    }
}

/// One keyboard session, from the first show to the hide that settles: what the scroll view was before it, and
/// whether the user or a relayout moved things in between.
public struct KeyboardSession: Equatable, Hashable, Sendable {
    /// The inset and offset before the first show.
    public var start: ScrollTarget
    /// Whether the user scrolled or the layout changed during the session.
    public var moved = false
    /// Whether a message list was at its end when the session began.
    public var startedAtEnd = false
}
