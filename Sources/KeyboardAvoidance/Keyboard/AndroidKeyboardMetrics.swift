/// The Gboard-like keyboard's height on an Android device, on LatinIME's geometry: the keys, the suggestion strip
/// above them and the IME's own 48 dp navigation bar below them (hide ∨ and the switcher), which `ime().bottom`
/// includes.
///
/// LatinIME sizes the keys as `max(min(default, max% of the display's height), min%)`, where the minimum is a share
/// of the width held upright and of the height on its side.
///
/// ```swift
/// let pixel8 = AndroidKeyboardMetrics(screen: Size(width: 411.4, height: 914.3), idiom: .phone)
/// pixel8.keys  // 254.2…  (61.8 % of the width wins)
/// pixel8.ime   // 342.2…  (keys, a 40 dp strip and the 48 dp bar)
/// ```
public struct AndroidKeyboardMetrics: Equatable, Hashable, Sendable {
    /// The height of the four rows of keys.
    public var keys: Double
    /// The suggestion strip above the keys.
    public var strip: Double
    /// The bar under the keys: the IME's navigation bar on a phone (48 dp, `navigation_bar_frame_height`); on a
    /// tablet the taskbar it stops at (60 dp with buttons, 32 dp stashed with gestures).
    public var navigationBar: Double

    /// The IME's bar under the keys while the keyboard is up, on every navigation mode.
    public static let navigationBarHeight = 48.0

    /// The metrics for a screen of `screen` size (in dp, as held) on a phone or a tablet, with `navigation`: a
    /// phone on its side with three buttons has its button bar at the side, where the keyboard stops, and no bar
    /// under the keys (`ime()` is the keys and the strip alone, about 221 dp on a Pixel 8); a tablet's keyboard
    /// stops at its taskbar, which stays under it.
    public init(screen: Size, idiom: DeviceIdiom, navigation: NavigationMode = .gesture) {
        let upright = screen.height >= screen.width
        let rule: (standard: Double, maxShare: Double, minimum: Double, strip: Double) =
            switch (idiom, upright) {
            case (.phone, true): (205.6, 0.46, 0.618 * screen.width, 40)
            case (.phone, false): (176, 0.46, 0.45 * screen.height, 36)
            case (.pad, true): (302.4, 0.46, 0.35 * screen.width, 44)
            case (.pad, false): (283.5, 0.46, 0.40 * screen.height, 44)
            }
        keys = max(min(rule.standard, rule.maxShare * screen.height), rule.minimum)
        strip = rule.strip
        navigationBar =
            switch (idiom, navigation) {
            case (.pad, .buttons): NavigationMode.taskbar
            case (.pad, .gesture): NavigationMode.stashedTaskbar
            case (.phone, .buttons) where !upright: 0
            case (.phone, _): Self.navigationBarHeight
            }
    }

    /// The whole keyboard, which is `ime().bottom` while it is up.
    public var ime: Double { keys + strip + navigationBar }

    /// The keyboard's heights for every keyboard type: LatinIME's pads are as tall as its letters.
    public var heights: KeyboardHeights {
        KeyboardHeights(letters: ime, email: ime, numberPad: ime, multiline: ime)
    }
}
