extension AvoidanceTimeline {
    /// Moves the keyboard's top to `top` with a finger, as an interactive dismissal does: no animation and no
    /// notification, the inset and offset staying as presented. Any animation in flight stops where it is, and its
    /// did-notifications are dropped: the release posts the next will pair.
    ///
    /// ```swift
    /// timeline.followFinger(keyboardTop: 640, at: now)  // the keyboard is dragged 124 pt down
    /// ```
    public mutating func followFinger(keyboardTop top: Double, at time: Instant) -> [TimedNotification] {
        let posted = advance(to: time)
        var now = state(at: time)
        now.keyboardFrame.origin.y = top
        // At rest where the finger put it: progress 1 from the start, nothing animating.
        transition = Transition(from: now, to: now, start: time, curve: .linear, duration: .zero)
        pendingDid = nil
        return posted
    }

    /// Re-targets the scroll after focus moved while the keyboard is up: posts willChangeFrame and willShow (with
    /// `beginFrame == endFrame` when the frame does not change), as iOS does on every focus change, hands them to
    /// the strategy, and moves to its answer from the presented values, with no jump. The keyboard keeps any
    /// animation it is in; didChangeFrame and didShow follow when the scroll settles.
    public mutating func changeFocus(
        screen: Rect, scrollFrame: Rect, contentSize: Size, focus: Rect?, gap: Double = KeyboardLabStrategy.defaultGap,
        at time: Instant
    ) -> [TimedNotification] {
        var posted = advance(to: time)
        guard isKeyboardShown else { return posted }
        let context = context(screen, scrollFrame, contentSize, focus: focus, gap: gap, at: time)
        let begin = state(at: time).keyboardFrame
        let end = transition.to.keyboardFrame
        let answer = deliver([.willChangeFrame, .willShow], from: begin, to: end, context: context, at: time)
        posted += answer.posted
        retarget(to: answer.goal ?? state(at: time).scrollTarget, layoutFrame: scrollFrame, at: time)
        pendingDid = .didShow
        return posted
    }
}
