/// `listener-2018`: the KeyboardListener write-up as written, defects included.
///
/// It observes keyboard-will-show and keyboard-will-hide. On will-show it saves `I0`/`O0` if nothing is saved,
/// then **adds** the keyboard's height to the presented bottom inset (so it grows on every focus change, and
/// counts the home-indicator area twice), and scrolls only when `field.maxY + 10` falls below the keyboard's top,
/// only downwards, with `setContentOffset(_:animated:)` (UIKit's 0.3 s ease-in-out, not the keyboard's curve).
/// On will-hide it puts the inset back at once, animates the offset back to `O0` and forgets both. (The
/// write-up's `window.frame.minY` reads as the keyboard's top: the lab takes that evident intent.)
///
/// ```swift
/// var strategy = Listener2018()  // after three will-shows: inset.bottom = I0 + 3 × height
/// ```
public struct Listener2018: AvoidanceStrategy {
    /// `listener-2018`.
    public var name: String { "listener-2018" }
    /// The inset and offset read from the scroll view at the first will-show (as presented, mid-animation or not).
    public private(set) var saved: ScrollTarget?

    /// Creates the strategy with nothing saved.
    public init() {}

    /// Will-show adds the keyboard's height; will-hide restores; everything else is not observed.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        let scroll = context.scroll
        switch info.event {
        case .willShow:
            if saved == nil {
                saved = ScrollTarget(contentInset: scroll.contentInset, contentOffset: scroll.contentOffset)
            }
            var inset = scroll.contentInset
            inset.bottom += info.endFrame.height
            var offset = scroll.contentOffset
            if let focus = context.focus {
                let fieldMaxY = focus.maxY - offset.y + scroll.frame.minY
                let keyboardTop = context.screen.height - info.endFrame.height
                if fieldMaxY + 10 > keyboardTop { offset.y += fieldMaxY + 10 - keyboardTop }
            }
            return ScrollTarget(contentInset: inset, contentOffset: offset, timing: .uikitScroll)
        case .willHide:
            guard let saved else { return nil }
            self.saved = nil
            return ScrollTarget(
                contentInset: saved.contentInset, contentOffset: saved.contentOffset, timing: .uikitScroll)
        case .willChangeFrame, .didShow, .didHide, .didChangeFrame:
            return nil
        }
    }
}
