import Foundation

/// The animation curves of `UIView.AnimationCurve`, with the raw values UIKit reports, and Android's: the IME's
/// interpolators in `InsetsController`, the `Scroller`'s viscous fluid and Compose's bring-into-view spring (raw
/// values from 100 on, which UIKit never reports).
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
    /// Android's IME curve for an app that animates with the insets: `PathInterpolator(0.2, 0, 0, 1)`, 285 ms.
    case imeSynced = 100
    /// Android's IME show curve for an app that does not: linear-out-slow-in, `PathInterpolator(0, 0, 0.2, 1)`.
    case imeShow = 101
    /// Android's IME hide curve for an app that does not: fast-out-linear-in, `PathInterpolator(0.4, 0, 1, 1)`.
    case imeHide = 102
    /// `android.widget.Scroller`'s viscous fluid: what `ScrollView.smoothScrollBy` and the window's pan run on.
    case viscousFluid = 103
    /// Compose's bring-into-view spring: damping ratio 1, stiffness 1500 (settled in 0.25 s).
    case composeSpring = 104

    /// The spring's natural frequency ω = √(1000/3) rad/s (stiffness 1000, mass 3, critical damping).
    public static let springOmega = (1000.0 / 3.0).squareRoot()

    /// When the spring counts as settled and snaps to 1, whatever the reported duration.
    public static let springSettleTime = TimeAmount(seconds: 0.5)

    /// Compose's spring: ω = √1500 rad/s (stiffness 1500, unit mass, critical damping).
    public static let composeSpringOmega = 1500.0.squareRoot()

    /// When Compose's spring counts as settled (under 0.1 % left).
    public static let composeSpringSettleTime = TimeAmount(seconds: 0.25)

    /// How long an animation on this curve runs when the keyboard reports `duration`.
    public func settleTime(forReported duration: TimeAmount) -> TimeAmount {
        switch self {
        case .keyboard: Self.springSettleTime
        case .composeSpring: Self.composeSpringSettleTime
        default: TimeAmount(seconds: max(0, duration.seconds))
        }
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
        case .composeSpring:
            let wt = Self.composeSpringOmega * t
            return 1 - exp(-wt) * (1 + wt)
        case .imeSynced: return CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1).value(at: t / settle)
        case .imeShow: return CubicBezier(x1: 0, y1: 0, x2: 0.2, y2: 1).value(at: t / settle)
        case .imeHide: return CubicBezier(x1: 0.4, y1: 0, x2: 1, y2: 1).value(at: t / settle)
        case .viscousFluid: return Self.viscousFluid(t / settle)
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
        case .imeSynced: "ime (0.2, 0, 0, 1)"
        case .imeShow: "ime show (0, 0, 0.2, 1)"
        case .imeHide: "ime hide (0.4, 0, 1, 1)"
        case .viscousFluid: "viscous fluid"
        case .composeSpring: "spring (1, 1500)"
        }
    }

    /// `Scroller`'s viscous fluid at `x` in 0...1: exponential approach, then exponential decay, scaled by 8 and
    /// normalised to end at 1.
    static func viscousFluid(_ x: Double) -> Double {
        func raw(_ x: Double) -> Double {
            let scaled = x * 8
            if scaled < 1 { return scaled - (1 - exp(-scaled)) }
            let start = 0.36787944117
            return start + (1 - exp(1 - scaled)) * (1 - start)
        }
        let normalise = 1 / raw(1)
        let offset = 1 - normalise * raw(1)
        let value = normalise * raw(x)
        return value > 0 ? value + offset : value
    }
}
