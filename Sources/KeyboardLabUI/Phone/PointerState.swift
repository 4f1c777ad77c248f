import KeyboardAvoidance

/// A finger (or the mouse button) while it is down: where it went down, where it has been over the last moments,
/// and what it is doing: pressing a key, dragging the content, or dragging the keyboard down with it.
public struct PointerState: Equatable, Hashable, Sendable {
    /// One position of the finger and when it was there.
    public struct Sample: Equatable, Hashable, Sendable {
        /// When.
        public var time: Instant
        /// Where, in screen points.
        public var point: Point

        /// Creates a sample.
        public init(time: Instant, point: Point) {
            self.time = time
            self.point = point
        }
    }

    /// Where it went down, in screen points.
    public var start: Point
    /// Where it was last.
    public var last: Point
    /// Whether it moved far enough to count as a drag (scroll) rather than a tap.
    public var isDragging: Bool
    /// The virtual key under it when it went down, if any.
    public var pressedKey: PlacedKey?
    /// Whether it went down on the keyboard: it presses keys and never drags.
    public var startedOnKeyboard = false
    /// Whether the keyboard's top is following it (an interactive dismissal in progress).
    public var isFollowingKeyboard = false
    /// While it drags the floating keyboard by its handle: the keyboard's frame when it went down and the
    /// finger's offset from the keyboard's top-left corner.
    public var keyboardGrab: KeyboardGrab?
    /// Recent positions, for the release velocity, oldest first.
    public private(set) var samples: [Sample] = []

    /// A floating keyboard held by its handle.
    public struct KeyboardGrab: Equatable, Hashable, Sendable {
        /// The keyboard's frame when the finger went down.
        public var startFrame: Rect
        /// The finger's offset from the keyboard's top-left corner.
        public var offset: Point
    }

    /// How far back the release velocity looks.
    public static let velocityWindow = TimeAmount(seconds: 0.05)

    /// A finger that went down at `point` at `time`.
    public init(at point: Point, time: Instant, pressedKey: PlacedKey? = nil, startedOnKeyboard: Bool = false) {
        start = point
        last = point
        isDragging = false
        self.pressedKey = pressedKey
        self.startedOnKeyboard = startedOnKeyboard
        samples = [Sample(time: time, point: point)]
    }

    /// Records that the finger is at `point` at `time`, keeping only what the velocity needs.
    public mutating func record(_ point: Point, at time: Instant) {
        samples.append(Sample(time: time, point: point))
        let horizon = time - Self.velocityWindow * 2
        if let keep = samples.lastIndex(where: { $0.time < horizon }), keep > 0 { samples.removeFirst(keep) }
    }

    /// The vertical velocity over the last 50 ms before `time`, in points per second (positive is downward);
    /// 0 when the finger has not moved in that time.
    public func velocity(at time: Instant) -> Double {
        guard let newest = samples.last else { return 0 }
        let horizon = time - Self.velocityWindow
        var first = samples.firstIndex { $0.time >= horizon } ?? (samples.count - 1)
        // When the window spans no time (a finger sampled less often than the window, or several moves that a
        // busy window delivered in one frame), pair the newest sample with the last one before its instant.
        while first > 0, (newest.time - samples[first].time).seconds <= 1e-9 { first -= 1 }
        let oldest = samples[first]
        let seconds = (newest.time - oldest.time).seconds
        guard seconds > 1e-9 else { return 0 }
        return (newest.point.y - oldest.point.y) / seconds
    }
}
