/// React Native's `KeyboardAvoidingView` wrapping the screen's content below its header: `rn-padding`,
/// `rn-height` and `rn-position` (its `behavior`), and `rn-keyboard-controller` (react-native-keyboard-controller's
/// view of the same name).
///
/// React Native's view lifts its content by `relative = max(frame.y + frame.height − (keyboard.screenY −
/// keyboardVerticalOffset), 0)`, where `frame` is its layout in its *parent* and the keyboard's `screenY` is in the
/// window: under a header of height H and an offset of 0, it lifts H too little. `padding` pads its bottom by
/// `relative`, `height` shrinks by it, `position` moves its content up by it. On iOS it follows
/// `keyboardWillChangeFrame` on the keyboard's own curve; on Android it hears only `keyboardDidShow` and
/// `keyboardDidHide`, so it jumps once the keyboard has stopped; and on `android 14` the window (`adjustResize`, the
/// template's mode) has already shrunk at the first frame, so `relative` is 0, except that `height` shrinks by the
/// keyboard a second time. Under edge-to-edge enforcement (the app targets 35 or later on Android 15 or later) the
/// root view is no longer resized and the view's own measurement no longer sees the keyboard: nothing moves and the
/// input stays under it (react-native#49759); an app that asks for edge-to-edge itself (`edge-to-edge on`, React
/// Native's `edgeToEdgeEnabled`) hears the keyboard and lifts late, as above. The controller's view moves in step with the keyboard on both platforms (it makes the
/// window edge-to-edge itself) but measures its frame in its parent as React Native's does, so it needs the same
/// `keyboardVerticalOffset` (window coordinates only with `automaticOffset`: react-native-keyboard-controller's PR
/// #1346, issue #1356).
///
/// ```swift
/// var strategy = KeyboardAvoidingView(.padding)  // "rn-padding"
/// ```
public struct KeyboardAvoidingView: AvoidanceStrategy {
    /// The view's `behavior`.
    public enum Behavior: String, Equatable, Hashable, Sendable, CaseIterable {
        /// Pads its bottom by `relative`.
        case padding
        /// Shrinks its height by `relative`.
        case height
        /// Moves its content up by `relative`.
        case position
    }

    /// How the view lifts its content.
    public var behavior: Behavior
    /// Whether it is react-native-keyboard-controller's view rather than React Native's own.
    public var isController: Bool
    /// The inset and offset from before the keyboard came up.
    public private(set) var saved: ScrollTarget?

    /// React Native's view with `behavior`, or the controller's (which pads).
    public init(_ behavior: Behavior, controller: Bool = false) {
        self.behavior = behavior
        isController = controller
    }

    /// `rn-padding`, `rn-height`, `rn-position` or `rn-keyboard-controller`.
    public var name: String { isController ? "rn-keyboard-controller" : "rn-\(behavior.rawValue)" }
    /// React Native runs on both platforms.
    public var platforms: Set<Platform> { [.ios, .android] }
    /// A bar inside the avoiding container rides its bottom.
    public var barsRideSafeArea: Bool { true }
    /// The panel compares the view's lift with the keyboard.
    public var containerInsetLabel: String? { "lift" }

    /// UIKit's keyboard on iOS; on Android the controller registers an insets-animation callback, React Native
    /// does not.
    public func keyboardMotion(on platform: Platform) -> KeyboardMotion {
        platform == .ios ? .uikit : isController ? .androidSynced : .androidUnsynced
    }

    /// On iOS (and for the controller) will-change-frame moves it in step with the keyboard; on Android React
    /// Native's view moves at did-show and did-hide, at once, the window having resized at will-show on Android 14.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        let android = context.android
        if saved == nil, info.event == .willShow || info.event == .willChangeFrame { saved = context.model }
        if isBlind(context.android) {
            // The view sees no keyboard: nothing to lift, nothing to restore.
            if info.event == .didHide { saved = nil }
            return nil
        }
        guard let android, !isController else {
            guard info.event == .willChangeFrame || (isController && info.event == .willShow) else { return nil }
            return lifted(keyboard: info.endFrame, in: context, timing: .withKeyboard)
        }
        switch info.event {
        case .willShow where !android.edgeToEdge:
            return windowResized(keyboard: info.endFrame, in: context)
        case .willHide where !android.edgeToEdge:
            return context.restoredLayout(saved: saved, timing: .jump)
        case .didShow:
            return lifted(keyboard: info.endFrame, in: context, timing: .jump)
        case .didHide:
            defer { saved = nil }
            return context.restoredLayout(saved: saved, timing: .jump)
        default:
            return nil
        }
    }

    /// A bar inside the view stays at rest until the view moves (its safe area, once set).
    public func pinnedBarEdge(keyboard: Rect, heading target: Rect, screen: Rect, android: AndroidWindow?) -> Rect {
        Self.restingEdge(keyboard, screen: screen)
    }

    /// Whether the view is React Native's own under edge-to-edge enforcement, where it does not see the keyboard.
    func isBlind(_ window: AndroidWindow?) -> Bool { !isController && window?.isEnforced == true }

    /// Under edge-to-edge enforcement the focused field (or the composer) the keyboard covers says why.
    public func barProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem] {
        guard isBlind(scene.android), scene.focusIsComposer else { return found }
        return found.map { if case .barCovered(let points) = $0 { .avoidingViewBlind(points: points) } else { $0 } }
    }

    /// What the view gets wrong with the keyboard up (the controller's, only the missing offset): under
    /// edge-to-edge enforcement it does not move at all; on a resized Android 14 window `height` shrinks twice;
    /// elsewhere it lifts too little under a header without a `keyboardVerticalOffset`; on Android it jumps after
    /// the keyboard.
    public func fieldProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem] {
        if isBlind(scene.android) {
            return found.map {
                if case .fieldCovered(let points) = $0 { .avoidingViewBlind(points: points) } else { $0 }
            }
        }
        guard scene.isKeyboardShown else { return found }
        var problems = found
        if let window = scene.android, !window.edgeToEdge, !isController {
            if behavior == .height { problems.append(.doubleInset(points: scene.targetImeHeight)) }
        } else {
            let missing = scene.contentTop - scene.screen.minY - scene.keyboardVerticalOffset
            if missing > 0.5 { problems.append(.offsetMissing(points: missing)) }
        }
        if !isController, scene.android != nil, scene.isMoving, scene.presentedKeyboardSafeArea ?? 0 < 0.5 {
            problems.append(.jumpsAfterKeyboard)
        }
        return problems
    }

    /// `relative` for a docked keyboard at `keyboard`: the header bug (the view's top taken as 0), the offset added
    /// back; on a resized Android 14 window, 0, or the keyboard again for `height`.
    public func relative(keyboard: Rect, in context: AvoidanceContext) -> Double {
        let covered = FrameworkLayout.covered(by: keyboard, screen: context.screen)
        guard covered > 0, !isBlind(context.android) else { return 0 }
        if let android = context.android, !android.edgeToEdge, !isController {
            return behavior == .height ? covered : 0
        }
        // Both views measure their frame in the parent (the controller's in the window only with
        // `automaticOffset`, react-native-keyboard-controller#1346): the header above is taken as 0.
        let top = context.headerHeight ?? (context.scroll.frame.minY - context.screen.minY)
        return max(0, covered - top + context.keyboardVerticalOffset)
    }

    /// The lifted layout for `keyboard`.
    func lifted(keyboard: Rect, in context: AvoidanceContext, timing: ScrollTiming) -> ScrollTarget {
        let lift = relative(keyboard: keyboard, in: context)
        var bottom = context.screen.maxY - lift
        // On a resized Android 14 window the view's bottom is the keyboard's top already.
        if let android = context.android, !android.edgeToEdge, !isController {
            bottom = min(context.screen.maxY, keyboard.minY) - lift
        }
        let layout =
            behavior == .position && !isController
            ? FrameworkLayout(edge: context.screen.maxY - lift, gap: 0, shift: lift)
            : FrameworkLayout(edge: bottom, gap: 0)
        return layout.target(in: context, saved: saved, timing: timing)
    }

    /// Android 14's `adjustResize`: the window ends at the keyboard's top from the first frame.
    func windowResized(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget {
        FrameworkLayout(edge: keyboard.minY, gap: 0).target(in: context, saved: saved, timing: .jump)
    }
}
