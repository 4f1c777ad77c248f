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
