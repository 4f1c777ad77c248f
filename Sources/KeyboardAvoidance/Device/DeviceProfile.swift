import Foundation

/// A phone's screen and keyboard geometry, loaded from `Assets/Devices/*.json`.
///
/// ```swift
/// let phone = try DeviceProfile.decode(bytes, file: "Assets/Devices/iphone-15.json")
/// phone.keyboardFrame(.portrait, type: .letters, options: KeyboardOptions(), visible: true)
/// // Rect(x: 0, y: 516, width: 393, height: 336)
/// ```
public struct DeviceProfile: Equatable, Hashable, Sendable, Codable {
    /// The preset's id, e.g. `iphone-15`.
    public var id: String
    /// The marketing name, e.g. `iPhone 15`.
    public var name: String
    /// The screen size in points, held upright.
    public var portraitSize: Size
    /// Whether the phone has a home indicator (Face ID models).
    public var hasHomeIndicator: Bool
    /// Metrics held upright.
    public var portrait: OrientationMetrics
    /// Metrics held on its side.
    public var landscape: OrientationMetrics
    /// The radius of the display's rounded corners (0 for square corners); outside them the screen is black.
    public var displayCornerRadius: Double
    /// The display's cut-out (a Dynamic Island), or ``DisplayCutout/none``.
    public var cutout: DisplayCutout
    /// The widest a form's groups grow, centred on wider screens (an iPad's readable width); nil for no limit.
    public var readableWidth: Double?
    /// The floating keyboard's size on devices that have one (iPad); nil where the keyboard always docks.
    public var floatingKeyboard: FloatingKeyboardMetrics?
    /// Phone or pad: the docked keyboard's layout.
    public var idiom: DeviceIdiom
    /// The operating system the device runs.
    public var platform: Platform
    /// Pixels per dp on an Android device (`ro.sf.lcd_density` / 160, e.g. 2.625 on a Pixel 8); nil on iOS.
    public var density: Double?
    /// What the preset's numbers rest on when some are not sourced (shown by `keyboard-lab devices`), or nil.
    public var note: String?

    /// Creates a profile.
    public init(
        id: String, name: String, portraitSize: Size, hasHomeIndicator: Bool, portrait: OrientationMetrics,
        landscape: OrientationMetrics, displayCornerRadius: Double = 0, cutout: DisplayCutout = .none,
        readableWidth: Double? = nil, floatingKeyboard: FloatingKeyboardMetrics? = nil, idiom: DeviceIdiom = .phone,
        platform: Platform = .ios, density: Double? = nil, note: String? = nil
    ) {
        self.id = id
        self.name = name
        self.portraitSize = portraitSize
        self.hasHomeIndicator = hasHomeIndicator
        self.portrait = portrait
        self.landscape = landscape
        self.displayCornerRadius = displayCornerRadius
        self.cutout = cutout
        self.readableWidth = readableWidth
        self.floatingKeyboard = floatingKeyboard
        self.idiom = idiom
        self.platform = platform
        self.density = density
        self.note = note
    }

    enum CodingKeys: String, CodingKey {
        case id, name, portraitSize, hasHomeIndicator, portrait, landscape, displayCornerRadius, cutout,
            readableWidth, floatingKeyboard, idiom, platform, density, note
    }

    /// Decodes a device file; `displayCornerRadius` (default 0), `cutout` (default none), `readableWidth`,
    /// `floatingKeyboard`, `idiom` (default phone), `platform` (default ios), `density` and `note` are optional. An
    /// Android device's keyboard heights follow LatinIME's rule (``AndroidKeyboardMetrics``), so its file gives
    /// none.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(String.self, forKey: .id), name: try c.decode(String.self, forKey: .name),
            portraitSize: try c.decode(Size.self, forKey: .portraitSize),
            hasHomeIndicator: try c.decode(Bool.self, forKey: .hasHomeIndicator),
            portrait: try c.decode(OrientationMetrics.self, forKey: .portrait),
            landscape: try c.decode(OrientationMetrics.self, forKey: .landscape),
            displayCornerRadius: try c.decodeIfPresent(Double.self, forKey: .displayCornerRadius) ?? 0,
            cutout: try c.decodeIfPresent(DisplayCutout.self, forKey: .cutout) ?? .none,
            readableWidth: try c.decodeIfPresent(Double.self, forKey: .readableWidth),
            floatingKeyboard: try c.decodeIfPresent(FloatingKeyboardMetrics.self, forKey: .floatingKeyboard),
            idiom: try c.decodeIfPresent(DeviceIdiom.self, forKey: .idiom) ?? .phone,
            platform: try c.decodeIfPresent(Platform.self, forKey: .platform) ?? .ios,
            density: try c.decodeIfPresent(Double.self, forKey: .density),
            note: try c.decodeIfPresent(String.self, forKey: .note))
        if platform == .android {
            for orientation in Orientation.allCases {
                let heights = AndroidKeyboardMetrics(screen: screenSize(orientation), idiom: idiom).heights
                switch orientation {
                case .portrait: portrait.keyboardHeights = heights
                case .landscape: landscape.keyboardHeights = heights
                }
            }
        }
    }

    /// The device a phone runs on when nothing names one.
    public static let standardID = "iphone-15"

    /// Whether the device can float its keyboard (an iPad).
    public var supportsFloatingKeyboard: Bool { floatingKeyboard != nil }

    /// The screen size in points for `orientation`.
    public func screenSize(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : portraitSize.transposed
    }

    /// The screen's bounds in window coordinates for `orientation`.
    public func screenBounds(_ orientation: Orientation) -> Rect {
        Rect(origin: .zero, size: screenSize(orientation))
    }

    /// The safe area held `orientation`: the file's, plus on Android the system navigation's area at rest
    /// (`systemBars()`), which `navigation` decides; an iPhone ignores `navigation`.
    public func safeArea(_ orientation: Orientation, navigation: NavigationMode) -> EdgeInsets {
        var area = metrics(orientation).safeArea
        guard platform == .android else { return area }
        let bar = navigation.insets(orientation, idiom: idiom)
        area.bottom += bar.bottom
        area.right += bar.right
        return area
    }

    /// The metrics for `orientation`.
    public func metrics(_ orientation: Orientation) -> OrientationMetrics {
        orientation == .portrait ? portrait : landscape
    }

    /// The keyboard's full height: keys (with the bottom safe area), plus the predictive and accessory bars when on.
    /// An Android keyboard is LatinIME's whole height (``AndroidKeyboardMetrics/ime``): its strip is always there,
    /// and there is no accessory bar.
    public func keyboardHeight(
        _ orientation: Orientation, type: KeyboardType, options: KeyboardOptions, ios: IOSVersion = .standard
    ) -> Double {
        let m = metrics(orientation)
        guard platform == .ios else { return m.keyboardHeights.height(for: type) }
        var height = m.keyboardHeights(on: ios).height(for: type)
        if options.predictiveBar && type.allowsPredictiveBar { height += m.predictiveBarHeight }
        if options.accessoryBar { height += m.accessoryBarHeight }
        return height
    }

    /// The keyboard's frame in window coordinates.
    ///
    /// A hidden keyboard lies just below the screen (`y` = screen height). With a hardware keyboard only the
    /// accessory bar, if on, is left on screen (on iOS; an Android device shows its keyboard anyway).
    public func keyboardFrame(
        _ orientation: Orientation, type: KeyboardType, options: KeyboardOptions, visible: Bool,
        ios: IOSVersion = .standard
    ) -> Rect {
        let screen = screenSize(orientation)
        let height = keyboardHeight(orientation, type: type, options: options, ios: ios)
        let onScreen: Double
        if !visible {
            onScreen = 0
        } else if options.hardwareKeyboard, platform == .ios {
            onScreen = options.accessoryBar ? metrics(orientation).accessoryBarHeight : 0
        } else {
            onScreen = height
        }
        return Rect(x: 0, y: screen.height - onScreen, width: screen.width, height: height)
    }
}
