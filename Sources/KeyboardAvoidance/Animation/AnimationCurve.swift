import Foundation

/// The animation curves of `UIView.AnimationCurve`, with the raw values UIKit reports.
///
/// ```swift
/// AnimationCurve.keyboard.progress(after: TimeAmount(seconds: 0.125), duration: TimeAmount(seconds: 0.25))  // ≈ 0.665
/// ```
public enum AnimationCurve: Int, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// Slow start and end: CAMediaTimingFunction (0.42, 0, 0.58, 1).
    case easeInOut = 0
    /// Slow start: (0.42, 0, 1, 1).
    case easeIn = 1
    /// Slow end: (0, 0, 0.58, 1).
    case easeOut = 2
    /// Constant speed: (0, 0, 1, 1).
    case linear = 3
    /// Curve 7, the private keyboard curve: a critically damped spring.
    case keyboard = 7

    /// The spring's natural frequency ω = √(1000/3) rad/s (stiffness 1000, mass 3, critical damping).
    public static let springOmega = (1000.0 / 3.0).squareRoot()

    /// When the spring counts as settled and snaps to 1, whatever the reported duration.
    public static let springSettleTime = TimeAmount(seconds: 0.5)

    /// How long an animation on this curve runs when the keyboard reports `duration`.
    public func settleTime(forReported duration: TimeAmount) -> TimeAmount {
        self == .keyboard ? Self.springSettleTime : TimeAmount(seconds: max(0, duration.seconds))
    }

    /// Progress, 0...1, `elapsed` after the start of an animation reported to last `duration`.
    ///
    /// A pure function of time: clamped to 0 before the start and to 1 once settled.
    public func progress(after elapsed: TimeAmount, duration: TimeAmount) -> Double {
        let t = elapsed.seconds
        guard t.isFinite, t > 0 else { return 0 }
        let settle = settleTime(forReported: duration).seconds
        if t >= settle { return 1 }
        switch self {
        case .keyboard:
            let wt = Self.springOmega * t
            return 1 - exp(-wt) * (1 + wt)
        case .linear:
            return t / settle
        case .easeIn:
            return CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1).value(at: t / settle)
        case .easeOut:
            return CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1).value(at: t / settle)
        case .easeInOut:
            return CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).value(at: t / settle)
        }
    }

    /// The curve's name as the overlay shows it.
    public var name: String {
        switch self {
        case .easeInOut: "easeInOut"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .linear: "linear"
        case .keyboard: "keyboard (7)"
        }
    }
}
