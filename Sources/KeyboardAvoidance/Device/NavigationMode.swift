/// How an Android phone's system navigation is set up: it decides the navigation area at the bottom of the screen,
/// which the IME's inset includes.
public enum NavigationMode: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// Gesture navigation: a 24 dp inset holding a 108 × 4 dp handle.
    case gesture
    /// Three-button navigation: a 48 dp bar of back, home and recents.
    case buttons

    /// The mode when none is given.
    public static let standard = NavigationMode.gesture

    /// The other mode: what the window's Ctrl+N switches to.
    public var toggled: NavigationMode { self == .gesture ? .buttons : .gesture }

    /// The gesture inset's height, held either way (`navigation_bar_gesture_height`).
    public static let gestureInset = 24.0
    /// The three-button bar's height, or its width when a phone on its side moves it to the edge.
    public static let buttonBar = 48.0
    /// A tablet's taskbar, which holds the three buttons.
    public static let taskbar = 60.0
    /// A tablet's taskbar stashed under gesture navigation: a 32 dp strip holding a 220 dp handle.
    public static let stashedTaskbar = 32.0

    /// The navigation area at rest (no keyboard) on a screen of `idiom` held `orientation`: the gesture inset at
    /// the bottom either way (a tablet's stashed taskbar); the button bar at the bottom (a tablet's taskbar), except
    /// on a phone on its side, where it stands at the right edge.
    public func insets(_ orientation: Orientation, idiom: DeviceIdiom) -> EdgeInsets {
        switch (self, idiom, orientation) {
        case (.gesture, .pad, _): EdgeInsets(bottom: Self.stashedTaskbar)
        case (.gesture, .phone, _): EdgeInsets(bottom: Self.gestureInset)
        case (.buttons, .pad, _): EdgeInsets(bottom: Self.taskbar)
        case (.buttons, .phone, .portrait): EdgeInsets(bottom: Self.buttonBar)
        case (.buttons, .phone, .landscape): EdgeInsets(right: Self.buttonBar)
        }
    }
}
