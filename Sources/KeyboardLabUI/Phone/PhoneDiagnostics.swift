import KeyboardAvoidance

/// What the overlay shows about a phone's past: the last notifications, the past animations and the last scroll.
public struct PhoneDiagnostics: Equatable, Sendable {
    /// How many notifications the log keeps.
    public static let logCapacity = 6
    /// The last notifications, newest last, for the overlay's log: what the lab's panel observer received.
    public private(set) var notificationLog: [TimedNotification] = []
    /// Past animations, for the overlay's plot.
    public private(set) var history = TimelineHistory()
    /// When the user last scrolled, for the scroll indicator.
    public private(set) var lastScroll: Instant?

    /// Adds `notifications` to the log, keeping the last ``logCapacity``.
    mutating func log(_ notifications: [TimedNotification]) {
        notificationLog.append(contentsOf: notifications)
        if notificationLog.count > Self.logCapacity {
            notificationLog.removeFirst(notificationLog.count - Self.logCapacity)
        }
    }

    /// Records `transition` in the history as in force from `time` (``TimelineHistory/record(_:since:)``).
    mutating func record(_ transition: Transition, since time: Instant) { history.record(transition, since: time) }

    /// Notes that the user scrolled at `time`.
    mutating func noteScroll(at time: Instant) { lastScroll = time }
}
