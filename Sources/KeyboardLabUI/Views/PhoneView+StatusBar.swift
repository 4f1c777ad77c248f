import KeyboardAvoidance
import LabDrawing
import LabImages

extension PhoneView {
    /// The status bar: "9:41" and the signal, wi-fi and battery glyphs. On a Dynamic Island device the time sits
    /// centred left of the island and the glyphs right of it, on the island's centre line; a tall status bar
    /// without one puts them in its lower part; a short one on one line, the time centred on a phone (iPhone SE)
    /// and at the leading edge on an iPad.
    static func drawStatusBar(
        _ state: Phone, filled: Bool = true, lightInk: Bool? = nil, ink given: Color? = nil, into list: inout DrawList
    ) {
        let height = state.safeArea.top
        guard height > 0 else { return }
        let width = state.screen.width
        // Over the scaled-back screen behind a large sheet the status bar is light, as on iOS; behind a medium sheet
        // it keeps the presenting screen's.
        let ink = given ?? ((lightInk ?? !filled) ? Color.white : state.theme.text)
        if filled {
            // iOS 26's bars have no background: the screen's shows.
            let fill = state.conditions.ios >= .ios26 ? state.theme.background : state.theme.navigationBar
            list.fill(Rect(x: 0, y: 0, width: width, height: height), fill)
        }
        let island = state.device.cutout.frame(in: state.screen.size, orientation: state.orientation)
        if let island, state.orientation == .portrait {
            let band = Rect(x: 0, y: island.midY - 12, width: width, height: 24)
            let time = Rect(x: island.minX / 2 - 34, y: band.minY, width: 80, height: band.height)
            list.text(
                TextRun(
                    "9:41", font: FontSpec(.semibold, size: 17), color: ink, frame: time, alignment: .center))
            drawStatusGlyphs(ink: ink, right: (island.maxX + width) / 2 + 40, midY: band.midY, into: &list)
            return
        }
        let notched = height > 30
        let margin = state.device.displayCornerRadius > 0 ? 20.0 : 8
        let band = Rect(x: 0, y: notched ? height - 38 : 0, width: width, height: notched ? 24 : height)
        let centred = !notched && state.device.idiom == .phone
        let time =
            centred
            ? Rect(x: width / 2 - 40, y: band.minY, width: 80, height: band.height)
            : Rect(x: notched ? 32 : margin, y: band.minY, width: notched ? 80 : 60, height: band.height)
        list.text(
            TextRun(
                "9:41", font: FontSpec(.semibold, size: notched ? 17 : 12), color: ink, frame: time,
                alignment: notched || centred ? .center : .leading))
        drawStatusGlyphs(ink: ink, right: width - (notched ? 30 : margin), midY: band.midY, into: &list)
    }

    /// Battery, wi-fi and signal as simple shapes, right to left, the battery's right edge at `right`.
    static func drawStatusGlyphs(ink: Color, right: Double, midY mid: Double, into list: inout DrawList) {
        let battery = Rect(x: right - 25, y: mid - 6, width: 25, height: 12)
        list.fillRounded(battery, radius: 3.5, ink.withOpacity(0.35))
        list.fillRounded(battery.inset(by: EdgeInsets(all: 2)), radius: 2, ink)
        list.fillRounded(
            Rect(x: battery.maxX + 1, y: mid - 2, width: 1.5, height: 4), radius: 0.75, ink.withOpacity(0.4))
        let wifiRight = battery.minX - 6
        for radius in [3.0, 6.5, 10] {
            let y = mid + 5 - radius * 0.9
            let width = radius * 1.6
            list.fillRounded(
                Rect(x: wifiRight - 8 - width / 2, y: y, width: width, height: 2.2), radius: 1.1, ink)
        }
        let signalRight = wifiRight - 22
        for bar in 0..<4 {
            let h = 4 + Double(bar) * 2.5
            list.fillRounded(
                Rect(x: signalRight - 20 + Double(bar) * 5, y: mid + 6 - h, width: 3, height: h), radius: 1, ink)
        }
    }
}
