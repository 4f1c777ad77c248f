import KeyboardAvoidance
import LabDrawing

extension OverlayView {
    /// Draws the panel's head: the title, the keys to press (or REC while recording) beside it or, when the panel is
    /// too narrow for both, under it, and the window's scale notice; returns where the rest begins.
    static func drawHeader(
        _ app: AppState, metrics: PanelMetrics, context: ViewContext, width: Double, into list: inout DrawList
    ) -> Double {
        let theme = app.phone.labTheme
        let k = metrics.factor
        let x = metrics.inset
        var y = 12 * k
        let title = FontSpec(.semibold, size: metrics.titleSize)
        let titleHeight = 22 * k
        list.text(
            TextRun(
                "KeyboardLab", font: title, color: theme.overlayText,
                frame: Rect(x: x, y: y, width: width, height: titleHeight)))
        let titleWidth = context.measurer.size(of: "KeyboardLab", font: title).width + 12 * k
        let font = FontSpec(.monospaced, size: metrics.textSize)
        if let seconds = context.recordingSeconds {
            drawRecording(seconds, at: Point(x: x + width - 96 * k, y: y), size: metrics.textSize, theme, &list)
        } else if app.notesVisible {
            let hint = app.phone.chrome.overlayVisible ? "F1 help · F2 panel" : "panel off · F2 to show"
            let hintWidth = context.measurer.size(of: hint, font: font).width
            if titleWidth + hintWidth > width { y += titleHeight }
            list.text(
                TextRun(
                    context.measurer.truncating(hint, font: font, toWidth: width), font: font,
                    color: theme.overlayText.withOpacity(0.6),
                    frame: Rect(x: x, y: y, width: width, height: titleHeight),
                    alignment: .trailing))
        }
        y += 30 * k
        // What the audience sees but cannot tell from the phones: slow motion, a pause, conditions that differ.
        let banner = CompareView.banner(app)
        if !banner.isEmpty {
            for line in wrapped(banner.joined(separator: " · "), font: font, width: width, measurer: context.measurer) {
                list.text(
                    TextRun(
                        line, font: FontSpec(.semibold, size: metrics.textSize), color: theme.plotInset,
                        frame: Rect(x: x, y: y, width: width, height: metrics.lineHeight)))
                y += metrics.lineHeight
            }
            y += 6 * k
        }
        if context.showsNotices, let notice = app.shownScaleNotice {
            for line in wrapped(notice, font: font, width: width, measurer: context.measurer) {
                list.text(
                    TextRun(
                        line, font: font, color: theme.plotInset,
                        frame: Rect(x: x, y: y, width: width, height: metrics.lineHeight)))
                y += metrics.lineHeight
            }
            y += 6 * k
        }
        return y
    }

    /// The red dot, REC and the elapsed minutes and seconds while the window records a video.
    static func drawRecording(_ seconds: Double, at origin: Point, size: Double, _ theme: Theme, _ list: inout DrawList)
    {
        let k = size / PanelMetrics.baseTextSize
        list.fillRounded(
            Rect(x: origin.x, y: origin.y + 5 * k, width: 12 * k, height: 12 * k), radius: 6 * k, theme.warning)
        let whole = Int(seconds)
        list.text(
            TextRun(
                String(format: "REC %d:%02d", whole / 60, whole % 60), font: FontSpec(.semibold, size: size),
                color: theme.warning, frame: Rect(x: origin.x + 18 * k, y: origin.y + k, width: 78 * k, height: 20 * k))
        )
    }
}
