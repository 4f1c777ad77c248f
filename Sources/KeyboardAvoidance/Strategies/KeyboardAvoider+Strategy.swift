extension KeyboardLabStrategy: AvoidanceStrategy {
    /// `keyboardlab`: the contract's strategy.
    public var name: String { "keyboardlab" }

    /// Acts on keyboard-will-show (which follows every will-change-frame while the keyboard is up) and
    /// keyboard-will-hide; the did-notifications change nothing.
    ///
    /// A show saves `I0` and `O0` from the model values, so a show that interrupts a running hide saves that hide's
    /// target, never values presented mid-animation.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        switch info.event {
        case .willShow:
            if saved == nil { save(context.model) }
            return target(
                keyboard: info.endFrame, screen: context.screen, scroll: context.scroll, focus: context.focus,
                gap: context.gap)
        case .willHide:
            return keyboardWillHide(scroll: context.scroll)
        case .willChangeFrame, .didShow, .didHide, .didChangeFrame:
            return nil
        }
    }

    /// The contract's target for the keyboard at `keyboard`, from the saved values.
    public func retarget(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget? {
        target(
            keyboard: keyboard, screen: context.screen, scroll: context.scroll, focus: context.focus, gap: context.gap)
    }

    /// Moves the saved pre-keyboard values onto a new layout (rotation or device change): the saved inset becomes
    /// `inset`, and the saved offset is clamped to what the new layout allows.
    public mutating func relayout(inset: EdgeInsets, scroll: ScrollGeometry) {
        guard var saved else { return }
        saved.contentInset = inset
        saved.contentOffset.y = scroll.clampedOffsetY(saved.contentOffset.y, inset: inset)
        self.saved = saved
    }
}
