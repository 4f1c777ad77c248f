import KeyboardAvoidance

/// Draws the phone screen: status and navigation bars, the scrolling form, the keyboard, the home indicator, the
/// compact overlay and the help card, in screen points.
public enum PhoneView {
    /// The draw list of the phone screen for `state`.
    ///
    /// - Complexity: O(v + log n): only the rows that intersect the visible band are drawn.
    public static func draw(_ state: Phone, context: ViewContext) -> DrawList {
        let theme = state.theme
        var list = DrawList(canvas: state.screen.size, background: theme.background)
        list.commands.reserveCapacity(256)
        FormContentView.draw(state, context: context, into: &list)
        drawStatusBar(state, into: &list)
        drawNavigationBar(state, into: &list)
        KeyboardView.draw(state, into: &list)
        if state.overlayVisible { OverlayView.drawCompact(state, into: &list) }
        drawTouch(state, into: &list)
        if state.device.hasHomeIndicator {
            let w = theme.homeIndicatorWidth
            let h = theme.homeIndicatorHeight
            let rect = Rect(x: (state.screen.width - w) / 2, y: state.screen.height - 8 - h, width: w, height: h)
            list.fillRounded(rect, radius: h / 2, theme.text)
        }
        return list
    }

    /// How long a scripted tap stays shown.
    static let tapTouchDuration = 0.2
    /// The touch circle's diameter in points.
    static let touchDiameter = 38.0

    /// A translucent circle at the finger while it is down, or briefly where a scripted tap landed, as the
    /// Simulator's "show touches" draws.
    static func drawTouch(_ state: Phone, into list: inout DrawList) {
        guard state.touchesVisible else { return }
        var point = state.pointer?.last
        if point == nil, let tap = state.lastTap, (state.now - tap.time).seconds < tapTouchDuration {
            point = tap.point
        }
        guard let point else { return }
        let d = touchDiameter
        let circle = Rect(x: point.x - d / 2, y: point.y - d / 2, width: d, height: d)
        list.fillRounded(circle, radius: d / 2, state.theme.text.withOpacity(0.28))
        list.fillRounded(
            circle.inset(by: EdgeInsets(all: 3)), radius: d / 2 - 3, state.theme.background.withOpacity(0.35))
    }

    static func drawStatusBar(_ state: Phone, into list: inout DrawList) {
        let theme = state.theme
        let height = state.safeArea.top
        guard height > 0 else { return }
        list.fill(Rect(x: 0, y: 0, width: state.screen.width, height: height), theme.background)
        let notched = height > 30
        let band = Rect(x: 0, y: notched ? height - 38 : 0, width: state.screen.width, height: notched ? 24 : height)
        let left = Rect(x: notched ? 32 : 8, y: band.minY, width: notched ? 80 : 60, height: band.height)
        list.text(
            TextRun(
                "9:41", font: FontSpec(.semibold, size: notched ? 17 : 12), color: theme.text, frame: left,
                alignment: notched ? .center : .leading))
        // Battery, wi-fi and signal as simple shapes, right to left.
        let right = state.screen.width - (notched ? 30 : 8)
        let mid = band.midY
        let battery = Rect(x: right - 25, y: mid - 6, width: 25, height: 12)
        list.fillRounded(battery, radius: 3.5, theme.text.withOpacity(0.35))
        list.fillRounded(battery.inset(by: EdgeInsets(all: 2)), radius: 2, theme.text)
        list.fillRounded(
            Rect(x: battery.maxX + 1, y: mid - 2, width: 1.5, height: 4), radius: 0.75, theme.text.withOpacity(0.4))
        let wifiRight = battery.minX - 6
        for radius in [3.0, 6.5, 10] {
            let y = mid + 5 - radius * 0.9
            let width = radius * 1.6
            list.fillRounded(
                Rect(x: wifiRight - 8 - width / 2, y: y, width: width, height: 2.2), radius: 1.1, theme.text)
        }
        let signalRight = wifiRight - 22
        for bar in 0..<4 {
            let h = 4 + Double(bar) * 2.5
            list.fillRounded(
                Rect(x: signalRight - 20 + Double(bar) * 5, y: mid + 6 - h, width: 3, height: h), radius: 1, theme.text)
        }
    }

    static func drawNavigationBar(_ state: Phone, into list: inout DrawList) {
        let theme = state.theme
        let bar = Rect(x: 0, y: state.safeArea.top, width: state.screen.width, height: theme.navigationBarHeight)
        list.fill(bar, theme.background)
        list.text(
            TextRun(
                state.form.title, font: FontSpec(.semibold, size: theme.titleSize), color: theme.text, frame: bar,
                alignment: .center))
        list.fill(Rect(x: 0, y: bar.maxY, width: bar.width, height: 0.5), theme.separator)
    }
}
