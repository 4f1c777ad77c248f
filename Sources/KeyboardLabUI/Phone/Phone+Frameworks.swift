import KeyboardAvoidance

extension Phone {
    /// The avoiding container's bottom inset against the keyboard's (Flutter's `viewInsets` beside the keyboard's
    /// own frame on iOS, React Native's lift): the panel's line, or nil for a strategy without such a container
    /// (``AvoidanceStrategy/containerInsetLabel``).
    public var frameworkNote: String? {
        guard let label = avoidance.strategy.containerInsetLabel else { return nil }
        let n = NumberText.compact
        let now = presented
        let inset = now.keyboardSafeArea ?? 0
        let keyboard = max(0, screen.maxY - now.keyboardFrame.minY)
        return "\(label) \(n(inset)) · keyboard \(n(keyboard)) · Δ \(n(inset - keyboard)) \(conditions.lengthUnit)"
    }
}
