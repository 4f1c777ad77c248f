/// `insets` (Android's default) and `compose-double`: a Compose screen padded by `ime()` in step with the keyboard.
///
/// The content's bottom padding is the union of the IME and navigation insets on every frame (the keyboard's own
/// 285 ms curve), and the focused field is kept in view by the least scroll, with no margin, re-targeted each frame
/// as the viewport shrinks (androidx `ContentInViewNode`), so it rides the keyboard's top; with the keyboard still,
/// a newly focused field comes into view on Compose's bring-into-view spring. On
/// hide the padding goes back and the scroll stays where it is (clamped). `compose-double` is the published bug: a
/// `Scaffold` whose content takes the scaffold's padding (the navigation bar) and `imePadding()` too, so the
/// navigation area is counted twice and a gap of its height stays above the keyboard.
///
/// An app that is not edge-to-edge (an Android 14 device, or a target of 34, without `enableEdgeToEdge()`) gets no
/// IME insets: the decor view consumes them, `imePadding()` pads nothing and the manifest's `adjustResize` resizes
/// the window instead, out of step with the keyboard, as ``AdjustResize`` does.
///
/// ```swift
/// var strategy = ImeInsets()
/// var double = ImeInsets(countsNavigationTwice: true)  // "compose-double"
/// ```
public struct ImeInsets: AvoidanceStrategy {
    /// Whether the navigation area is padded twice (`compose-double`).
    public var countsNavigationTwice: Bool
    /// The inset and offset from before the keyboard came up.
    public private(set) var saved: ScrollTarget?
    /// The resized window of an app that is not edge-to-edge.
    public private(set) var resized = AdjustResize()

    /// Creates the strategy; `countsNavigationTwice` makes it `compose-double`.
    public init(countsNavigationTwice: Bool = false) {
        self.countsNavigationTwice = countsNavigationTwice
    }

    /// `insets` or `compose-double`.
    public var name: String { countsNavigationTwice ? "compose-double" : "insets" }
    /// Android's.
    public var platforms: Set<Platform> { [.android] }
    /// Compose registers an insets-animation callback.
    public func keyboardMotion(on platform: Platform) -> KeyboardMotion { .androidSynced }
    /// Not edge-to-edge, no insets animation reaches the app: the resized window jumps.
    public func keyboardMotion(on platform: Platform, window: AndroidWindow?) -> KeyboardMotion {
        window?.edgeToEdge == false ? .androidUnsynced : .androidSynced
    }

    /// `compose-double`'s larger inset is its doubled inset, flagged as such.
    public var flagsInsetTooLarge: Bool { !countsNavigationTwice }

    /// A view pinned to the keyboard stands on it; under `compose-double`, with the keyboard on the screen, on the
    /// navigation area padded above it too.
    public func pinnedBarEdge(keyboard: Rect, heading target: Rect, screen: Rect, android: AndroidWindow?) -> Rect {
        if android?.edgeToEdge == false {
            return resized.pinnedBarEdge(keyboard: keyboard, heading: target, screen: screen, android: android)
        }
        guard countsNavigationTwice, keyboard.minY < screen.maxY - 0.5 else { return keyboard }
        let nav = android?.navigationInset ?? 0
        return Rect(x: keyboard.minX, y: keyboard.minY - nav, width: keyboard.width, height: keyboard.height + nav)
    }

    /// Under `compose-double`, with the keyboard up, the navigation area padded twice.
    public func fieldProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem] {
        guard countsNavigationTwice, scene.android?.edgeToEdge == true, scene.isKeyboardShown,
            scene.navigationInset > 0.5
        else {
            return found
        }
        return found + [.doubleInset(points: scene.navigationInset)]
    }

    /// Under `compose-double` the gap under a pinned bar is the doubled inset, flagged once: not a detached bar.
    public func barProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem] {
        guard countsNavigationTwice, scene.android?.edgeToEdge == true else { return found }
        return found.filter { if case .barDetached = $0 { false } else { true } }
    }

    /// Pads by the IME inset and brings the field into view on a show or frame change; drops the padding on hide.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        if context.android?.edgeToEdge == false { return resized.receive(info, in: context) }
        switch info.event {
        case .willShow, .willChangeFrame:
            if saved == nil { saved = context.model }
            return target(keyboard: info.endFrame, in: context)
        case .willHide:
            guard let original = saved else { return nil }
            saved = nil
            let scroll = context.scroll
            var offset = scroll.contentOffset
            offset.y =
                context.lift?.offsetY(from: context.model, to: original.contentInset, in: scroll)
                ?? scroll.clampedOffsetY(offset.y, inset: original.contentInset)
            return ScrollTarget(contentInset: original.contentInset, contentOffset: offset, timing: .insetsUnion)
        case .didShow, .didHide, .didChangeFrame:
            return nil
        }
    }

    /// Brings a moved caret or a newly focused field into view under the same padding.
    public func retarget(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget? {
        if context.android?.edgeToEdge == false { return resized.retarget(keyboard: keyboard, in: context) }
        return saved == nil ? nil : target(keyboard: keyboard, in: context)
    }

    /// The padding for `keyboard` and the least scroll that shows the focused rect above it (gap 0).
    func target(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget {
        let scroll = context.scroll
        let original = saved?.contentInset ?? scroll.contentInset
        // The padded column holds the composer or sticky bar too: it rides the keyboard's top.
        let cover = context.pinned?.obstruction(keyboard: keyboard, screen: context.screen) ?? keyboard
        let ime = KeyboardLabStrategy.overlap(keyboard: cover, scrollFrame: scroll.frame, screen: context.screen)
        var inset = original
        // The scaffold's padding already holds the navigation area; imePadding() adds the IME inset on top of it.
        let doubled = ime > 0 ? ime + (context.android?.navigationInset ?? 0) : original.bottom
        inset.bottom = countsNavigationTwice ? max(original.bottom, doubled) : max(original.bottom, ime)
        var offset = scroll.contentOffset
        if let lift = context.lift {
            offset.y = lift.offsetY(from: context.model, to: inset, in: scroll)
        } else if let focus = context.focus {
            offset.y = KeyboardLabStrategy.offsetY(
                keeping: focus, visibleFrom: scroll.contentOffset.y, frameHeight: scroll.frame.height,
                overlap: inset.bottom, insetTop: inset.top, gap: 0)
        }
        offset.y = scroll.clampedOffsetY(offset.y, inset: inset)
        // While the insets move, the padding is their union and the scroll re-targets every frame; with the
        // keyboard still (a new focus, a new line) the field is brought into view on the spring.
        let moving = abs(inset.bottom - context.model.contentInset.bottom) > 0.5
        return ScrollTarget(
            contentInset: inset, contentOffset: offset,
            timing: moving
                ? .insetsUnion : .offsetOnCurve(.composeSpring, duration: AnimationCurve.composeSpringSettleTime))
    }
}
