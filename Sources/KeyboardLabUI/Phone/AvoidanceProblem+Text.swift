import KeyboardAvoidance

extension AvoidanceProblem: CustomStringConvertible {
    /// One short line, as the overlay and the trace show it, in points.
    public var description: String { text(unit: "pt") }

    /// One short line with lengths in `unit`: `pt` on iOS, `dp` on Android.
    public func text(unit: String) -> String {
        let n = NumberText.compact
        return switch self {
        case .fieldCovered(let points): "field covered by \(n(points)) \(unit)"
        case .insetTooLarge(let inset, let expected): "inset \(n(inset)) > \(n(expected))"
        case .insetNotRestored(let inset, let expected): "restore missed: inset \(n(inset)), want \(n(expected))"
        case .offsetNotRestored(let offset, let expected): "restore missed: offset \(n(offset)), want \(n(expected))"
        case .barCovered(let points): "bar covered by keyboard: \(n(points)) \(unit)"
        case .barDetached(let points): "bar detached: \(n(points)) \(unit) above keyboard"
        case .newestMessageHidden(let points): "newest message hidden by \(n(points)) \(unit)"
        case .edgeToEdgeCovered(let points):
            "field covered by \(n(points)) \(unit) (edge-to-edge: adjustResize no longer resizes)"
        case .avoidingViewBlind(let points):
            "field covered by \(n(points)) \(unit) (edge-to-edge: KeyboardAvoidingView does not see the keyboard)"
        case .appBarOffScreen(let points): "app bar off screen by \(n(points)) \(unit)"
        case .doubleInset(let points): "double inset: \(n(points)) \(unit)"
        case .offsetMissing(let points): "covered by \(n(points)) \(unit) (keyboardVerticalOffset missing)"
        case .jumpsAfterKeyboard: "layout jumps after the keyboard (did-events only)"
        case .viewInsetsJump(let points):
            "viewInsets leave out the navigation area: +\(n(points)) \(unit) jump when the keyboard stops"
        }
    }
}

extension AvoidanceProblem {
    /// The problem as a value golden's key and number (``FrameValues/flattened``): `problem.` and its kind
    /// (`problem.offsetMissing`), with the length it names (the inset, for an inset's problems), or 1 for a flag
    /// without one.
    public var value: (key: String, amount: Double) {
        switch self {
        case .fieldCovered(let points): ("problem.fieldCovered", points)
        case .insetTooLarge(let inset, _): ("problem.insetTooLarge", inset)
        case .insetNotRestored(let inset, _): ("problem.insetNotRestored", inset)
        case .offsetNotRestored(let offset, _): ("problem.offsetNotRestored", offset)
        case .barCovered(let points): ("problem.barCovered", points)
        case .barDetached(let points): ("problem.barDetached", points)
        case .newestMessageHidden(let points): ("problem.newestMessageHidden", points)
        case .edgeToEdgeCovered(let points): ("problem.edgeToEdgeCovered", points)
        case .avoidingViewBlind(let points): ("problem.avoidingViewBlind", points)
        case .appBarOffScreen(let points): ("problem.appBarOffScreen", points)
        case .doubleInset(let points): ("problem.doubleInset", points)
        case .offsetMissing(let points): ("problem.offsetMissing", points)
        case .jumpsAfterKeyboard: ("problem.jumpsAfterKeyboard", 1)
        case .viewInsetsJump(let points): ("problem.viewInsetsJump", points)
        }
    }
}
