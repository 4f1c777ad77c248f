/// A timeline's strategy as `any AvoidanceStrategy`, compared and hashed by value (equal when both are strategies of
/// one type and equal), so the timeline keeps its synthesised `Equatable` and `Hashable`. It forwards nothing: the
/// strategy is used as itself, so a new trait of ``AvoidanceStrategy`` needs no edit here.
///
/// ```swift
/// struct Holder: Hashable { @HeldStrategy var strategy: any AvoidanceStrategy }
/// Holder(strategy: Listener2018()) == Holder(strategy: Listener2018())  // true
/// ```
@propertyWrapper
public struct HeldStrategy: Hashable, Sendable {
    /// The strategy held.
    public var wrappedValue: any AvoidanceStrategy

    /// Holds `strategy`.
    public init(wrappedValue strategy: any AvoidanceStrategy) {
        self.wrappedValue = strategy
    }

    /// Whether both hold equal strategies of the same type.
    public static func == (lhs: HeldStrategy, rhs: HeldStrategy) -> Bool {
        AnyHashable(lhs.wrappedValue) == AnyHashable(rhs.wrappedValue)
    }

    /// Hashes the strategy.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(wrappedValue))
    }
}
