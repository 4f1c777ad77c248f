/// What a framework's avoidance does to the screen, from one number: the **edge**, the window y where the avoiding
/// container's bottom ends (React Native's `KeyboardAvoidingView` lifted by `relative`, Flutter's body shrunk by
/// `viewInsets.bottom`). The content's visible bottom is the edge, or the top of a bar inside the container riding
/// it; the bar itself is placed by the target's keyboard safe area, `screen.maxY − edge`.
///
/// ```swift
/// let goal = FrameworkLayout(edge: 516, gap: 20).target(in: context, saved: nil, timing: .withKeyboard)
/// ```
struct FrameworkLayout {
    /// Where the container's bottom ends, in window coordinates (the screen's bottom at rest).
    var edge: Double
    /// The room the focused field keeps above the visible bottom: 0 for React Native, Flutter's `scrollPadding` 20.
    var gap: Double
    /// How far the container's content is moved up instead of shrunk (React Native's `position`); 0 otherwise.
    var shift = 0.0

    /// The inset that keeps the content clear of the visible bottom, and the offset: a message list's lift, or the
    /// focused field brought just into view; the container's frame when it is shifted; the bar's safe area.
    func target(in context: AvoidanceContext, saved: ScrollTarget?, timing: ScrollTiming) -> ScrollTarget {
        let scroll = context.scroll
        let original = saved?.contentInset ?? context.model.contentInset
        let safe = max(0, context.screen.maxY - edge)
        guard shift == 0 else {
            let frame = scroll.frame.offsetBy(dx: 0, dy: -shift)
            return ScrollTarget(
                contentInset: original, contentOffset: context.model.contentOffset, scrollFrame: frame,
                timing: timing, keyboardSafeArea: safe)
        }
        // The container shrinks: the scroll view inside ends at its visible bottom, with no bottom inset left.
        let overlap = max(0, scroll.frame.maxY - SwiftUIAvoidance.visibleBottom(keyboardSafeArea: safe, in: context))
        guard overlap > 0 else {
            return context.restoredLayout(saved: saved, timing: timing, keyboardSafeArea: safe)
        }
        let frame = Rect(
            x: scroll.frame.minX, y: scroll.frame.minY, width: scroll.frame.width,
            height: max(0, scroll.frame.height - overlap))
        var inset = original
        inset.bottom = 0
        var offset = scroll.contentOffset
        let shrunk = ScrollGeometry(frame: frame, contentSize: scroll.contentSize)
        if let lift = context.lift {
            // The shrunk frame as an inset on the laid-out one: the same offsets.
            var model = context.model
            model.contentInset.bottom += scroll.frame.maxY - (model.scrollFrame?.maxY ?? scroll.frame.maxY)
            offset.y = lift.offsetY(from: model, to: EdgeInsets(top: inset.top, bottom: overlap), in: scroll)
        } else if let focus = context.focus {
            offset.y = KeyboardLabStrategy.offsetY(
                keeping: focus, visibleFrom: offset.y, frameHeight: frame.height, overlap: 0, insetTop: inset.top,
                gap: gap)
        }
        offset.y = shrunk.clampedOffsetY(offset.y, inset: inset)
        return ScrollTarget(
            contentInset: inset, contentOffset: offset, scrollFrame: frame, timing: timing, keyboardSafeArea: safe)
    }

    /// How much of the screen's bottom the docked keyboard `keyboard` covers: 0 for a floating or hidden one.
    static func covered(by keyboard: Rect, screen: Rect) -> Double {
        PinnedView.isDocked(keyboard, on: screen) ? max(0, screen.maxY - keyboard.minY) : 0
    }
}
