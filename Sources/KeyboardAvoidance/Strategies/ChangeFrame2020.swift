/// `change-frame-2020`: the pattern that observes keyboard-will-change-frame only, since it covers every show,
/// hide and move: the bottom inset becomes what the reported frame covers of the scroll view (never less than the
/// original), animated with the keyboard; once the keyboard settles, didChangeFrame scrolls the field into view
/// above the reported frame, at once.
///
/// It is right on a plain stream. Each notification quirk breaks it in its own way: a 44 pt hide frame keeps a
/// 44 pt inset, a frame without the accessory bar leaves the field under the bar, a dropped frame change keeps
/// the keyboard's inset after a quick hide, and a late did leaves the field covered until it comes.
///
/// ```swift
/// var strategy = ChangeFrame2020()
/// ```
public struct ChangeFrame2020: AvoidanceStrategy {
    /// `change-frame-2020`.
    public var name: String { "change-frame-2020" }
    /// The inset from before the first frame change, which no later inset goes under.
    public private(set) var original: EdgeInsets?

    /// Creates the strategy.
    public init() {}

    /// Sets the inset on will-change-frame and scrolls on did-change-frame; ignores the rest.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        let scroll = context.scroll
        switch info.event {
        case .willChangeFrame:
            let base = original ?? context.model.contentInset
            original = base
            var inset = base
            inset.bottom = max(base.bottom, scroll.frame.intersection(info.endFrame).height)
            let offset = Point(
                x: scroll.contentOffset.x, y: scroll.clampedOffsetY(scroll.contentOffset.y, inset: inset))
            return ScrollTarget(contentInset: inset, contentOffset: offset)
        case .didChangeFrame:
            let covered = scroll.frame.intersection(info.endFrame).height
            guard let focus = context.focus, covered > 0 else { return nil }
            var offset = scroll.contentOffset
            offset.y = KeyboardLabStrategy.offsetY(
                keeping: focus, visibleFrom: offset.y, frameHeight: scroll.frame.height, overlap: covered,
                insetTop: scroll.contentInset.top, gap: context.gap)
            offset.y = scroll.clampedOffsetY(offset.y, inset: scroll.contentInset)
            guard abs(offset.y - scroll.contentOffset.y) > 0.01 else { return nil }
            return ScrollTarget(contentInset: scroll.contentInset, contentOffset: offset, timing: .atOnce)
        case .willShow, .willHide, .didShow, .didHide:
            return nil
        }
    }

    /// Moves the original inset onto a new layout.
    public mutating func relayout(inset: EdgeInsets, scroll: ScrollGeometry) {
        if original != nil { original = inset }
    }
}
