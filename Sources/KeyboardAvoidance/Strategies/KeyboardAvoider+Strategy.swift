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
    /// A docked (full-width) keyboard's top is where the app's accessory bar sits, read from the bar itself, which is
    /// in window coordinates whatever the notification says (`accessory-outside-frame` leaves the bar out,
    /// `view-coordinates` posts frames in a card's coordinates). Without a bar, a full-width frame that ends above
    /// the screen's bottom edge (card coordinates) is moved down to it, as a docked keyboard always reaches it. A
    /// floating keyboard is taken as reported.
    static func obstruction(reported frame: Rect, in context: AvoidanceContext) -> Rect {
        let screen = context.screen
        guard frame.width >= screen.width - 0.5 else { return frame }
        if let bar = context.accessory {
            return Rect(
                x: screen.minX, y: bar.minY, width: screen.width, height: max(frame.height, screen.maxY - bar.minY))
        }
        var keyboard = frame
        if keyboard.maxY < screen.maxY - 0.5 {
            keyboard.origin = Point(x: screen.minX, y: screen.maxY - keyboard.height)
        }
        return keyboard
    }
}
