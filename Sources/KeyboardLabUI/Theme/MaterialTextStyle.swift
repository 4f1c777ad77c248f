import LabDrawing

/// One style of Material 3's type scale: a Roboto face, a size and a line height in sp (dp at the default font
/// scale). Every text on an Android screen is drawn in one of them, scaled by the user's font scale.
///
/// ```swift
/// MaterialTextStyle.bodyLarge.font(scale: 1)      // Roboto 16
/// MaterialTextStyle.titleLarge.lineHeight(scale: 1.3)  // 36.4
/// ```
public struct MaterialTextStyle: Equatable, Hashable, Sendable {
    /// Roboto Regular or Roboto Medium.
    public var face: FontFace
    /// The size at the default font scale.
    public var size: Double
    /// The line height at the default font scale.
    public var lineHeight: Double

    /// Creates a style.
    public init(face: FontFace, size: Double, lineHeight: Double) {
        self.face = face
        self.size = size
        self.lineHeight = lineHeight
    }

    /// The font at font scale `scale`.
    public func font(scale: Double = 1) -> FontSpec { FontSpec(face, size: size * scale) }

    /// The line height at font scale `scale`.
    public func lineHeight(scale: Double = 1) -> Double { lineHeight * scale }

    /// Body text: field values, list rows, chat bubbles, placeholders; 16/24 Regular.
    public static let bodyLarge = MaterialTextStyle(face: .roboto, size: 16, lineHeight: 24)
    /// Smaller body text; 14/20 Regular.
    public static let bodyMedium = MaterialTextStyle(face: .roboto, size: 14, lineHeight: 20)
    /// A text field's floating label; 12/16 Regular.
    public static let bodySmall = MaterialTextStyle(face: .roboto, size: 12, lineHeight: 16)
    /// Buttons; 14/20 Medium.
    public static let labelLarge = MaterialTextStyle(face: .robotoMedium, size: 14, lineHeight: 20)
    /// Navigation bar items; 12/16 Medium.
    public static let labelMedium = MaterialTextStyle(face: .robotoMedium, size: 12, lineHeight: 16)
    /// The status bar's clock; 14/20 Medium.
    public static let statusBar = MaterialTextStyle(face: .robotoMedium, size: 14, lineHeight: 20)
    /// Section headers; 14/20 Medium.
    public static let titleSmall = MaterialTextStyle(face: .robotoMedium, size: 14, lineHeight: 20)
    /// A list row's monogram; 16/24 Medium.
    public static let titleMedium = MaterialTextStyle(face: .robotoMedium, size: 16, lineHeight: 24)
    /// The top app bar's title; 22/28 Regular.
    public static let titleLarge = MaterialTextStyle(face: .roboto, size: 22, lineHeight: 28)
}
