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
            return target(keyboard: Self.obstruction(reported: info.endFrame, in: context), in: context)
        case .willHide:
            return keyboardWillHide(in: context)
        case .willChangeFrame, .didShow, .didHide, .didChangeFrame:
            return nil
        }
    }

    /// The contract's target for the keyboard at `keyboard`, from the saved values.
    public func retarget(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget? {
        target(keyboard: Self.obstruction(reported: keyboard, in: context), in: context)
    }

    /// The contract's target for the obstruction `obstruction` (in window coordinates), from the saved values.
    func target(keyboard obstruction: Rect, in context: AvoidanceContext) -> ScrollTarget {
        target(
            overlap: Self.overlap(keyboard: obstruction, scrollFrame: context.scroll.frame, screen: context.screen),
            in: context)
    }

    /// The target for `overlap`: the contract's, with a message list's offset following its lift policy.
    func target(overlap: Double, in context: AvoidanceContext) -> ScrollTarget {
        var goal = target(overlap: overlap, scroll: context.scroll, focus: context.focus, gap: context.gap)
        if let lift = context.lift {
            goal.contentOffset.y = lift.offsetY(from: context.model, to: goal.contentInset, in: context.scroll)
        }
        return goal
    }

    /// Handles keyboard-will-hide: `I0`, and the offset the contract restores, or, in a message list, the offset
    /// its lift policy gives for `I0`.
    mutating func keyboardWillHide(in context: AvoidanceContext) -> ScrollTarget {
        guard let lift = context.lift, let saved else { return keyboardWillHide(scroll: context.scroll) }
        let offset = lift.offsetY(from: context.model, to: saved.contentInset, in: context.scroll)
        self.saved = nil
        userScrolled = false
        return ScrollTarget(contentInset: saved.contentInset, contentOffset: Point(x: 0, y: offset))
    }

    /// Moves the saved pre-keyboard values onto a new layout (rotation or device change): the saved inset becomes
    /// `inset`, and the saved offset is clamped to what the new layout allows.
    public mutating func relayout(inset: EdgeInsets, scroll: ScrollGeometry) {
        guard var saved else { return }
        saved.contentInset = inset
        saved.contentOffset.y = scroll.clampedOffsetY(saved.contentOffset.y, inset: inset)
        self.saved = saved
    }

    /// The keyboard a will-show reports, made whole: in window coordinates, with the app's own accessory bar, and
    /// with the view pinned to its top (the obstruction).
    ///
    /// A docked (full-width) keyboard's top is where the app's accessory bar sits, read from the bar itself, which is
    /// in window coordinates whatever the notification says (`accessory-outside-frame` leaves the bar out,
    /// `view-coordinates` posts frames in a card's coordinates). Without a bar, a full-width frame that ends above
    /// the screen's bottom edge (card coordinates) is moved down to it, as a docked keyboard always reaches it. A
    /// floating keyboard is taken as reported.
    static func obstruction(reported frame: Rect, in context: AvoidanceContext) -> Rect {
        let screen = context.screen
        guard frame.width >= screen.width - 0.5 else { return frame }
        var keyboard = frame
        if let bar = context.accessory {
            keyboard = Rect(
                x: screen.minX, y: bar.minY, width: screen.width, height: max(frame.height, screen.maxY - bar.minY))
        } else if keyboard.maxY < screen.maxY - 0.5 {
            keyboard.origin = Point(x: screen.minX, y: screen.maxY - keyboard.height)
        }
        return context.pinned?.obstruction(keyboard: keyboard, screen: screen) ?? keyboard
    }
}
