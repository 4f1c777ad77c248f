import KeyboardAvoidance

extension Phone {
    /// What a user would see go wrong now: the focused field covered, an inset grown past what the keyboard (and
    /// the view pinned to it) covers, a bottom bar covered or detached, the newest message hidden at the list's end,
    /// or a restore that missed after the last dismissal.
    ///
    /// - Complexity: O(1).
    public var problems: [AvoidanceProblem] {
        var found: [AvoidanceProblem] = []
        let now = presented
        let target = targetState
        if let covered = coveredPoints(target) { found.append(.fieldCovered(points: covered)) }
        // The strategy in force adds its own problems and words some in its own terms.
        let strategy = avoidance.strategy
        let scene = problemScene(presented: now, target: target)
        found = strategy.fieldProblems(found, in: scene)
        // The inset the strategy asked for, against what the keyboard it asked it for covers. During an
        // interactive pan nothing is posted, so a notification-driven inset rightly stays: not a problem.
        let goal = avoidance.target
        let original = avoidance.session?.start.contentInset.bottom ?? baseInset.bottom
        let overlap = KeyboardLabStrategy.overlap(
            keyboard: obstruction(goal.keyboardFrame), scrollFrame: layoutScrollFrame, screen: screen)
        let expected = max(original, overlap)
        if goal.contentInset.bottom > expected + 0.5, pointer.press?.isFollowingKeyboard != true,
            strategy.flagsInsetTooLarge
        {
            found.append(.insetTooLarge(inset: now.contentInset.bottom, expected: expected))
        }
        found += strategy.barProblems(barProblems(now), in: scene)
        if avoidance.isKeyboardShown, pointer.press == nil, let hidden = newestMessageHidden(target) {
            found.append(.newestMessageHidden(points: hidden))
        }
        found += restoreMisses
        return found
    }

    /// The last restore's misses, but for the scroll position on Android, which keeps it after the keyboard goes
    /// by design (its views keep their scroll; no platform rule brings it back).
    var restoreMisses: [AvoidanceProblem] {
        guard device.platform == .android else { return avoidance.restoreMisses }
        return avoidance.restoreMisses.filter { if case .offsetNotRestored = $0 { false } else { true } }
    }

    /// What the strategy reads to tell its own problems, with `presented` and `target` the values presented now and
    /// those the animation heads to.
    func problemScene(presented: KeyboardScrollState, target: KeyboardScrollState) -> ProblemScene {
        ProblemScene(
            android: conditions.androidWindow, isKeyboardShown: avoidance.isKeyboardShown,
            isMoving: avoidance.transition.start <= now && !avoidance.transition.isFinished(at: now),
            screen: screen, target: target,
            presentedKeyboardSafeArea: presented.keyboardSafeArea, contentTop: screen.minY + frameworkHeaderHeight,
            keyboardVerticalOffset: keyboardVerticalOffset,
            appBarHeight: page.design == nil ? barLayout.navigationAreaHeight : nil,
            focusIsComposer: editor.focus == form.composerIndex)
    }

    /// The problems as the overlay, the readout and the trace write them, in the platform's unit
    /// (``PhoneConditions/lengthUnit``).
    public var problemLines: [String] { problems.map { $0.text(unit: conditions.lengthUnit) } }

    /// A bottom bar the docked keyboard covers, or a pinned one hanging above the keyboard's top, as presented.
    func barProblems(_ now: KeyboardScrollState) -> [AvoidanceProblem] {
        let keyboard = now.keyboardFrame
        // Android's pan moves the whole window, the bar with it.
        guard
            let bar = barLayout.bottomBarFrame(keyboard: keyboard, keyboardSafeArea: keyboardSafeArea(now))?.offsetBy(
                dx: 0, dy: -now.pan),
            keyboard.width >= screen.width - 0.5, keyboard.minY < screen.maxY - 0.5
        else { return [] }
        return Self.barProblems(
            bar: bar, keyboard: keyboard,
            restBottom: barLayout.bottomBarView(keyboard: keyboard)?.restBottom ?? bar.maxY,
            pinned: page.bottomBar?.isPinnedToKeyboard == true)
    }

    /// What is wrong with a bottom bar at `bar` over a docked keyboard at `keyboard`: covered when they overlap;
    /// detached when a `pinned` bar's bottom is above both the keyboard's top and its resting place.
    public static func barProblems(bar: Rect, keyboard: Rect, restBottom: Double, pinned: Bool)
        -> [AvoidanceProblem]
    {
        let covered = bar.maxY - keyboard.minY
        if covered > 0.5 { return [.barCovered(points: min(bar.height, covered))] }
        let gap = min(restBottom, keyboard.minY) - bar.maxY
        return pinned && gap > 0.5 ? [.barDetached(points: gap)] : []
    }

    /// How many points of the focused field (its caret line) the keyboard or the scroll view's end hides once
    /// `now` (the animation's end) is reached, when the user has not scrolled it away themselves.
    func coveredPoints(_ now: KeyboardScrollState) -> Double? {
        guard avoidance.isKeyboardShown, pointer.press == nil, avoidance.session?.moved != true,
            let rect = focusRect
        else {
            return nil
        }
        let keyboard = now.keyboardFrame
        let covering = obstruction(keyboard)
        guard KeyboardLabStrategy.overlap(keyboard: covering, scrollFrame: layoutScrollFrame, screen: screen) > 0 else {
            return nil
        }
        let frame = now.scrollFrame ?? layoutScrollFrame
        // Android's pan moves the whole window, the field and the scroll view's end with it.
        let field = rect.converted(fromContentOf: frame, offset: now.contentOffset).offsetBy(dx: 0, dy: -now.pan)
        let visibleBottom = min(visibleEdge(now), frame.maxY - now.pan)
        let hidden = min(field.height, field.maxY - visibleBottom)
        return hidden > 0.5 ? hidden : nil
    }

    /// What the field is measured against in `now`: the keyboard's top, or a bar's top where the bar stands above
    /// the keyboard (a bar that is itself under the keyboard hides nothing more), the pan applied.
    func visibleEdge(_ now: KeyboardScrollState) -> Double {
        let keyboard = now.keyboardFrame
        guard keyboard.width >= screen.width - 0.5, keyboard.minY < screen.maxY - 0.5 else {
            return obstruction(keyboard).minY
        }
        guard page.bottomBar?.isPinnedToKeyboard == true,
            let bar = barLayout.bottomBarFrame(keyboard: keyboard, keyboardSafeArea: keyboardSafeArea(now))
        else { return keyboard.minY }
        let top = bar.minY - now.pan
        return bar.maxY - now.pan <= keyboard.minY + 0.5 ? min(keyboard.minY, top) : keyboard.minY
    }
}
