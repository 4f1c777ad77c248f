/// Any ``AvoidanceStrategy`` as one equatable value, so a timeline can hold whichever strategy a phone uses.
public struct AnyAvoidanceStrategy: Equatable, Hashable, Sendable {
    /// The strategy inside.
    public private(set) var base: any AvoidanceStrategy

    /// Wraps `strategy`.
    public init(_ strategy: some AvoidanceStrategy) {
        self.base = strategy
    }

    /// The strategy's name.
    public var name: String { base.name }
    /// The strategy's saved `I0` and `O0`.
    public var saved: ScrollTarget? { base.saved }
    /// Whether the user scrolled while the keyboard was up.
    public var userScrolled: Bool { base.userScrolled }
    /// Whether the scroll view's bottom follows the presented keyboard's top on every frame.
    public var pinsScrollViewToKeyboard: Bool { base.pinsScrollViewToKeyboard }
    /// Whether pinned bars ride the strategy's keyboard safe area.
    public var barsRideSafeArea: Bool { base.barsRideSafeArea }
    /// The platforms the strategy runs on.
    public var platforms: Set<Platform> { base.platforms }
    /// How the keyboard moves for the strategy on `platform`.
    public func keyboardMotion(on platform: Platform) -> KeyboardMotion { base.keyboardMotion(on: platform) }
    /// Whether a too large inset is flagged; see ``AvoidanceStrategy/flagsInsetTooLarge``.
    public var flagsInsetTooLarge: Bool { base.flagsInsetTooLarge }
    /// The avoiding container's inset's name; see ``AvoidanceStrategy/containerInsetLabel``.
    public var containerInsetLabel: String? { base.containerInsetLabel }
    /// Whether a medium sheet goes to its large detent; see ``AvoidanceStrategy/raisesMediumSheet``.
    public var raisesMediumSheet: Bool { base.raisesMediumSheet }

    /// See ``AvoidanceStrategy/startingKeyboardSafeArea(keyboard:screen:safeBottom:)``.
    public func startingKeyboardSafeArea(keyboard: Rect, screen: Rect, safeBottom: Double) -> Double {
        base.startingKeyboardSafeArea(keyboard: keyboard, screen: screen, safeBottom: safeBottom)
    }

    /// See ``AvoidanceStrategy/pinnedBarEdge(keyboard:heading:screen:android:)``.
    public func pinnedBarEdge(keyboard: Rect, heading target: Rect, screen: Rect, android: AndroidWindow?) -> Rect {
        base.pinnedBarEdge(keyboard: keyboard, heading: target, screen: screen, android: android)
    }

    /// See ``AvoidanceStrategy/fieldProblems(_:in:)``.
    public func fieldProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem] {
        base.fieldProblems(found, in: scene)
    }

    /// See ``AvoidanceStrategy/barProblems(_:in:)``.
    public func barProblems(_ found: [AvoidanceProblem], in scene: ProblemScene) -> [AvoidanceProblem] {
        base.barProblems(found, in: scene)
    }

    /// Hands a notification to the strategy; see ``AvoidanceStrategy/receive(_:in:)``.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? {
        base.receive(info, in: context)
    }

    /// See ``AvoidanceStrategy/retarget(keyboard:in:)``.
    public func retarget(keyboard: Rect, in context: AvoidanceContext) -> ScrollTarget? {
        base.retarget(keyboard: keyboard, in: context)
    }

    /// See ``AvoidanceStrategy/userDidScroll()``.
    public mutating func userDidScroll() { base.userDidScroll() }

    /// See ``AvoidanceStrategy/relayout(inset:scroll:)``.
    public mutating func relayout(inset: EdgeInsets, scroll: ScrollGeometry) {
        base.relayout(inset: inset, scroll: scroll)
    }

    /// Two are equal when they hold equal strategies of the same type.
    public static func == (lhs: AnyAvoidanceStrategy, rhs: AnyAvoidanceStrategy) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the strategy.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}
