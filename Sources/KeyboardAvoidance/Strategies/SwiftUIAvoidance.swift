/// `swiftui`: SwiftUI's own keyboard avoidance, which runs no code of the app's. The hosting view shrinks a
/// **keyboard safe area** (`kbSafe`), changed only by will-notifications and animated on their curve, never
/// following an interactive drag; scroll views inset from it; the focused single-line field is scrolled to with
/// gap 0 (multi-line fields never are); on hide the inset goes back to `I0` and the offset is kept, clamped.
///
/// Frames are read as posted: quirks reach it undefended (under `hidden-height-44` a hide leaves a 44 pt safe area).
///
/// ```swift
/// var strategy = SwiftUIAvoidance()
/// SwiftUIAvoidance.keyboardSafeArea(keyboard: shown, screen: screen, safeBottom: 818)  // 336 for iOS 18's keyboard
/// ```
public struct SwiftUIAvoidance: AvoidanceStrategy {
    /// The strategy's name, `swiftui`.
    public static let strategyName = "swiftui"
    /// `swiftui`.
    public var name: String { Self.strategyName }
    /// A `safeAreaInset` bar sits on the keyboard safe area.
    public var barsRideSafeArea: Bool { true }
    /// On iOS 26 a medium page sheet goes to its large detent when a field is focused (FB17890661).
    public var raisesMediumSheet: Bool { true }
    /// The hosting view's keyboard safe area is what lifts the content.
    public var usesSwiftUIKeyboardSafeArea: Bool { true }
    /// The scroll view's inset and offset before the first show (only the inset is restored).
    public internal(set) var saved: ScrollTarget?

    /// Creates the strategy with nothing saved.
    public init() {}

    /// `kbSafe = max(S.bottom, screen.maxY − K.minY)` for a docked keyboard `K`, `S.bottom` for a floating one or
    /// none; `safeBottom` is the safe area's bottom edge in window coordinates (`screen.maxY − S.bottom`).
    public static func keyboardSafeArea(keyboard: Rect, screen: Rect, safeBottom: Double) -> Double {
        let rest = max(0, screen.maxY - safeBottom)
        guard PinnedView.isDocked(keyboard, on: screen) else { return rest }
        return max(rest, screen.maxY - keyboard.minY)
    }

    /// The keyboard safe area the keyboard at `keyboard` gives (``keyboardSafeArea(keyboard:screen:safeBottom:)``).
    public func startingKeyboardSafeArea(keyboard: Rect, screen: Rect, safeBottom: Double) -> Double {
        Self.keyboardSafeArea(keyboard: keyboard, screen: screen, safeBottom: safeBottom)
    }

    /// Acts on every will-notification: the keyboard safe area goes to the posted frame's, the inset follows it, and
    /// a show or frame change scrolls the focused single-line field to the keyboard's top. Did-notifications change
    /// nothing.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        let safe = Self.keyboardSafeArea(
            keyboard: info.endFrame, screen: context.screen, safeBottom: context.safeBottom)
        switch info.event {
        case .willShow, .willChangeFrame:
            if saved == nil { saved = context.model }
            return target(keyboardSafeArea: safe, in: context, scrollsToFocus: true)
        case .willHide:
            let goal = target(keyboardSafeArea: safe, in: context, scrollsToFocus: false)
            saved = nil
            return goal
        case .didShow, .didHide, .didChangeFrame:
            return nil
        }
    }

    /// A caret that moved or a field or bar that grew: the inset follows the safe area (a taller `safeAreaInset`
    /// bar); a single-line field is scrolled into view, a multi-line one is left where it is.
    public func retarget(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget? {
        let safe =
            context.model.keyboardSafeArea
            ?? Self.keyboardSafeArea(keyboard: keyboard, screen: context.screen, safeBottom: context.safeBottom)
        return target(keyboardSafeArea: safe, in: context, scrollsToFocus: true)
    }

    /// Moves the saved inset onto a new layout.
    public mutating func relayout(inset: EdgeInsets, scroll: ScrollGeometry) {
        guard var moved = saved else { return }
        moved.contentInset = inset
        moved.contentOffset.y = scroll.clampedOffsetY(moved.contentOffset.y, inset: inset)
        saved = moved
    }

    /// Where the content's visible bottom is for the keyboard safe area `safe`: the safe area's edge, or the top of
    /// a `safeAreaInset` bar sitting on it.
    static func visibleBottom(keyboardSafeArea safe: Double, in context: AvoidanceContext) -> Double {
        let edge = context.screen.maxY - safe
        guard let bar = context.pinned else { return edge }
        return min(bar.restBottom, edge) - bar.height
    }

    /// The inset `max(I0.bottom, F.maxY − visible bottom)` and the offset: the focused single-line field scrolled to
    /// with gap 0 when `scrollsToFocus`, a message list's lift policy, or the presented offset kept; clamped.
    func target(keyboardSafeArea safe: Double, in context: AvoidanceContext, scrollsToFocus: Bool) -> ScrollTarget {
        let scroll = context.scroll
        let original = saved?.contentInset ?? context.model.contentInset
        let overlap = max(0, scroll.frame.maxY - Self.visibleBottom(keyboardSafeArea: safe, in: context))
        var inset = original
        inset.bottom = max(original.bottom, overlap)
        var offset = scroll.contentOffset
        if let lift = context.lift {
            offset.y = lift.offsetY(from: context.model, to: inset, in: scroll)
        } else if scrollsToFocus, !context.multilineFocus, let focus = context.focus {
            offset.y = KeyboardLabStrategy.offsetY(
                keeping: focus, visibleFrom: offset.y, frameHeight: scroll.frame.height, overlap: overlap,
                insetTop: inset.top, gap: 0)
        }
        offset.y = scroll.clampedOffsetY(offset.y, inset: inset)
        return ScrollTarget(contentInset: inset, contentOffset: offset, keyboardSafeArea: safe)
    }
}
