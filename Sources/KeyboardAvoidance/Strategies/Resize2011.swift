/// `resize-2011`: the CocoaTouch form: on will-show the scroll view's frame shrinks to end at the keyboard's top
/// and the edited row is scrolled into view, up or down, both on the keyboard's duration and curve; on will-hide
/// ("return") the saved frame comes back. The inset is never touched.
///
/// ```swift
/// var strategy = Resize2011()
/// ```
public struct Resize2011: AvoidanceStrategy {
    /// `resize-2011`.
    public var name: String { "resize-2011" }
    /// Whether the frame is shrunk.
    public private(set) var isResized = false

    /// Creates the strategy with the layout's frame.
    public init() {}

    /// Shrinks the frame and scrolls the row into view on will-show; restores the frame on will-hide.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        switch info.event {
        case .willShow:
            isResized = true
            return target(keyboard: info.endFrame, in: context)
        case .willHide:
            guard isResized else { return nil }
            isResized = false
            let scroll = context.scroll
            var offset = scroll.contentOffset
            offset.y = scroll.clampedOffsetY(offset.y, inset: scroll.contentInset)
            return ScrollTarget(contentInset: scroll.contentInset, contentOffset: offset)
        case .willChangeFrame, .didShow, .didHide, .didChangeFrame:
            return nil
        }
    }

    /// Scrolls the moved row into view in the shrunk frame.
    public func retarget(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget? {
        isResized ? target(keyboard: keyboard, in: context) : nil
    }

    /// The frame ending at the keyboard's top, and the row scrolled just into it (`scrollRectToVisible`).
    func target(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget {
        let layout = context.scroll.frame
        let docked = KeyboardLabStrategy.overlap(keyboard: keyboard, scrollFrame: layout, screen: context.screen) > 0
        let bottom = docked ? min(layout.maxY, keyboard.minY) : layout.maxY
        let frame = Rect(x: layout.minX, y: layout.minY, width: layout.width, height: max(0, bottom - layout.minY))
        let inset = context.scroll.contentInset
        var offset = context.scroll.contentOffset
        if let focus = context.focus {
            offset.y = KeyboardLabStrategy.offsetY(
                keeping: focus, visibleFrom: offset.y, frameHeight: frame.height, overlap: 0, insetTop: inset.top,
                gap: 0)
        }
        let shrunk = ScrollGeometry(frame: frame, contentSize: context.scroll.contentSize)
        offset.y = shrunk.clampedOffsetY(offset.y, inset: inset)
        return ScrollTarget(contentInset: inset, contentOffset: offset, scrollFrame: frame)
    }
}
