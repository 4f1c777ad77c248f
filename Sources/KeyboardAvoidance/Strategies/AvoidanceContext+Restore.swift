extension AvoidanceContext {
    /// The layout with the keyboard gone, for a strategy that shrank the scroll view or set it from `saved`: the
    /// saved inset, the offset kept (clamped, or a list's lift, reading a resized frame as an inset on the laid-out
    /// one), the scroll view at its laid-out frame, and a keyboard safe area of `safe` (a framework's bar at rest
    /// at 0). Android's `adjust-resize` and the frameworks' containers restore this way.
    ///
    /// ```swift
    /// let goal = context.restoredLayout(saved: saved, timing: .androidScroll)
    /// ```
    func restoredLayout(saved: ScrollTarget?, timing: ScrollTiming, keyboardSafeArea safe: Double = 0) -> ScrollTarget {
        let original = saved?.contentInset ?? model.contentInset
        // The model's resized frame as an inset on the laid-out one.
        var laidOut = model
        laidOut.contentInset.bottom += scroll.frame.maxY - (model.scrollFrame?.maxY ?? scroll.frame.maxY)
        let offset =
            lift?.offsetY(from: laidOut, to: original, in: scroll)
            ?? scroll.clampedOffsetY(scroll.contentOffset.y, inset: original)
        return ScrollTarget(
            contentInset: original, contentOffset: Point(x: 0, y: offset), scrollFrame: scroll.frame, timing: timing,
            keyboardSafeArea: safe)
    }
}
