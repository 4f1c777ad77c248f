/// `adjust-pan`: the manifest's `adjustPan`. The whole window, top app bar included, is translated up by
/// ViewRootImpl's rule (`scrollToRectOrFocus`): just enough to show the caret's line plus the field's bottom padding
/// above the keyboard, over 250 ms; on hide it pans back. The content's own inset and offset never change.
///
/// ```swift
/// var strategy = AdjustPan()
/// ```
public struct AdjustPan: AvoidanceStrategy {
    /// Creates the strategy.
    public init() {}

    /// `adjust-pan`.
    public var name: String { "adjust-pan" }
    /// Android's.
    public var platforms: Set<Platform> { [.android] }
    /// No insets-animation callback.
    public func keyboardMotion(on platform: Platform) -> KeyboardMotion { .androidUnsynced }

    /// A view pinned to the keyboard stays where it is laid out: the window pans instead.
    public func pinnedBarEdge(keyboard: Rect, heading target: Rect, screen: Rect, android: AndroidWindow?) -> Rect {
        Self.restingEdge(keyboard, screen: screen)
    }

    /// With the keyboard up, the top app bar the pan pushed off the screen (a designer's picture has none of its
    /// own).
    public func fieldProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem] {
        guard let window = scene.android, scene.isKeyboardShown, let appBar = scene.appBarHeight else { return found }
        let off = min(appBar, scene.target.pan - window.statusBar)
        return off > 0.5 ? found + [.appBarOffScreen(points: off)] : found
    }

    /// A focused composer the pan brought into view is not covered: the pan shows its caret line and the field's
    /// padding, and the bar's own few dp below them under the keyboard's top are Android's rule, not a defect.
    public func barProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem] {
        guard scene.android != nil, scene.focusIsComposer, scene.target.pan > 0.5 else { return found }
        return found.filter { if case .barCovered = $0 { false } else { true } }
    }

    /// Pans to show the caret on a show or frame change; pans back on hide.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        switch info.event {
        case .willShow, .willChangeFrame: target(keyboard: info.endFrame, in: context)
        case .willHide: target(keyboard: nil, in: context)
        case .didShow, .didHide, .didChangeFrame: nil
        }
    }

    /// Pans again when the caret moved (a new field, a new line).
    public func retarget(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget? {
        target(keyboard: keyboard, in: context)
    }

    /// The model's inset and offset with the pan for `keyboard` (0 with none). A focused field outside the scroll
    /// view is first scrolled into it (`ScrollView.requestChildFocus`, no margin), then the window pans.
    func target(keyboard: Rect?, in context: AvoidanceContext) -> ScrollTarget {
        let ime = keyboard.map { max(0, context.screen.maxY - $0.minY) } ?? 0
        let model = context.model
        var goal = ScrollTarget(
            contentInset: model.contentInset, contentOffset: model.contentOffset, timing: .androidScroll)
        // The rect in the window as laid out (the pan is applied when drawing, as mScrollY is).
        guard ime > 0,
            var rect = context.caret
                ?? context.focus?.converted(fromContentOf: context.scroll.frame, offset: model.contentOffset)
        else { return goal }
        if let focus = context.focus {
            let scroll = context.scroll
            let wanted = KeyboardLabStrategy.offsetY(
                keeping: focus, visibleFrom: model.contentOffset.y, frameHeight: scroll.frame.height,
                overlap: model.contentInset.bottom, insetTop: model.contentInset.top, gap: 0)
            let offset = scroll.clampedOffsetY(wanted, inset: model.contentInset)
            rect = rect.offsetBy(dx: 0, dy: model.contentOffset.y - offset)
            goal.contentOffset.y = offset
        }
        goal.pan = Self.pan(
            showing: rect, windowHeight: context.screen.height, top: context.android?.statusBar ?? 0, bottom: ime)
        return goal
    }

    /// `scrollToRectOrFocus`: the rect is cut to the window's visible part (none: no pan, however far off screen
    /// it is); no pan for a rect taller than the part the insets leave, else the least pan that shows it between
    /// the visible insets' `top` and `bottom`. Never more than `bottom`, the keyboard's height.
    public static func pan(showing rect: Rect, windowHeight: Double, top: Double, bottom: Double) -> Double {
        let minY = max(rect.minY, 0)
        let maxY = min(rect.maxY, windowHeight)
        guard maxY > minY else { return 0 }
        if maxY - minY > windowHeight - top - bottom { return 0 }
        if minY < top { return 0 }
        if maxY > windowHeight - bottom { return min(bottom, maxY - (windowHeight - bottom)) }
        return 0
    }
}
