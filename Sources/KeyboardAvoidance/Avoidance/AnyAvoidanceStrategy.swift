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
