import KeyboardAvoidance
import LabDrawing
import LabImages

/// Material 3's search bar under the top app bar: 56 dp, fully round, surfaceContainerHigh, the search icon 16 dp
/// in, the placeholder or the query in bodyLarge from 52 dp in, and the caret in the primary colour.
enum MaterialSearchBarView {
    static func draw(_ state: Phone, measurer: any TextMeasuring, into list: inout DrawList) {
        guard let frame = state.barLayout.searchFrame, let index = state.form.searchIndex else { return }
        let theme = state.theme
        list.fillRounded(frame, radius: frame.height / 2, theme.surfaceContainerHigh)
        let side = MaterialMetrics.iconSize
        let icon = Rect(x: frame.minX + 16, y: frame.midY - side / 2, width: side, height: side)
        MaterialGlyphs.drawSearch(
            in: icon, ink: theme.secondaryText, background: theme.surfaceContainerHigh, into: &list)
        let font = state.bodyFont
        let left = frame.minX + MaterialMetrics.leadingIconTextInset
        let textFrame = Rect(x: left, y: frame.minY, width: frame.maxX - 16 - left, height: frame.height)
        let isFocused = state.editor.focus == index
        let value = state.editor.values[index]
        let text = isFocused ? value.inserting(state.editor.composition, at: state.editor.caret) : value
        if text.isEmpty {
            list.text(
                TextRun(
                    measurer.truncating(state.form.fields[index].placeholder, font: font, toWidth: textFrame.width),
                    font: font, color: theme.secondaryText, frame: textFrame))
        } else {
            list.text(
                TextRun(
                    measurer.truncating(text, font: font, toWidth: textFrame.width), font: font, color: theme.text,
                    frame: textFrame))
        }
        guard isFocused else { return }
        let prefix = String(text.prefix(state.editor.caret + state.editor.composition.count))
        // Before the placeholder's first letter while the query is empty.
        let x = min(
            textFrame.maxX,
            text.isEmpty
                ? textFrame.minX - theme.caretWidth : textFrame.minX + measurer.size(of: prefix, font: font).width)
        let height = (MaterialTextStyle.bodyLarge.lineHeight * font.size / MaterialTextStyle.bodyLarge.size).rounded()
        list.fill(Rect(x: x, y: frame.midY - height / 2, width: theme.caretWidth, height: height), theme.tint)
    }
}
