/// `observer-2018`: the KeyboardObserver example: on will-show the bottom inset becomes the keyboard's height, on
/// will-hide what the hide frame covers of the screen (0 on a plain stream), set at once in the handler, and nothing scrolls. The original inset (the home
/// indicator's area) is not restored.
///
/// ```swift
/// var strategy = Observer2018()
/// ```
public struct Observer2018: AvoidanceStrategy {
    /// `observer-2018`.
    public var name: String { "observer-2018" }

    /// Creates the strategy.
    public init() {}

    /// Sets the bottom inset from the notification; never scrolls.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        var inset = context.scroll.contentInset
        switch info.event {
        case .willShow: inset.bottom = info.endFrame.height
        // What the hide frame still covers of the screen: nothing, unless a quirk reports a frame on screen.
        case .willHide: inset.bottom = context.screen.intersection(info.endFrame).height
        case .willChangeFrame, .didShow, .didHide, .didChangeFrame: return nil
        }
        return ScrollTarget(contentInset: inset, contentOffset: context.scroll.contentOffset, timing: .atOnce)
    }
}
