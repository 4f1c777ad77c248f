/// One animation of a ``Presentation`` on a curve, evaluated as a pure function of time.
///
/// ```swift
/// let slide = Transition(from: hidden, to: shown, start: Instant(seconds: 1), curve: .keyboard)
/// slide.presentation(at: Instant(seconds: 1.125))  // 66.5 % of the way
/// ```
public struct Transition: Equatable, Hashable, Sendable {
    /// Where the animation starts.
    public var from: Presentation
    /// Where it ends.
    public var to: Presentation
    /// When it starts.
    public var start: Instant
    /// The curve.
    public var curve: AnimationCurve
    /// The duration the keyboard reported.
    public var duration: TimeAmount
    /// How much slower than real time it runs: 1, or 10 for KeyboardLab's slow-animation mode.
    public var timeScale: Double

    /// Creates a transition.
    public init(
        from: Presentation, to: Presentation, start: Instant, curve: AnimationCurve = .keyboard,
        duration: TimeAmount = KeyboardInfo.standardDuration, timeScale: Double = 1
    ) {
        self.from = from
        self.to = to
        self.start = start
        self.curve = curve
        self.duration = duration
        self.timeScale = timeScale > 0 && timeScale.isFinite ? timeScale : 1
    }

    /// A transition that is already at rest at `presentation`.
    public static func still(_ presentation: Presentation) -> Transition {
        Transition(from: presentation, to: presentation, start: .zero, duration: .zero)
    }

    /// When the animation has settled.
    public var end: Instant { start + curve.settleTime(forReported: duration) * timeScale }

    /// Progress 0...1 at `time`.
    public func progress(at time: Instant) -> Double {
        guard time < end else { return 1 }
        return curve.progress(after: TimeAmount(seconds: (time - start).seconds / timeScale), duration: duration)
    }

    /// The presented values at `time`.
    public func presentation(at time: Instant) -> Presentation {
        Presentation.interpolate(from: from, to: to, progress: progress(at: time))
    }

    /// Whether the animation has settled by `time`.
    public func isFinished(at time: Instant) -> Bool { time >= end }
}
