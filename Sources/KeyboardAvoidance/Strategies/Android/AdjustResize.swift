/// `adjust-resize`: the manifest's `adjustResize` and no inset code of the app's own.
///
/// Before edge-to-edge (`android 14`) the window is resized: the content ends at the keyboard's top at once, when
/// the IME starts to slide, and the scroll view then scrolls the whole field into view (gap 0) over 250 ms, out of
/// step with the keyboard; on hide the content drops back at once, under the leaving keyboard. From `android 15`
/// nothing is resized and the field stays under the keyboard.
///
/// ```swift
/// var strategy = AdjustResize()
/// ```
public struct AdjustResize: AvoidanceStrategy {
    /// Whether the window is resized now.
    public private(set) var isResized = false
    /// The inset and offset from before the keyboard came up.
    public private(set) var saved: ScrollTarget?

    /// Creates the strategy.
    public init() {}

    /// `adjust-resize`.
    public var name: String { "adjust-resize" }
    /// Android's.
    public var platforms: Set<Platform> { [.android] }
    /// No insets-animation callback: the layout jumps.
    public func keyboardMotion(on platform: Platform) -> KeyboardMotion { .androidUnsynced }

    /// Before edge-to-edge a view pinned to the keyboard stands where the keyboard is heading (the resized window
    /// jumps at once); under edge-to-edge it stays at rest.
    public func pinnedBarEdge(keyboard: Rect, heading target: Rect, screen: Rect, android: AndroidWindow?) -> Rect {
        android?.edgeToEdge == false ? target : Self.restingEdge(keyboard, screen: screen)
    }

    /// Under edge-to-edge a covered field says why: the window is no longer resized.
    public func fieldProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem] {
        guard scene.android?.edgeToEdge == true else { return found }
        return found.map { if case .fieldCovered(let points) = $0 { .edgeToEdgeCovered(points: points) } else { $0 } }
    }

    /// Under edge-to-edge the composer the keyboard covers, focused, says why too.
    public func barProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem] {
        guard scene.android?.edgeToEdge == true, scene.focusIsComposer else { return found }
        return found.map { if case .barCovered(let points) = $0 { .edgeToEdgeCovered(points: points) } else { $0 } }
    }

    /// Resizes and scrolls on a show (not under edge-to-edge); restores the frame on hide.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        guard context.android?.edgeToEdge == false else { return nil }
        switch info.event {
        case .willShow, .willChangeFrame:
            if saved == nil { saved = context.model }
            isResized = true
            return target(keyboard: info.endFrame, in: context)
        case .willHide:
            guard isResized else { return nil }
            isResized = false
            defer { saved = nil }
            return restored(in: context)
        case .didShow, .didHide, .didChangeFrame:
            return nil
        }
    }

    /// The laid-out window again: the resting inset, the offset kept (a message list at its end stays there).
    func restored(in context: AvoidanceContext) -> ScrollTarget {
        context.restoredLayout(saved: saved, timing: .androidScroll)
    }

    /// Scrolls a moved caret into the resized window.
    public func retarget(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget? {
        isResized ? target(keyboard: keyboard, in: context) : nil
    }

    /// The frame ending at the keyboard's top with no bottom padding (the navigation area is under the IME), and
    /// the least scroll that shows the whole focused rect (`computeScrollDeltaToGetChildRectOnScreen`).
    func target(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget {
        let layout = context.scroll.frame
        // The resized window holds the composer or sticky bar at its bottom, on the keyboard's top.
        let cover = context.pinned?.obstruction(keyboard: keyboard, screen: context.screen) ?? keyboard
        let covered = KeyboardLabStrategy.overlap(keyboard: cover, scrollFrame: layout, screen: context.screen) > 0
        let bottom = covered ? min(layout.maxY, cover.minY) : layout.maxY
        let frame = Rect(x: layout.minX, y: layout.minY, width: layout.width, height: max(0, bottom - layout.minY))
        var inset = context.scroll.contentInset
        inset.bottom = covered ? 0 : inset.bottom
        var offset = context.scroll.contentOffset
        if let lift = context.lift {
            // The shrunk frame as an inset on the laid-out one: the same offsets.
            var equivalent = inset
            equivalent.bottom += layout.maxY - frame.maxY
            var model = context.model
            model.contentInset.bottom += layout.maxY - (model.scrollFrame?.maxY ?? layout.maxY)
            offset.y = lift.offsetY(from: model, to: equivalent, in: context.scroll)
        } else if let focus = context.focus {
            offset.y = KeyboardLabStrategy.offsetY(
                keeping: focus, visibleFrom: offset.y, frameHeight: frame.height, overlap: 0, insetTop: inset.top,
                gap: 0)
        }
        offset.y = ScrollGeometry(frame: frame, contentSize: context.scroll.contentSize).clampedOffsetY(
            offset.y, inset: inset)
        return ScrollTarget(contentInset: inset, contentOffset: offset, scrollFrame: frame, timing: .androidScroll)
    }
}
