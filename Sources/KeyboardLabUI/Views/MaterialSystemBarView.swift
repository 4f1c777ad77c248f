import KeyboardAvoidance
import LabDrawing
import LabImages

/// Android's navigation area at rest, drawn over the app's window and under the keyboard (which brings its own):
/// with gestures, the 108 × 4 dp handle centred 10 dp above the bottom edge; with three buttons, a 48 dp bar of
/// back ◁, home ○ and recents □, 70 dp keys centred (along the right edge on a phone on its side; at the right end
/// of a tablet's 60 dp taskbar). Edge to edge the bar is a translucent scrim over the app; targeting Android 14,
/// opaque.
enum MaterialSystemBarView {
    /// The button bar's opacity over the app, edge to edge.
    static let contrastScrimOpacity = 0.8

    static func draw(_ state: Phone, into list: inout DrawList) {
        switch state.conditions.navigation {
        case .gesture:
            list.fillRounded(gestureHandle(state), radius: MaterialMetrics.gestureHandleHeight / 2, state.theme.text)
        case .buttons: drawButtons(state, into: &list)
        }
    }

    /// The gesture handle's frame: centred, its bottom 10 dp above the screen's.
    static func gestureHandle(_ state: Phone) -> Rect {
        let width =
            state.device.idiom == .pad ? MaterialMetrics.taskbarHandleWidth : MaterialMetrics.gestureHandleWidth
        let height = MaterialMetrics.gestureHandleHeight
        let screen = state.screen
        return Rect(
            x: screen.midX - width / 2, y: screen.maxY - MaterialMetrics.gestureHandleBottom - height, width: width,
            height: height)
    }

    /// The three-button bar's frame: the safe area's bottom along the bottom edge, or its right along the right
    /// edge of a phone on its side.
    static func buttonBar(_ state: Phone) -> Rect {
        let screen = state.screen
        let area = state.device.safeArea(state.orientation, navigation: .buttons)
        let base = state.device.metrics(state.orientation).safeArea
        let right = area.right - base.right
        if right > 0 { return Rect(x: screen.maxX - right, y: screen.minY, width: right, height: screen.height) }
        let bottom = area.bottom - base.bottom
        return Rect(x: screen.minX, y: screen.maxY - bottom, width: screen.width, height: bottom)
    }

    /// The back, home and recents keys' frames, in that order: centred along the bar (bottom to top along a side
    /// bar), or at the right end of a tablet's taskbar.
    static func keys(_ state: Phone) -> [Rect] {
        let bar = buttonBar(state)
        let key = MaterialMetrics.navigationKeyWidth
        if bar.height > bar.width {
            let top = bar.midY - 1.5 * key
            return (0..<3).map { Rect(x: bar.minX, y: top + Double(2 - $0) * key, width: bar.width, height: key) }
        }
        let left = state.device.idiom == .pad ? bar.maxX - 24 - 3 * key : bar.midX - 1.5 * key
        return (0..<3).map { Rect(x: left + Double($0) * key, y: bar.minY, width: key, height: bar.height) }
    }

    /// The three buttons; with `hideKeyboard` (the keyboard up), back is the hide chevron ∨.
    static func drawButtons(_ state: Phone, hideKeyboard: Bool = false, into list: inout DrawList) {
        let theme = state.baseTheme
        let bar = buttonBar(state)
        let opaque = state.conditions.androidWindow?.edgeToEdge == false
        let background = opaque ? theme.background : theme.background.withOpacity(contrastScrimOpacity)
        list.fill(bar, background)
        let ink = theme.secondaryText
        let boxes = keys(state).map {
            let side = MaterialMetrics.iconSize
            return Rect(x: $0.midX - side / 2, y: $0.midY - side / 2, width: side, height: side)
        }
        if hideKeyboard {
            AndroidKeyboardView.drawHideGlyph(in: keys(state)[0], color: ink, into: &list)
        } else {
            MaterialGlyphs.drawBack(in: boxes[0].inset(by: EdgeInsets(all: 2)), ink: ink, into: &list)
        }
        MaterialGlyphs.drawHome(in: boxes[1], ink: ink, into: &list)
        MaterialGlyphs.drawRecents(in: boxes[2], ink: ink, into: &list)
    }
}
