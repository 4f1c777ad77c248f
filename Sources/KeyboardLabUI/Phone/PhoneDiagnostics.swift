import KeyboardAvoidance

/// What the overlay shows about a phone's past: the last notifications, the past animations and the last scroll.
public struct PhoneDiagnostics: Equatable, Sendable {
    /// How many notifications the log keeps.
    public static let logCapacity = 6
    /// The last notifications, newest last, for the overlay's log: what the lab's panel observer received.
    public internal(set) var notificationLog: [TimedNotification] = []
    /// Past animations, for the overlay's plot.
    public internal(set) var history = TimelineHistory()
    /// When the user last scrolled, for the scroll indicator.
    public internal(set) var lastScroll: Instant?

    /// Adds `notifications` to the log, keeping the last ``logCapacity``.
    mutating func log(_ notifications: [TimedNotification]) {
        notificationLog.append(contentsOf: notifications)
        if notificationLog.count > Self.logCapacity {
            notificationLog.removeFirst(notificationLog.count - Self.logCapacity)
        }
    }
}
