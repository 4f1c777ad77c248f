/// One animation of a ``KeyboardScrollState`` on a curve, evaluated as a pure function of time.
///
/// ```swift
/// let slide = Transition(from: hidden, to: shown, start: Instant(seconds: 1), curve: .keyboard)
/// slide.state(at: Instant(seconds: 1.125))  // 66.5 % of the way
/// ```
public struct Transition: Equatable, Hashable, Sendable {
    /// Where the animation starts.
    public var from: KeyboardScrollState
    /// Where it ends.
    public var to: KeyboardScrollState
    /// When it starts.
    public var start: Instant
    /// The curve.
    public var curve: AnimationCurve
    /// The duration the keyboard reported.
    public var duration: TimeAmount
    /// How much slower than real time it runs: 1, or 10 for KeyboardLab's slow-animation mode.
    public var timeScale: Double
    /// How the scroll moves: with the keyboard, or on a timing of its own.
    public var timing: ScrollTiming

    /// Creates a transition.
    public init(
        from: KeyboardScrollState, to: KeyboardScrollState, start: Instant, curve: AnimationCurve = .keyboard,
        duration: TimeAmount = KeyboardInfo.standardDuration, timeScale: Double = 1,
        timing: ScrollTiming = .withKeyboard
    ) {
        self.timing = timing
        self.from = from
        self.to = to
        self.start = start
        self.curve = curve
        self.duration = duration
        self.timeScale = timeScale > 0 && timeScale.isFinite ? timeScale : 1
    }

    /// A transition that is already at rest at `state`.
    public static func still(_ state: KeyboardScrollState) -> Transition {
        Transition(from: state, to: state, start: .zero, duration: .zero)
    }

    /// When the animation has settled: the keyboard's, and the scroll's when it runs on a timing of its own.
    public var end: Instant {
        let keyboard = curve.settleTime(forReported: duration)
        if case .layoutShifted(let shift) = timing {
            return start + TimeAmount(seconds: keyboard.seconds + max(0, -shift.seconds)) * timeScale
        }
        guard let (offsetCurve, offsetDuration) = timing.offsetMotion else { return start + keyboard * timeScale }
        let scroll = offsetCurve.settleTime(forReported: offsetDuration)
        return start + (keyboard < scroll ? scroll : keyboard) * timeScale
    }

    /// The keyboard's progress 0...1 at `time`.
    public func progress(at time: Instant) -> Double {
        guard time < end else { return 1 }
        return curve.progress(after: TimeAmount(seconds: (time - start).seconds / timeScale), duration: duration)
    }

    /// The keyboard's curve `shift` (in the animation's own time) from `time`, 0 before the start and 1 at the end.
    func progress(at time: Instant, shiftedBy shift: TimeAmount) -> Double {
        guard time >= start else { return 0 }
        guard time < end else { return 1 }
        let elapsed = (time - start).seconds / timeScale + shift.seconds
        return curve.progress(after: TimeAmount(seconds: elapsed), duration: duration)
    }

    /// The presented values at `time`.
    public func state(at time: Instant) -> KeyboardScrollState {
        let p = progress(at: time)
        if case .insetsUnion = timing { return unionOfInsets(progress: p) }
        if case .layoutShifted(let shift) = timing {
            let layout = progress(at: time, shiftedBy: shift)
            return KeyboardScrollState.interpolate(
                from: from, to: to, progress: p, insetProgress: layout, offsetProgress: layout, frameProgress: layout)
        }
        guard let (offsetCurve, offsetDuration) = timing.offsetMotion else {
            return KeyboardScrollState.interpolate(from: from, to: to, progress: p)
        }
        let elapsed = TimeAmount(seconds: (time - start).seconds / timeScale)
        let offset = time >= end ? 1 : offsetCurve.progress(after: elapsed, duration: offsetDuration)
        let atOnce = time < start ? 0.0 : 1.0
        switch timing {
        case .layoutAtOnce:
            return KeyboardScrollState.interpolate(
                from: from, to: to, progress: p, insetProgress: atOnce, offsetProgress: offset, frameProgress: atOnce)
        case .offsetOnCurve:
            return KeyboardScrollState.interpolate(from: from, to: to, progress: p, offsetProgress: offset)
        default:
            return KeyboardScrollState.interpolate(
                from: from, to: to, progress: p, insetProgress: atOnce, offsetProgress: offset)
        }
    }

    /// Whether the animation has settled by `time`.
    public func isFinished(at time: Instant) -> Bool { time >= end }
}
