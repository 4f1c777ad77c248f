/// `adjust-nothing`: the manifest's `adjustNothing`. Nothing moves; the IME inset is still reported, and a field
/// under the keyboard stays covered.
///
/// ```swift
/// var strategy = AdjustNothing()
/// ```
public struct AdjustNothing: AvoidanceStrategy {
    /// Creates the strategy.
    public init() {}

    /// `adjust-nothing`.
    public var name: String { "adjust-nothing" }
    /// Android's.
    public var platforms: Set<Platform> { [.android] }
    /// No insets-animation callback.
    public func keyboardMotion(on platform: Platform) -> KeyboardMotion { .androidUnsynced }

    /// A view pinned to the keyboard stays where it is laid out.
    public func pinnedBarEdge(keyboard: Rect, heading target: Rect, screen: Rect, android: AndroidWindow?) -> Rect {
        Self.restingEdge(keyboard, screen: screen)
    }

    /// Leaves the window alone.
    public mutating func receive(_ info: KeyboardInfo, in context: AvoidanceContext) -> ScrollTarget? { nil }
}
