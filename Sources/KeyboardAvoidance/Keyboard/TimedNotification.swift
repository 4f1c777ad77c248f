/// A keyboard notification and the instant it was posted.
public struct TimedNotification: Equatable, Hashable, Sendable {
    /// When it was posted.
    public var time: Instant
    /// What it carried.
    public var info: KeyboardInfo

    /// Creates a timed notification.
    public init(time: Instant, info: KeyboardInfo) {
        self.time = time
        self.info = info
    }
}
