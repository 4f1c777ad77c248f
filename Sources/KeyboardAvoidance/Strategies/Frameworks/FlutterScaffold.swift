/// `flutter`: a `Scaffold` with `resizeToAvoidBottomInset: true`. The body's height shrinks by
/// `MediaQuery.viewInsets.bottom`, and the focused `TextField` is scrolled into view with its default
/// `scrollPadding` of 20 on every side, so it rests 20 above the keyboard.
///
/// On iOS the engine animates `viewInsets` itself, on the spring it reads from the keyboard's own animation
/// (stiffness 1000, damping 500, mass 3, evaluated as React Native's spring does: critically damped for a damping
/// ratio of 1 or more), sampled at each frame's *target* time, one frame ahead of what the keyboard shows. On
/// Android `viewInsets` follows the insets animation one frame late; in edge-to-edge on API 30–34 (here a device
/// on Android 14) the navigation area is left out of `viewInsets` while the keyboard moves and added when it stops,
/// a jump of 24 dp (flutter#190974, fixed by #191034); from Android 15 on `viewInsets` hold it throughout.
///
/// ```swift
/// var strategy = FlutterScaffold()
/// ```
public struct FlutterScaffold: AvoidanceStrategy {
    /// `TextField.scrollPadding`'s default, on every side.
    public static let scrollPadding = 20.0
    /// One frame at 60 Hz: how far the engine's `viewInsets` run ahead (iOS) or behind (Android) the keyboard.
    public static let frame = TimeAmount(seconds: 1.0 / 60.0)

    /// The inset and offset from before the keyboard came up.
    public private(set) var saved: ScrollTarget?
    /// Whether the jump by the navigation area has landed (did-show) since the last will-notification.
    public private(set) var hasJumped = false

    /// Creates the strategy.
    public init() {}

    /// `flutter`.
    public var name: String { "flutter" }
    /// Flutter runs on both platforms.
    public var platforms: Set<Platform> { [.ios, .android] }
    /// A bar inside the avoiding container rides its bottom.
    public var barsRideSafeArea: Bool { true }
    /// The panel compares `MediaQuery.viewInsets.bottom` with the keyboard.
    public var containerInsetLabel: String? { "viewInsets" }

    /// UIKit's keyboard on iOS; on Android the engine registers an insets-animation callback.
    public func keyboardMotion(on platform: Platform) -> KeyboardMotion {
        platform == .ios ? .uikit : .androidSynced
    }

    /// Shrinks the body on a show or frame change, restores it on hide; under edge-to-edge the navigation area
    /// joins `viewInsets` when the show has settled.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        let timing = Self.timing(in: context)
        switch info.event {
        case .willShow, .willChangeFrame:
            hasJumped = false
            if saved == nil { saved = context.model }
            let leftOut = Self.jumps(context.android) ? context.android?.navigationInset ?? 0 : 0
            let edge = min(context.screen.maxY, info.endFrame.minY + leftOut)
            return FrameworkLayout(edge: edge, gap: Self.scrollPadding).target(
                in: context, saved: saved, timing: timing)
        case .didShow where Self.jumps(context.android):
            hasJumped = true
            return FrameworkLayout(edge: info.endFrame.minY, gap: Self.scrollPadding).target(
                in: context, saved: saved, timing: .jump)
        case .willHide:
            hasJumped = false
            defer { saved = nil }
            return context.restoredLayout(saved: saved, timing: timing)
        default:
            return nil
        }
    }

    /// A caret that moved: scrolled into view with the padding.
    public func retarget(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget? {
        guard saved != nil else { return nil }
        return FrameworkLayout(edge: keyboard.minY, gap: Self.scrollPadding).target(
            in: context, saved: saved, timing: Self.timing(in: context))
    }

    /// A bar inside the container stays at rest until the container moves (its safe area, once set).
    public func pinnedBarEdge(keyboard: Rect, heading target: Rect, screen: Rect, android: AndroidWindow?) -> Rect {
        Self.restingEdge(keyboard, screen: screen)
    }

    /// In edge-to-edge on API 30–34, while the keyboard is still coming up, `viewInsets` leave out the navigation
    /// area: the jump it makes when the keyboard stops (flagged while pending, gone once it lands).
    public func fieldProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem] {
        guard scene.isKeyboardShown, Self.jumps(scene.android), scene.isMoving, !hasJumped,
            scene.navigationInset > 0.5
        else { return found }
        return found + [.viewInsetsJump(points: scene.navigationInset)]
    }

    /// Whether `viewInsets` leave out the navigation area until the keyboard stops: in edge-to-edge on a device
    /// running API 30–34 (flutter#190974); Flutter's fix (#191034) and Android 15's own insets end it.
    public static func jumps(_ window: AndroidWindow?) -> Bool {
        guard let window, window.edgeToEdge else { return false }
        return (30...34).contains(window.device.apiLevel)
    }

    /// One frame ahead of the keyboard on iOS, one behind on Android.
    static func timing(in context: AvoidanceContext) -> ScrollTiming {
        .layoutShifted(by: context.android == nil ? frame : TimeAmount(seconds: -frame.seconds))
    }
}
