/// `layout-guide`: UIKeyboardLayoutGuide. The scroll view's bottom is pinned to the guide's top on every frame,
/// interactive drags included: the presented keyboard's top, or the safe area's bottom while the keyboard is
/// below it. On will-show the focused row is scrolled into view by the contract's offset rule in the frame the
/// keyboard will leave; the inset is never touched.
///
/// ```swift
/// var strategy = LayoutGuide()
/// LayoutGuide.pinnedFrame(layout: frame, keyboard: presented, safeBottom: 818)  // ends at the keyboard's top
/// ```
public struct LayoutGuide: AvoidanceStrategy {
    /// `layout-guide`.
    public var name: String { "layout-guide" }
    /// The frame follows the keyboard on every frame.
    public var pinsScrollViewToKeyboard: Bool { true }

    /// Creates the strategy.
    public init() {}

    /// The scroll view's frame pinned to the guide: from the layout's top to the keyboard's top, or to the safe
    /// area's bottom (`safeBottom`) while the keyboard is below it.
    public static func pinnedFrame(layout: Rect, keyboard: Rect, safeBottom: Double) -> Rect {
        let bottom = min(layout.maxY, keyboard.minY, safeBottom)
        return Rect(x: layout.minX, y: layout.minY, width: layout.width, height: max(0, bottom - layout.minY))
    }

    /// Scrolls the focused row into the frame the keyboard leaves, on will-show.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        info.event == .willShow ? target(keyboard: info.endFrame, in: context) : nil
    }

    /// Scrolls the moved row into view.
    public func retarget(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget? {
        target(keyboard: keyboard, in: context)
    }

    func target(keyboard reported: Rect, in context: AvoidanceContext) -> ScrollTarget {
        // A view pinned to the guide too (a sticky bar, a composer) sits between the scroll view and the keyboard.
        let keyboard = context.pinned?.obstruction(keyboard: reported, screen: context.screen) ?? reported
        let scroll = context.scroll
        let frame = Self.pinnedFrame(layout: scroll.frame, keyboard: keyboard, safeBottom: context.safeBottom)
        var offset = scroll.contentOffset
        if let focus = context.focus {
            offset.y = KeyboardLabStrategy.offsetY(
                keeping: focus, visibleFrom: offset.y, frameHeight: frame.height, overlap: 0,
                insetTop: scroll.contentInset.top, gap: context.gap)
        }
        let pinned = ScrollGeometry(frame: frame, contentSize: scroll.contentSize)
        offset.y = pinned.clampedOffsetY(offset.y, inset: scroll.contentInset)
        return ScrollTarget(contentInset: scroll.contentInset, contentOffset: offset)
    }
}
