extension KeyboardLabStrategy: AvoidanceStrategy {
    /// `keyboardlab`: the contract's strategy.
    public var name: String { "keyboardlab" }

    /// Acts on keyboard-will-show (which follows every will-change-frame while the keyboard is up) and
    /// keyboard-will-hide; the did-notifications and frame changes change nothing, so late, dropped or odd ones
    /// cannot mislead it. A hide restores the saved values whatever its end frame says.
    ///
    /// A show saves `I0` and `O0` from the model values, so a show that interrupts a running hide saves that hide's
    /// target, never values presented mid-animation.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        switch info.event {
        case .willShow:
            if saved == nil { save(context.model) }
            return target(
                keyboard: Self.obstruction(reported: info.endFrame, in: context), screen: context.screen,
                scroll: context.scroll, focus: context.focus, gap: context.gap)
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

    /// The keyboard a will-show reports, made whole: in window coordinates, and with the app's own accessory bar.
    ///
    /// A docked keyboard always reaches the screen's bottom edge; a full-width frame that ends above it (frames
    /// posted in a presented card's coordinates, `view-coordinates`) is moved down to it. A frame that leaves out the
    /// accessory bar sitting on its top (`accessory-outside-frame`) is extended up over the bar.
    static func obstruction(reported frame: Rect, in context: AvoidanceContext) -> Rect {
        var keyboard = frame
        let screen = context.screen
        if keyboard.width >= screen.width - 0.5, keyboard.maxY < screen.maxY - 0.5 {
            keyboard.origin = Point(x: screen.minX, y: screen.maxY - keyboard.height)
        }
        if let bar = context.accessory, bar.minY < keyboard.minY - 0.5, bar.maxY >= keyboard.minY - 0.5 {
            keyboard = Rect(
                x: keyboard.minX, y: bar.minY, width: keyboard.width, height: keyboard.maxY - bar.minY)
        }
        return keyboard
    }
}
