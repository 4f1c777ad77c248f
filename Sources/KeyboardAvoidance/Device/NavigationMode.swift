/// How an Android phone's system navigation is set up: it decides the navigation area at the bottom of the screen,
/// which the IME's inset includes.
public enum NavigationMode: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// Gesture navigation: a 24 dp inset holding a 108 × 4 dp handle.
    case gesture
    /// Three-button navigation: a 48 dp bar of back, home and recents.
    case buttons

    /// The mode when none is given.
    public static let standard = NavigationMode.gesture
}
