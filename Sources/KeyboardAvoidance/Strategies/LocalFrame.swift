/// `local-frame`: the contract's strategy with one published mistake: it measures the overlap against the scroll
/// view's frame in its superview's coordinates (`scrollView.frame`) while the keyboard's frame is in the window's.
/// In a card the scroll view's superview starts at the card's top, so the overlap, and the lift, come out short by
/// exactly that (react-native-keyboard-controller #1500). Full screen the two coordinate spaces agree, and it
/// matches `keyboardlab` frame for frame.
///
/// ```swift
/// var strategy = LocalFrame()
/// ```
public struct LocalFrame: AvoidanceStrategy {
    /// The contract's strategy, which saves and restores as usual.
    var base = KeyboardLabStrategy()

    /// `local-frame`.
    public var name: String { "local-frame" }
    /// The inset and offset saved before the keyboard came up.
    public var saved: ScrollTarget? { base.saved }
    /// Whether the user scrolled while the keyboard was up.
    public var userScrolled: Bool { base.userScrolled }

    /// Creates the strategy.
    public init() {}

    /// Acts on will-show and will-hide, as `keyboardlab` does, with the overlap measured in the card's coordinates.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        switch info.event {
        case .willShow:
            if base.saved == nil { base.save(context.model) }
            return target(keyboard: info.endFrame, in: context)
        case .willHide:
            return base.keyboardWillHide(in: context)
        case .willChangeFrame, .didShow, .didHide, .didChangeFrame:
            return nil
        }
    }

    /// The target for the keyboard at `keyboard`, from the saved values.
    public func retarget(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget? {
        target(keyboard: keyboard, in: context)
    }

    /// Records a user scroll.
    public mutating func userDidScroll() { base.userDidScroll() }

    /// Moves the saved values onto a new layout.
    public mutating func relayout(inset: EdgeInsets, scroll: ScrollGeometry) {
        base.relayout(inset: inset, scroll: scroll)
    }

    /// The contract's target, with `height(F_superview ∩ K)` for the overlap: the keyboard read as `keyboardlab`
    /// reads it, in window coordinates, the scroll view's frame in its card's.
    func target(keyboard reported: Rect, in context: AvoidanceContext) -> ScrollTarget {
        let keyboard = KeyboardLabStrategy.obstruction(reported: reported, in: context)
        var local = context.scroll.frame
        if let card = context.card { local = local.offsetBy(dx: -card.minX, dy: -card.minY) }
        let docked =
            KeyboardLabStrategy.overlap(keyboard: keyboard, scrollFrame: context.screen, screen: context.screen) > 0
        let overlap = docked ? local.intersection(keyboard).height : 0
        return base.target(overlap: overlap, in: context)
    }
}
