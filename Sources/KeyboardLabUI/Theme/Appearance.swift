/// iOS's light or dark appearance: the phone screen and the keyboard follow it; KeyboardLab's own overlay does not.
public enum Appearance: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on black and dark grey.
    case dark

    /// The other appearance.
    public var toggled: Appearance { self == .light ? .dark : .light }
}
