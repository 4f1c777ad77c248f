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

    /// Creates a profile.
    public init(
        id: String, name: String, portraitSize: Size, hasHomeIndicator: Bool, portrait: OrientationMetrics,
        landscape: OrientationMetrics
    ) {
        self.id = id
        self.name = name
        self.portraitSize = portraitSize
        self.hasHomeIndicator = hasHomeIndicator
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The screen size in points for `orientation`.
    public func screenSize(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : portraitSize.transposed
    }

    /// The screen's bounds in window coordinates for `orientation`.
    public func screenBounds(_ orientation: Orientation) -> Rect {
        Rect(origin: .zero, size: screenSize(orientation))
    }

    /// The metrics for `orientation`.
    public func metrics(_ orientation: Orientation) -> OrientationMetrics {
        orientation == .portrait ? portrait : landscape
    }

    /// The keyboard's full height: keys (with the bottom safe area), plus the predictive and accessory bars when on.
    public func keyboardHeight(_ orientation: Orientation, type: KeyboardType, options: KeyboardOptions) -> Double {
        let m = metrics(orientation)
        var height = m.keyboardHeights.height(for: type)
        if options.predictiveBar && type.allowsPredictiveBar { height += m.predictiveBarHeight }
        if options.accessoryBar { height += m.accessoryBarHeight }
        return height
    }

    /// The keyboard's frame in window coordinates.
    ///
    /// A hidden keyboard lies just below the screen (`y` = screen height). With a hardware keyboard only the
    /// accessory bar, if on, is left on screen.
    public func keyboardFrame(_ orientation: Orientation, type: KeyboardType, options: KeyboardOptions, visible: Bool)
        -> Rect
    {
        let screen = screenSize(orientation)
        let height = keyboardHeight(orientation, type: type, options: options)
        let onScreen: Double
        if !visible {
            onScreen = 0
        } else if options.hardwareKeyboard {
            onScreen = options.accessoryBar ? metrics(orientation).accessoryBarHeight : 0
        } else {
            onScreen = height
        }
        return Rect(x: 0, y: screen.height - onScreen, width: screen.width, height: height)
    }
}

/// A device's geometry in one orientation.
public struct OrientationMetrics: Equatable, Hashable, Sendable, Codable {
    /// The safe area: status bar (or sensor housing) on top, home indicator at the bottom.
    public var safeArea: EdgeInsets
    /// The keyboards' heights without the predictive and accessory bars, bottom safe area included.
    public var keyboardHeights: KeyboardHeights
    /// The predictive bar's height.
    public var predictiveBarHeight: Double
    /// The accessory toolbar's height.
    public var accessoryBarHeight: Double

    /// Creates metrics.
    public init(
        safeArea: EdgeInsets, keyboardHeights: KeyboardHeights, predictiveBarHeight: Double = 44,
        accessoryBarHeight: Double = 44
    ) {
        self.safeArea = safeArea
        self.keyboardHeights = keyboardHeights
        self.predictiveBarHeight = predictiveBarHeight
        self.accessoryBarHeight = accessoryBarHeight
    }
}

/// Each keyboard type's height, bottom safe area included, bars excluded.
public struct KeyboardHeights: Equatable, Hashable, Sendable, Codable {
    /// The letters keyboard.
    public var letters: Double
    /// The email keyboard.
    public var email: Double
    /// The number pad.
    public var numberPad: Double
    /// The multi-line (letters with a newline return) keyboard.
    public var multiline: Double

    /// Creates heights.
    public init(letters: Double, email: Double, numberPad: Double, multiline: Double) {
        self.letters = letters
        self.email = email
        self.numberPad = numberPad
        self.multiline = multiline
    }

    /// The height of `type`.
    public func height(for type: KeyboardType) -> Double {
        switch type {
        case .letters: letters
        case .email: email
        case .numberPad: numberPad
        case .multiline: multiline
        }
    }
}
