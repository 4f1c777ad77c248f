import KeyboardAvoidance
import LabImages

/// The Gboard-like keyboard's colours, Material You's baseline scheme, for one appearance: the background, the
/// letter keys, the functional keys (shift, delete, ?123, the punctuation by the space bar), the return key, and
/// the ink on each.
///
/// ```swift
/// let palette = AndroidKeyboardPalette(.dark)
/// palette.functionalInk  // onSecondaryContainer on the dark scheme's secondaryContainer keys
/// ```
public struct AndroidKeyboardPalette: Equatable, Hashable, Sendable {
    /// The keyboard's background, the suggestion strip's and the navigation bar's.
    public var background: Color
    /// A letter key's face.
    public var key: Color
    /// A functional key's face.
    public var functional: Color
    /// The return key's face.
    public var action: Color
    /// Letters, suggestions, the navigation bar's glyphs and the gesture handle.
    public var ink: Color
    /// Labels and glyphs on a functional key.
    public var functionalInk: Color
    /// The glyph on the return key.
    public var actionInk: Color
    /// The thin dividers between suggestions.
    public var divider: Color

    /// The palette for `appearance`.
    public init(_ appearance: Appearance) {
        let hex = { (text: String) in Color(hex: text) ?? .black }
        switch appearance {
        // Material 3's roles (androidx `ColorLightTokens`, `ColorDarkTokens`): letters on onSurface, functional keys
        // on secondaryContainer with onSecondaryContainer, the action key on primary with onPrimary in the dark.
        case .light:
            background = hex("#F5EFF7")
            key = hex("#FFFFFF")
            functional = hex("#E8DEF8")
            action = hex("#D0BCFF")
            ink = hex("#1D1B20")
            functionalInk = hex("#1D192B")
            actionInk = hex("#21005D")
        case .dark:
            background = hex("#1D1B20")
            key = hex("#322F35")
            functional = hex("#4A4458")
            action = hex("#D0BCFF")
            ink = hex("#E6E0E9")
            functionalInk = hex("#E8DEF8")
            actionInk = hex("#381E72")
        }
        divider = ink.withOpacity(0.2)
    }

    /// The share of black a pressed key's face takes.
    public static let pressedShade = 0.12

    /// `face` while its key is held down: a little darker.
    public static func pressed(_ face: Color) -> Color {
        let keep = 1 - pressedShade
        let shade = { (channel: UInt8) in UInt8((Double(channel) * keep).rounded()) }
        return Color(red: shade(face.red), green: shade(face.green), blue: shade(face.blue), alpha: face.alpha)
    }
}
