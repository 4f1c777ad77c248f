/// How the scroll view moves to a strategy's target: with the keyboard (one progress value drives both, as the
/// contract wants), or as an app that sets the inset in its notification handler and calls
/// `setContentOffset(_:animated:)` does.
public enum ScrollTiming: Equatable, Hashable, Sendable {
    /// Inset, offset and frame on the keyboard's own curve and progress.
    case withKeyboard
    /// The inset changes at once; the offset animates on `curve` for `duration` (UIKit's own scroll animation is
    /// ``uikitScroll``).
    case insetAtOnce(offsetCurve: AnimationCurve, offsetDuration: TimeAmount)
    /// Android without an insets callback: the layout (inset and frame) jumps to its end at the start, and the
    /// scroll (offset and the window's pan) animates on `scrollCurve` for `scrollDuration`.
    case layoutAtOnce(scrollCurve: AnimationCurve, scrollDuration: TimeAmount)
    /// The inset and frame follow the keyboard; the offset runs on a curve of its own from the start (Compose's
    /// bring-into-view spring).
    case offsetOnCurve(AnimationCurve, duration: TimeAmount)
    /// The layout (inset, offset, frame, safe area) follows the keyboard's own curve `shift` ahead of it (behind
    /// when negative): Flutter's `viewInsets`, sampled at each frame's target time on iOS, one frame late on Android.
    case layoutShifted(by: TimeAmount)
    /// Compose's window insets: the bottom inset is the union of its resting value and the keyboard's overlap at
    /// each frame (`max(ime, navigationBars)`, not a blend), and the offset keeps the focused field where that
    /// inset leaves it, re-targeted every frame (androidx `ContentInViewNode`): the field rides the keyboard's top.
    case insetsUnion

    /// Inset and offset set at once in the notification handler, outside any animation.
    public static let atOnce = ScrollTiming.insetAtOnce(offsetCurve: .linear, offsetDuration: .zero)

    /// `ScrollView.smoothScrollBy` and the window's pan: 250 ms of viscous fluid, the layout at once.
    public static let androidScroll = ScrollTiming.layoutAtOnce(
        scrollCurve: .viscousFluid, scrollDuration: TimeAmount(seconds: 0.25))

    /// Everything at once, in one frame: a layout pass that jumps (React Native's did-events on Android).
    public static let jump = ScrollTiming.layoutAtOnce(scrollCurve: .linear, scrollDuration: .zero)

    /// The curve and duration the offset runs on when it has its own, or nil when it moves with the keyboard.
    var offsetMotion: (curve: AnimationCurve, duration: TimeAmount)? {
        switch self {
        case .withKeyboard, .layoutShifted, .insetsUnion: nil
        case .insetAtOnce(let curve, let duration): (curve, duration)
        case .layoutAtOnce(let curve, let duration): (curve, duration)
        case .offsetOnCurve(let curve, let duration): (curve, duration)
        }
    }

    /// `setContentOffset(_:animated: true)`: 0.3 s ease-in-out, the inset set at once beforehand.
    public static let uikitScroll = ScrollTiming.insetAtOnce(
        offsetCurve: .easeInOut, offsetDuration: TimeAmount(seconds: 0.3))
}
