extension AvoidanceTimeline {
    /// Moves the keyboard and scroll state onto a new layout (rotation or device change) with no animation, and
    /// returns the due notifications.
    ///
    /// With the keyboard down, everything comes to rest: the resting inset and the offset clamped to it. With the
    /// keyboard up, the strategy's saved values move to the new layout, the keyboard keeps the part of its height
    /// that was on screen (a floating keyboard goes to `keyboard`), and the inset never drops below `restingInset`; the caller then re-runs the show on
    /// the new layout as a frame change.
    ///
    /// - Parameters:
    ///   - screen: the new screen bounds.
    ///   - scroll: the scroll view's frame and content size on the new layout.
    ///   - restingInset: the scroll view's inset with no keyboard on the new layout.
    ///   - keyboard: the keyboard's resting frame on the new layout (hidden when the keyboard is down).
    ///   - time: when the layout changes.
    public mutating func moveToLayout(
        screen: Rect, scroll: ScrollGeometry, restingInset: EdgeInsets, keyboard: Rect, at time: Instant
    ) -> [TimedNotification] {
        let before = state(at: time)
        // A did pair still to come is posted for the new layout.
        if var pending = didContext {
            pending.screen = screen
            pending.scroll.frame = scroll.frame
            pending.scroll.contentSize = scroll.contentSize
            didContext = pending
        }
        guard isKeyboardShown else {
            return rest(keyboard: keyboard, inset: restingInset, offsetY: before.contentOffset.y, scroll, at: time)
        }
        strategy.relayout(inset: restingInset, scroll: scroll)
        let old = before.keyboardFrame
        let onScreen = max(0, min(old.height, old.maxY) - old.minY)
        // A floating keyboard (narrower than the screen) goes where the caller put it; a docked one keeps the part
        // of its height that was on screen.
        let floating = keyboard.width < screen.width - 0.5
        let mapped =
            floating
            ? keyboard
            : Rect(
                x: 0, y: screen.height - min(onScreen, keyboard.height), width: screen.width, height: keyboard.height)
        var inset = before.contentInset
        inset.bottom = max(inset.bottom, restingInset.bottom)
        return rest(keyboard: mapped, inset: inset, offsetY: before.contentOffset.y, scroll, at: time)
    }

    /// Puts the keyboard and scroll state at rest with the offset clamped to what `inset` allows on `scroll`.
    private mutating func rest(
        keyboard: Rect, inset: EdgeInsets, offsetY: Double, _ scroll: ScrollGeometry, at time: Instant
    ) -> [TimedNotification] {
        let y = scroll.clampedOffsetY(offsetY, inset: inset)
        return reset(
            to: KeyboardScrollState(keyboardFrame: keyboard, contentInset: inset, contentOffset: Point(x: 0, y: y)),
            at: time)
    }
}
