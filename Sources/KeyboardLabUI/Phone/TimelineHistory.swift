import KeyboardAvoidance

/// The animations in force over the last few seconds, so the overlay's plot can evaluate any past instant as a
/// function of time (the same pixels however many frames reached it).
public struct TimelineHistory: Equatable, Hashable, Sendable {
    /// Each animation and the instant from which it was in force, oldest first.
    public private(set) var segments: [(since: Instant, transition: Transition)] = []
    /// How far back the plot looks.
    public static let window = TimeAmount(seconds: 3)

    /// An empty history.
    public init() {}

    /// Records `transition` as in force from `since`, dropping segments that ended before the window.
    public mutating func record(_ transition: Transition, since: Instant) {
        if let last = segments.last, last.transition == transition { return }
        if let last = segments.last, last.since == since { segments.removeLast() }
        segments.append((since, transition))
        let horizon = Instant(seconds: since.seconds - Self.window.seconds)
        while segments.count > 1, segments[1].since <= horizon { segments.removeFirst() }
    }

    /// The keyboard and scroll state at a past `time`, or nil before the first segment.
    ///
    /// - Complexity: O(s) in the few segments kept.
    public func state(at time: Instant) -> KeyboardScrollState? {
        guard let segment = segments.last(where: { $0.since <= time }) else { return nil }
        return segment.transition.state(at: time)
    }

    /// Compares segments by value.
    public static func == (lhs: TimelineHistory, rhs: TimelineHistory) -> Bool {
        lhs.segments.elementsEqual(rhs.segments) { $0.since == $1.since && $0.transition == $1.transition }
    }

    /// Hashes the segments.
    public func hash(into hasher: inout Hasher) {
        for segment in segments {
            hasher.combine(segment.since)
            hasher.combine(segment.transition)
        }
    }
}
