import KeyboardAvoidance
import LabDrawing
import LabImages

/// A live reload that failed, drawn over the top of the phone's screen until a good save: "Reload failed" and the
/// file's one-line error, wrapped, on KeyboardLab's dark panel (its own chrome, not iOS's). The phone under it keeps
/// showing the last good screen.
public enum ReloadBannerView {
    /// The text size of the error.
    static let font = FontSpec(.monospaced, size: 11)

    /// Appends the banner for `message` (one error a line) under `title` over `phone`'s screen to `list`, measuring
    /// with `measurer`; the window's refusal of a key no phone takes uses it too.
    public static func draw(
        _ message: String, title heading: String = "Reload failed: showing the last good version", phone: Phone,
        measurer: any TextMeasuring, into list: inout DrawList
    ) {
        let theme = phone.labTheme
        let screen = phone.screen
        let width = screen.width - 16
        let wrapper = TextWrapper(measurer: measurer, font: font, width: width - 16)
        let lineHeight = 14.0
        let lines = message.split(separator: "\n").flatMap { wrapper.lines(String($0)).map(\.text) }.prefix(8)
        let title = FontSpec(.semibold, size: 12)
        let height = 12 + 16 + Double(lines.count) * lineHeight
        let top = screen.minY + phone.safeArea.top + 4
        let panel = Rect(x: screen.minX + 8, y: top, width: width, height: height)
        list.fillRounded(panel, radius: 8, theme.sidePanel)
        list.text(
            TextRun(
                heading, font: title, color: theme.warning,
                frame: Rect(x: panel.minX + 8, y: panel.minY + 6, width: width - 16, height: 16)))
        for (index, line) in lines.enumerated() {
            list.text(
                TextRun(
                    line, font: font, color: theme.overlayText,
                    frame: Rect(
                        x: panel.minX + 8, y: panel.minY + 22 + Double(index) * lineHeight, width: width - 16,
                        height: lineHeight)))
        }
    }
}
