import KeyboardAvoidance

extension Phone {
    /// What the cross-platform frameworks' strategies get wrong now: React Native's view lifting too little under a
    /// header, jumping after the keyboard on Android, shrinking twice on a resized Android 14 window; Flutter's
    /// `viewInsets` leaving out the navigation area under edge-to-edge.
    var frameworkProblems: [AvoidanceProblem] {
        let strategy = avoidance.timeline.strategy
        guard avoidance.timeline.isKeyboardShown, let base = strategy.base as? KeyboardAvoidingView, !base.isController
        else { return flutterProblems }
        var found: [AvoidanceProblem] = []
        let moving = !avoidance.timeline.transition.isFinished(at: now)
        if let window = androidWindow, !window.edgeToEdge {
            if base.behavior == .height { found.append(.doubleInset(points: imeHeight(targetState))) }
        } else {
            let missing = layoutScrollFrame.minY - screen.minY - page.keyboardVerticalOffset
            if missing > 0.5 { found.append(.offsetMissing(points: missing)) }
        }
        if androidWindow != nil, moving, presented.keyboardSafeArea ?? 0 < 0.5 { found.append(.jumpsAfterKeyboard) }
        return found
    }

    /// Flutter's edge-to-edge jump, while the keyboard is still coming up.
    var flutterProblems: [AvoidanceProblem] {
        guard avoidance.timeline.strategy.name == "flutter", avoidance.timeline.isKeyboardShown,
            androidWindow?.edgeToEdge == true, !avoidance.timeline.transition.isFinished(at: now),
            systemBarsBottom > 0.5
        else { return [] }
        return [.viewInsetsJump(points: systemBarsBottom)]
    }

    /// How much of the screen's bottom the keyboard covers in `state`.
    func imeHeight(_ state: KeyboardScrollState) -> Double { max(0, screen.maxY - state.keyboardFrame.minY) }

    /// The framework strategy's container bottom inset against the keyboard's (Flutter's `viewInsets` beside the
    /// keyboard's own frame on iOS): the panel's line, or nil for other strategies.
    public var frameworkNote: String? {
        let strategy = avoidance.timeline.strategy
        guard AvoidanceStrategies.frameworkNames.contains(strategy.name) else { return nil }
        let n = NumberText.compact
        let now = presented
        let inset = now.keyboardSafeArea ?? 0
        let keyboard = imeHeight(now)
        let label = strategy.name == "flutter" ? "viewInsets" : "lift"
        return "\(label) \(n(inset)) · keyboard \(n(keyboard)) · Δ \(n(inset - keyboard)) \(lengthUnit)"
    }
}
