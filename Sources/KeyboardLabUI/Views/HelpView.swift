import KeyboardAvoidance
import LabDrawing
import LabImages

/// The window's keys as ``WindowKeys`` lists them, drawn in the side panel; a line longer than the panel wraps at spaces, measured with the
/// renderer's fonts, its continuation indented.
enum HelpView {
    static func draw(
        _ state: Phone, in frame: Rect, metrics: PanelMetrics = PanelMetrics(presenter: false, scale: 1),
        measurer: any TextMeasuring, into list: inout DrawList
    ) {
        let theme = state.labTheme
        let k = metrics.factor
        let lineHeight = 20 * k
        list.fillRounded(frame, radius: 10 * k, theme.overlayPanel)
        list.text(
            TextRun(
                "Function keys", font: FontSpec(.semibold, size: metrics.titleSize), color: theme.overlayText,
                frame: Rect(x: frame.minX + 14 * k, y: frame.minY + 10 * k, width: frame.width - 28 * k, height: 24 * k)
            ))
        var y = frame.minY + 42 * k
        let font = FontSpec(.monospaced, size: metrics.textSize)
        let indent = 16 * k
        /// Draws `text` from `left`, wrapped to end by the frame's right margin.
        func paragraph(_ text: String, left: Double, color: Color) {
            let width = frame.maxX - 14 * k - left
            let wrapper = TextWrapper(measurer: measurer, font: font, width: width - indent)
            for (index, line) in wrapper.lines(text).enumerated() where y + lineHeight <= frame.maxY {
                let x = left + (index == 0 ? 0 : indent)
                list.text(
                    TextRun(
                        line.text, font: font, color: color,
                        frame: Rect(x: x, y: y, width: frame.maxX - 14 * k - x, height: lineHeight)))
                y += lineHeight
            }
        }
        // What does not fit the panel's height is left out rather than drawn past it.
        for (key, help) in WindowKeys.functionKeyHelp where y + lineHeight <= frame.maxY {
            list.text(
                TextRun(
                    key, font: font, color: theme.plotOffset,
                    frame: Rect(x: frame.minX + 14 * k, y: y, width: 40 * k, height: lineHeight)))
            paragraph(help, left: frame.minX + 58 * k, color: theme.overlayText)
        }
        y += 10 * k
        for line in WindowKeys.helpLines {
            paragraph(line, left: frame.minX + 14 * k, color: theme.overlayText.withOpacity(0.8))
        }
    }
}
