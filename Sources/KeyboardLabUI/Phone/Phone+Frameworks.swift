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

extension Phone {
    /// The height above a framework's avoiding view that its parent-relative frame does not see: the status and
    /// navigation bars (the scroll view's top as laid out), or 0 on a screen with no header, whose view starts at
    /// the window's top.
    public var frameworkHeaderHeight: Double {
        page.hasNavigationBar || sheet != nil ? layoutScrollFrame.minY - screen.minY : 0
    }

    /// React Native's `keyboardVerticalOffset` on this device: the screen file's number for the platform, or the
    /// header's height for `"header"`.
    public var keyboardVerticalOffset: Double {
        page.keyboardVerticalOffset.points(on: device.platform, header: frameworkHeaderHeight)
    }
}
