/// A moment on the lab's clock, in seconds since the session or scenario started.
///
/// The core never reads a clock: every instant comes in from the caller.
public struct Instant: Equatable, Hashable, Comparable, Sendable {
    /// Seconds since the start.
    public var seconds: Double

    /// Creates an instant `seconds` after the start.
    public init(seconds: Double) {
        self.seconds = seconds
    }

    /// The start of the clock.
    public static let zero = Instant(seconds: 0)

    /// Orders instants by time.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.seconds < rhs.seconds }

    /// The instant `amount` later.
    public static func + (lhs: Instant, rhs: TimeAmount) -> Instant { Instant(seconds: lhs.seconds + rhs.seconds) }

    /// The time between two instants.
    public static func - (lhs: Instant, rhs: Instant) -> TimeAmount { TimeAmount(seconds: lhs.seconds - rhs.seconds) }

    /// The instant `rhs` before `lhs`.
    public static func - (lhs: Instant, rhs: TimeAmount) -> Instant { Instant(seconds: lhs.seconds - rhs.seconds) }
}

/// A length of time in seconds, as opposed to an ``Instant``.
public struct TimeAmount: Equatable, Hashable, Comparable, Sendable {
    /// The length in seconds.
    public var seconds: Double

    /// Creates a length of `seconds`.
    public init(seconds: Double) {
        self.seconds = seconds
    }

    /// No time at all.
    public static let zero = TimeAmount(seconds: 0)

    /// Orders lengths.
    public static func < (lhs: TimeAmount, rhs: TimeAmount) -> Bool { lhs.seconds < rhs.seconds }

    /// The length scaled by `factor`.
    public static func * (lhs: TimeAmount, rhs: Double) -> TimeAmount { TimeAmount(seconds: lhs.seconds * rhs) }
}
