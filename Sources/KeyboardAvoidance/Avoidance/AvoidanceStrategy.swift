/// One way of keeping the focused field above the keyboard: it reads the typed keyboard notifications, as an app's
/// `KeyboardObserver` would, and answers with the scroll view's target.
///
/// Strategies are values. ``KeyboardLabStrategy`` is the contract's strategy; the comparison lab adds strategies that
/// reproduce published approaches, defects included, from the same notification stream.
///
/// ```swift
/// var strategy = KeyboardLabStrategy()
/// let info = KeyboardInfo(event: .willShow, beginFrame: hidden, endFrame: shown)
/// let target = strategy.receive(info, in: context)  // inset and offset to animate to, or nil
/// ```
public protocol AvoidanceStrategy: Hashable, Sendable {
    /// The name that `--strategy` and scenario headers use.
    var name: String { get }
    /// The scroll view's inset and offset saved before the keyboard came up (`I0`, `O0`), if the strategy saves
    /// them.
    var saved: ScrollTarget? { get }
    /// Whether the user scrolled while the keyboard was up.
    var userScrolled: Bool { get }
    /// Whether the scroll view's bottom is pinned to the presented keyboard's top on every frame
    /// (UIKeyboardLayoutGuide), rather than set by notifications.
    var pinsScrollViewToKeyboard: Bool { get }
    /// The platforms the strategy runs on: one for a platform's own approach, both for a framework's.
    var platforms: Set<Platform> { get }
    /// Whether a bar pinned to the keyboard rides the strategy's keyboard safe area (SwiftUI's, a framework's
    /// avoiding container) rather than the keyboard itself.
    var barsRideSafeArea: Bool { get }
    /// How the keyboard moves on `platform` for an app using the strategy (Android's IME animation depends on the
    /// app).
    func keyboardMotion(on platform: Platform) -> KeyboardMotion
    /// How the keyboard moves on `platform` in `window` (nil on iOS): an app that is not edge-to-edge gets no
    /// insets animation in step with it. By default ``keyboardMotion(on:)``.
    func keyboardMotion(on platform: Platform, window: AndroidWindow?) -> KeyboardMotion
    /// Whether the phone flags an inset larger than the keyboard's overlap calls for: not where the strategy's
    /// larger inset is its own problem, reported as such (`compose-double`'s doubled inset).
    var flagsInsetTooLarge: Bool { get }
    /// The name the panel gives the avoiding container's bottom inset when it sets it beside the keyboard's
    /// (`viewInsets` for Flutter, `lift` for React Native); nil for a strategy without such a container.
    var containerInsetLabel: String? { get }
    /// Whether a medium page sheet moves to its large detent when a field is focused on iOS 26 (SwiftUI's
    /// FB17890661).
    var raisesMediumSheet: Bool { get }
    /// Whether the strategy lifts content through SwiftUI's keyboard safe area, so the panel explains it: the safe
    /// area, gap 0, a multi-line field left where it is, how bars ride it and the sheet detents it moves.
    var usesSwiftUIKeyboardSafeArea: Bool { get }
    /// The keyboard safe area a first animation of it starts from, for the keyboard at `keyboard` on `screen`, the
    /// safe area ending at `safeBottom`: by default what the docked keyboard covers of the screen's bottom.
    func startingKeyboardSafeArea(keyboard: Rect, screen: Rect, safeBottom: Double) -> Double
    /// Where a view pinned to the keyboard (a sticky bar, a composer) stands for the keyboard at `keyboard`, which
    /// is heading to `target`: a keyboard frame whose top the view rests on (below the screen for a view left at
    /// rest). By default the keyboard itself.
    func pinnedBarEdge(keyboard: Rect, heading target: Rect, screen: Rect, android: AndroidWindow?) -> Rect
    /// The field problems `found` (a field covered) with the strategy's own: reworded where it has a reason of its
    /// own, and its own problems added. By default `found`.
    func fieldProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem]
    /// The bottom bar's problems `found` in the strategy's words. By default `found`.
    func barProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem]

    /// Handles one keyboard notification; returns the scroll view's new target, or nil to leave it as it is.
    mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget?

    /// The target after the rect to keep visible moved with no notification (the caret went to another line, or
    /// the field grew), or nil to leave the scroll view as it is.
    func retarget(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget?

    /// Records that the user scrolled while the keyboard was up.
    mutating func userDidScroll()

    /// Moves any saved values onto a new layout (rotation or device change): `inset` is the new layout's resting
    /// inset, and `scroll` its geometry.
    mutating func relayout(inset: EdgeInsets, scroll: ScrollGeometry)
}

extension AvoidanceStrategy {
    /// Saves nothing by default.
    public var saved: ScrollTarget? { nil }
    /// Does not track user scrolls by default.
    public var userScrolled: Bool { false }
    /// Sets the scroll view from notifications by default.
    public var pinsScrollViewToKeyboard: Bool { false }
    /// iOS's by default.
    public var platforms: Set<Platform> { [.ios] }
    /// Bars ride the keyboard by default.
    public var barsRideSafeArea: Bool { false }
    /// UIKit's keyboard by default.
    public func keyboardMotion(on platform: Platform) -> KeyboardMotion { .uikit }
    /// ``keyboardMotion(on:)`` by default, whatever the window.
    public func keyboardMotion(on platform: Platform, window: AndroidWindow?) -> KeyboardMotion {
        keyboardMotion(on: platform)
    }
    /// Flags a too large inset by default.
    public var flagsInsetTooLarge: Bool { true }
    /// No avoiding container by default.
    public var containerInsetLabel: String? { nil }
    /// Leaves a medium sheet at its detent by default.
    public var raisesMediumSheet: Bool { false }
    /// No SwiftUI keyboard safe area by default.
    public var usesSwiftUIKeyboardSafeArea: Bool { false }
    /// What the docked keyboard covers, by default.
    public func startingKeyboardSafeArea(keyboard: Rect, screen: Rect, safeBottom: Double) -> Double {
        FrameworkLayout.covered(by: keyboard, screen: screen)
    }
    /// The keyboard itself by default.
    public func pinnedBarEdge(keyboard: Rect, heading target: Rect, screen: Rect, android: AndroidWindow?) -> Rect {
        keyboard
    }
    /// `found` by default.
    public func fieldProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem] { found }
    /// `found` by default.
    public func barProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem] { found }
    /// Leaves the scroll view alone by default.
    public func retarget(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget? { nil }
    /// Ignores user scrolls by default.
    public mutating func userDidScroll() {}
    /// Keeps nothing to move by default.
    public mutating func relayout(inset: EdgeInsets, scroll: ScrollGeometry) {}

    /// The keyboard at `keyboard` moved below `screen`: where a view pinned to the keyboard stands when it stays at
    /// rest.
    public static func restingEdge(_ keyboard: Rect, screen: Rect) -> Rect {
        Rect(x: keyboard.minX, y: screen.maxY, width: keyboard.width, height: keyboard.height)
    }
}

/// What a strategy may read besides the notification: the screen, the scroll view as presented and as modelled,
/// and the rect to keep visible.
public struct AvoidanceContext: Equatable, Hashable, Sendable {
    /// The screen's bounds in window coordinates.
    public var screen: Rect
    /// The scroll view as presented now: its offset is the current `O`.
    public var scroll: ScrollGeometry
    /// The values the running animation is heading to (UIKit's model layer): what a strategy saves as `I0`/`O0`.
    public var model: ScrollTarget
    /// The rect to keep visible, in content coordinates (`R`), or nil with no focus.
    public var focus: Rect?
    /// The gap to keep between `R` and the keyboard (`g`).
    public var gap: Double
    /// The safe area's bottom edge in window coordinates (where a keyboard layout guide rests).
    public var safeBottom: Double
    /// Where the app's own accessory bar will sit, in window coordinates, read from the view itself rather than
    /// from a notification; nil with no bar or no keyboard on screen.
    public var accessory: Rect?
    /// The card the screen is presented in, in window coordinates, where the keyboard will be; nil full screen.
    public var card: Rect?
    /// The view pinned to the keyboard's top (a sticky bar, a composer), read from the view itself; nil without one.
    public var pinned: PinnedView?
    /// How a message list's offset follows the obstruction; nil for content that is not a message list.
    public var lift: LiftPolicy?
    /// Whether the focused field is multi-line (a `multiline` form field, a `TextEditor`, the composer).
    public var multilineFocus = false
    /// React Native's `keyboardVerticalOffset`, from the screen file (0 when it gives none).
    public var keyboardVerticalOffset = 0.0
    /// The height above a framework's avoiding view that its parent-relative frame does not see (the status and
    /// navigation bars; 0 on a screen with no header); nil to take the scroll view's top.
    public var headerHeight: Double?
    /// The caret's line with the field's bottom padding, in window coordinates as laid out, the pan not applied
    /// (what Android's `adjustPan` keeps in view); nil to use ``focus``.
    public var caret: Rect?
    /// The Android window's facts, on an Android device; nil on iOS.
    public var android: AndroidWindow?

    /// Creates a context.
    public init(
        screen: Rect, scroll: ScrollGeometry, model: ScrollTarget? = nil, focus: Rect?,
        gap: Double = KeyboardLabStrategy.defaultGap, safeBottom: Double? = nil
    ) {
        self.safeBottom = safeBottom ?? screen.maxY
        self.screen = screen
        self.scroll = scroll
        self.model = model ?? ScrollTarget(contentInset: scroll.contentInset, contentOffset: scroll.contentOffset)
        self.focus = focus
        self.gap = gap
    }
}
