/// A device's geometry in one orientation.
public struct OrientationMetrics: Equatable, Hashable, Sendable, Codable {
    /// The safe area: status bar (or sensor housing) on top, home indicator at the bottom.
    public var safeArea: EdgeInsets
    /// The keyboards' heights without the predictive and accessory bars, bottom safe area included.
    public var keyboardHeights: KeyboardHeights
    /// The heights on other iOS versions, by version number (`"26"`); a version not listed uses
    /// ``keyboardHeights``.
    public var keyboardHeightsByIOS: [String: KeyboardHeights]?
    /// The predictive bar's height.
    public var predictiveBarHeight: Double
    /// The accessory toolbar's height.
    public var accessoryBarHeight: Double
    /// A letter key's height, when the device sets its own (the iPad's taller keys); nil keeps the theme's.
    public var keyHeight: Double?
    /// The vertical gap between key rows, when the device sets its own; nil keeps the theme's.
    public var keyRowGap: Double?

    /// Creates metrics.
    public init(
        safeArea: EdgeInsets, keyboardHeights: KeyboardHeights, predictiveBarHeight: Double = 44,
        accessoryBarHeight: Double = 44, keyHeight: Double? = nil, keyRowGap: Double? = nil,
        keyboardHeightsByIOS: [String: KeyboardHeights]? = nil
    ) {
        self.keyboardHeightsByIOS = keyboardHeightsByIOS
        self.safeArea = safeArea
        self.keyboardHeights = keyboardHeights
        self.predictiveBarHeight = predictiveBarHeight
        self.accessoryBarHeight = accessoryBarHeight
        self.keyHeight = keyHeight
        self.keyRowGap = keyRowGap
    }

    enum CodingKeys: String, CodingKey {
        case safeArea, keyboardHeights, keyboardHeightsByIOS, predictiveBarHeight, accessoryBarHeight, keyHeight,
            keyRowGap
    }

    /// Decodes one orientation of a device file. `keyboardHeights` may be left out (an Android device's follow
    /// LatinIME's rule; an iOS device without them fails validation); the bars default to 44.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            safeArea: try c.decode(EdgeInsets.self, forKey: .safeArea),
            keyboardHeights: try c.decodeIfPresent(KeyboardHeights.self, forKey: .keyboardHeights)
                ?? KeyboardHeights(letters: 0, email: 0, numberPad: 0, multiline: 0),
            predictiveBarHeight: try c.decodeIfPresent(Double.self, forKey: .predictiveBarHeight) ?? 44,
            accessoryBarHeight: try c.decodeIfPresent(Double.self, forKey: .accessoryBarHeight) ?? 44,
            keyHeight: try c.decodeIfPresent(Double.self, forKey: .keyHeight),
            keyRowGap: try c.decodeIfPresent(Double.self, forKey: .keyRowGap),
            keyboardHeightsByIOS: try c.decodeIfPresent([String: KeyboardHeights].self, forKey: .keyboardHeightsByIOS))
    }

    /// Each keyboard type's height on `ios`.
    public func keyboardHeights(on ios: IOSVersion) -> KeyboardHeights {
        keyboardHeightsByIOS?[ios.rawValue] ?? keyboardHeights
    }
}
