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

    /// The model's inset and offset with the pan for `keyboard` (0 with none).
    func target(keyboard: Rect?, in context: AvoidanceContext) -> ScrollTarget {
        let ime = keyboard.map { max(0, context.screen.maxY - $0.minY) } ?? 0
        var goal = ScrollTarget(
            contentInset: context.model.contentInset, contentOffset: context.model.contentOffset,
            timing: .androidScroll)
        // The rect in the window as laid out (the pan is applied when drawing, as mScrollY is).
        let rect =
            context.caret
            ?? context.focus?.converted(fromContentOf: context.scroll.frame, offset: context.model.contentOffset)
        guard ime > 0, let rect else { return goal }
        goal.pan = Self.pan(
            showing: rect, windowHeight: context.screen.height, top: context.android?.statusBar ?? 0, bottom: ime)
        return goal
    }

    /// `scrollToRectOrFocus`: no pan for a rect taller than the visible part, else the least pan that shows it
    /// between the visible insets' `top` and `bottom`.
    public static func pan(showing rect: Rect, windowHeight: Double, top: Double, bottom: Double) -> Double {
        if rect.height > windowHeight - top - bottom { return 0 }
        if rect.minY < top { return max(0, rect.minY - top) }
        if rect.maxY > windowHeight - bottom { return rect.maxY - (windowHeight - bottom) }
        return 0
    }
}
