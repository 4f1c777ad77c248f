/// How the scroll view moves to a strategy's target: with the keyboard (one progress value drives both, as the
/// contract wants), or as an app that sets the inset in its notification handler and calls
/// `setContentOffset(_:animated:)` does.
public enum ScrollTiming: Equatable, Hashable, Sendable {
    /// Inset, offset and frame on the keyboard's own curve and progress.
    case withKeyboard
    /// The inset changes at once; the offset animates on `curve` for `duration` (UIKit's own scroll animation is
    /// ``uikitScroll``).
    case insetAtOnce(offsetCurve: AnimationCurve, offsetDuration: TimeAmount)

    /// Inset and offset set at once in the notification handler, outside any animation.
    public static let atOnce = ScrollTiming.insetAtOnce(offsetCurve: .linear, offsetDuration: .zero)

    /// `setContentOffset(_:animated: true)`: 0.3 s ease-in-out, the inset set at once beforehand.
    public static let uikitScroll = ScrollTiming.insetAtOnce(
        offsetCurve: .easeInOut, offsetDuration: TimeAmount(seconds: 0.3))
}
