/// What a strategy reads to tell its own problems (``AvoidanceStrategy/fieldProblems(_:in:)``,
/// ``AvoidanceStrategy/barProblems(_:in:)``): the keyboard's session, the values the animation heads to, and the
/// screen's parts the strategy can get wrong.
///
/// ```swift
/// let problems = strategy.fieldProblems([], in: scene)  // [.doubleInset(points: 24)] under compose-double
/// ```
public struct ProblemScene: Equatable, Sendable {
    /// The Android window's facts on an Android device; nil on iOS.
    public var android: AndroidWindow?
    /// Whether the keyboard is shown (or showing) for a field.
    public var isKeyboardShown: Bool
    /// Whether an animation is still running.
    public var isMoving: Bool
    /// The screen's bounds in window coordinates.
    public var screen: Rect
    /// The values the running animation is heading to, as presented (pinned and clamped).
    public var target: KeyboardScrollState
    /// The keyboard safe area presented now (a framework's container), or nil.
    public var presentedKeyboardSafeArea: Double?
    /// The top of the scroll view as laid out, in window coordinates: where a container below a header starts.
    public var contentTop: Double
    /// React Native's `keyboardVerticalOffset` the screen file gives (0 when none).
    public var keyboardVerticalOffset: Double
    /// The top app bar's height (the navigation area, its search field included), or nil on a designer's picture,
    /// whose bar is part of the picture.
    public var appBarHeight: Double?
    /// Whether the focused field is the composer (also true with neither a focus nor a composer).
    public var focusIsComposer: Bool

    /// Creates a scene.
    public init(
        android: AndroidWindow?, isKeyboardShown: Bool, isMoving: Bool, screen: Rect, target: KeyboardScrollState,
        presentedKeyboardSafeArea: Double?, contentTop: Double, keyboardVerticalOffset: Double,
        appBarHeight: Double?, focusIsComposer: Bool
    ) {
        self.android = android
        self.isKeyboardShown = isKeyboardShown
        self.isMoving = isMoving
        self.screen = screen
        self.target = target
        self.presentedKeyboardSafeArea = presentedKeyboardSafeArea
        self.contentTop = contentTop
        self.keyboardVerticalOffset = keyboardVerticalOffset
        self.appBarHeight = appBarHeight
        self.focusIsComposer = focusIsComposer
    }

    /// The navigation area's height at rest on Android (`systemBars()`'s bottom); 0 on iOS.
    public var navigationInset: Double { android?.navigationInset ?? 0 }

    /// How much of the screen's bottom the keyboard the animation heads to covers.
    public var targetImeHeight: Double { max(0, screen.maxY - target.keyboardFrame.minY) }
}
