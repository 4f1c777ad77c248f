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
