/// Where the virtual keyboard sits: docked along the bottom edge, or floating (iPad only), small and movable.
public enum KeyboardMode: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// Full width along the bottom edge.
    case docked
    /// Small, anywhere on screen; it covers nothing as far as avoidance is concerned.
    case floating

    /// The other mode.
    public var toggled: KeyboardMode { self == .docked ? .floating : .docked }
}
