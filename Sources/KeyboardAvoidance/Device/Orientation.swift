/// How the phone is held.
public enum Orientation: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// Upright: the screen is taller than wide.
    case portrait
    /// On its side: the screen is wider than tall.
    case landscape

    /// The other orientation.
    public var rotated: Orientation { self == .portrait ? .landscape : .portrait }
}
