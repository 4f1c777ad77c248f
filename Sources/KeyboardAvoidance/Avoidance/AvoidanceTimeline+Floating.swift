extension AvoidanceTimeline {
    /// Moves the keyboard to `frame` without showing or hiding it, as a floating keyboard moves: posts
    /// willChangeFrame now (delivered to the strategy, whose answer, if any, the scroll follows) and didChangeFrame
    /// alone when the move settles.
    ///
    /// ```swift
    /// timeline.moveKeyboard(to: floating.offsetBy(dx: -200, dy: -300), animated: true, screen: screen,
    ///     scrollFrame: frame, contentSize: content, focus: field, at: now)  // [.willChangeFrame]
    /// ```
    ///
    /// - Parameters:
    ///   - frame: where the keyboard goes.
    ///   - begin: the frame the notification names as the start (the frame before a finger dragged it), or nil
    ///     for the presented frame.
    ///   - animated: true to glide there on the timeline's curve; false to be there at once (a finger let go).
    ///   - screen: the screen bounds.
    ///   - scrollFrame: the scroll view's frame in window coordinates.
    ///   - contentSize: the scroll view's content size.
    ///   - focus: the rect to keep visible, in content coordinates, or nil.
    ///   - gap: the gap above the keyboard.
    ///   - time: when the move happens.
    public mutating func moveKeyboard(
        to frame: Rect, from begin: Rect? = nil, animated: Bool, screen: Rect, scrollFrame: Rect, contentSize: Size,
        focus: Rect?, gap: Double = KeyboardLabStrategy.defaultGap, at time: Instant
    ) -> [TimedNotification] {
        var posted = advance(to: time)
        let context = context(screen, scrollFrame, contentSize, focus: focus, gap: gap, at: time)
        var now = state(at: time)
        let delivered = deliver(
            [.willChangeFrame], from: begin ?? now.keyboardFrame, to: frame, context: context, at: time)
        let answer = delivered.goal
        posted += delivered.posted
        if animated {
            let goal = answer ?? transition.to.scrollTarget
            animate(to: goal, keyboard: frame, layoutFrame: context.scroll.frame, at: time, screen: context.screen)
        } else {
            // At rest where it was let go; the scroll keeps what it presents unless the strategy answered.
            var target = now
            target.keyboardFrame = frame
            if let answer { target.scrollTarget = answer }
            now.keyboardFrame = begin ?? now.keyboardFrame
            transition = Transition(from: now, to: target, start: time, curve: .linear, duration: .zero)
        }
        pendingDid = .didChangeFrame
        return posted
    }

    /// Puts the keyboard at `frame` under a finger, as dragging a floating keyboard by its handle does: no
    /// animation and no notification (the release posts them with `moveKeyboard`).
    /// An animation in flight finishes where it is, posting its did-notifications now.
    public mutating func dragKeyboard(to frame: Rect, at time: Instant) -> [TimedNotification] {
        var posted = advance(to: time)
        var now = state(at: time)
        if let did = pendingDid {
            pendingDid = nil
            // A frame change `dropped-quick-toggle` dropped is not announced as done either.
            var events: [KeyboardEvent] = pendingDidDropsChange ? [] : [.didChangeFrame]
            if did != .didChangeFrame { events.append(did) }
            pendingDidDropsChange = false
            posted += events.map {
                TimedNotification(
                    time: time, info: quirked(info($0), context: didContext, hiding: did == .didHide))
            }
        }
        now.keyboardFrame = frame
        transition = Transition(from: now, to: now, start: time, curve: .linear, duration: .zero)
        return posted
    }
}
