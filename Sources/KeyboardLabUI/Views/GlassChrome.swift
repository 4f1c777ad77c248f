import KeyboardAvoidance
import LabDrawing
import LabImages

/// iOS 26's Liquid Glass chrome, from `docs/reference/ios-look.md`, "iOS 26 chrome": the keyboard's material (the
/// content behind blurred, under the glass wash) in a rounded shape, with a soft shadow and a faint edge; and the
/// scroll-edge fade that replaces the navigation bar's background.
enum GlassChrome {
    /// How opaque a floating sheet's wash is: more than the bars', since it lies over the dimmed screen and holds
    /// a whole form.
    static let sheetWashOpacity = 0.9
    /// How far the soft shadow spreads past the glass, in points.
    static let shadowSpread = 3.0
    /// How far the shadow sits below the glass, in points.
    static let shadowDrop = 2.0
    /// The scroll-edge fade's height under a bar with no background, in points.
    static let fadeHeight = 12.0
    /// The number of bands the fade is drawn in.
    static let fadeSteps = 6

    /// Glass in `rect` with corners of `radius` (a capsule at half the height): a soft shadow, a faint edge (a light
    /// rim in dark mode), then
    /// the content behind blurred under `wash` (the keyboard's by default).
    static func draw(_ rect: Rect, radius: Double, theme: Theme, wash: Color? = nil, into list: inout DrawList) {
        let shadow = theme.glassShadow
        let spread = shadowSpread
        list.fillRounded(
            rect.offsetBy(dx: 0, dy: shadowDrop).inset(by: EdgeInsets(all: -spread)), radius: radius + spread,
            faded(shadow, 1.0 / 3))
        list.fillRounded(
            rect.offsetBy(dx: 0, dy: shadowDrop / 2).inset(by: EdgeInsets(all: -spread / 2)),
            radius: radius + spread / 2, faded(shadow, 0.5))
        list.fillRounded(rect.inset(by: EdgeInsets(all: -0.5)), radius: radius + 0.5, theme.glassEdge)
        list.glass(rect, radius: radius, blur: KeyboardGeometry.glassBlur, wash: wash ?? theme.keyboardGlassWash)
    }

    /// The scroll-edge fade under a bar with no background: `colour` from nearly opaque at `top` to clear
    /// `fadeHeight` below, over `minX … minX + width`.
    static func drawFade(top: Double, minX: Double, width: Double, colour: Color, into list: inout DrawList) {
        let step = fadeHeight / Double(fadeSteps)
        for band in 0..<fadeSteps {
            let opacity = 1 - (Double(band) + 0.5) / Double(fadeSteps)
            list.fill(
                Rect(x: minX, y: top + Double(band) * step, width: width, height: step),
                faded(colour, opacity * 0.9))
        }
    }

    /// The flat colour the glass reads as over `behind`: the wash laid over it (what a glyph's hole is filled with).
    static func flat(_ theme: Theme, over behind: Color) -> Color { over(theme.keyboardGlassWash, behind) }

    /// `top` at its own alpha over the opaque `bottom`.
    static func over(_ top: Color, _ bottom: Color) -> Color {
        let a = Int(top.alpha)
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(t) * a + Int(b) * (255 - a) + 127) / 255) }
        return Color(
            red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
    }

    /// `colour` with its alpha multiplied by `factor`.
    static func faded(_ colour: Color, _ factor: Double) -> Color {
        colour.withOpacity(Double(colour.alpha) / 255 * factor)
    }
}
