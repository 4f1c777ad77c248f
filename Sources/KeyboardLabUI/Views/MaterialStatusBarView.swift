import KeyboardAvoidance
import LabDrawing
import LabImages

/// Android's status bar: as tall as the safe area's top (50.3 dp on a Pixel 8, whose punch-hole camera sits in
/// it), the clock at the left in Roboto Medium and the wi-fi, signal and battery icons at the right, on the
/// camera's centre line. Edge to edge (Android 15 on) the app's own surface shows behind it; an app targeting
/// Android 14 gets a bar of its surface colour, which does not pan with the window.
enum MaterialStatusBarView {
    /// The clock's text.
    static let clock = "12:00"

    /// Draws the bar; `scrim` dims its own fill (behind a modal sheet) as the scrim dims the rest; `ink` replaces the
    /// theme's text colour (over a design's own top).
    static func draw(
        _ state: Phone, scrim: Bool, ink: Color? = nil, measurer: any TextMeasuring, into list: inout DrawList
    ) {
        let height = state.safeArea.top
        guard height > 0 else { return }
        let theme = state.theme
        let width = state.screen.width
        let bar = Rect(x: 0, y: 0, width: width, height: height)
        if state.conditions.androidWindow?.edgeToEdge == false {
            list.fill(bar, state.baseTheme.background)
            if scrim { list.fill(bar, theme.scrim) }
        }
        let band = Rect(x: 0, y: midY(state) - 10, width: width, height: 20)
        let inset = horizontalInset(state)
        let font = MaterialTextStyle.statusBar.font()
        let time = Rect(x: inset, y: band.minY, width: measurer.size(of: clock, font: font).width + 2, height: 20)
        list.text(TextRun(clock, font: font, color: ink ?? theme.text, frame: time))
        MaterialGlyphs.drawStatusIcons(right: iconsRight(state), midY: band.midY, ink: ink ?? theme.text, into: &list)
    }

    /// Where the icons end at the right: clear of the display's corner, or, on a phone on its side with three
    /// buttons, of the side navigation bar (the status bar ends where it begins), not under it.
    static func iconsRight(_ state: Phone) -> Double {
        let side = state.safeArea.right
        guard side > 0 else { return state.screen.width - horizontalInset(state) }
        return state.screen.width - side - MaterialMetrics.statusBarMinimumInset
    }

    /// The icons' and the clock's centre line: the camera's centre held upright, else the bar's middle.
    static func midY(_ state: Phone) -> Double {
        let height = state.safeArea.top
        if state.orientation == .portrait,
            let camera = state.device.cutout.frame(in: state.screen.size, orientation: state.orientation),
            camera.maxY <= height
        {
            return camera.midY
        }
        return height / 2
    }

    /// How far the clock and the icons stand in from the screen's sides: clear of the display's rounded corners
    /// (60 % of their radius), and of a cut-out at the left on a phone on its side.
    static func horizontalInset(_ state: Phone) -> Double {
        max(MaterialMetrics.statusBarMinimumInset, state.device.displayCornerRadius * 0.6)
    }
}
