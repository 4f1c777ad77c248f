import KeyboardAvoidance
import LabDrawing
import LabImages

/// The navigation bar's search field, from `docs/reference/ios-look.md`: a 36 pt field with radius 10, #767680 at 12 %,
/// a magnifier and a 17 pt placeholder in #8E8E93, 16 pt from the sides, under the title; a glass capsule on iOS 26.
enum SearchFieldView {
    /// The field's fill.
    static let fill = Color(red: 0x76, green: 0x76, blue: 0x80, alpha: 31)
    /// The magnifier's and the placeholder's grey.
    static let grey = Color(red: 0x8E, green: 0x8E, blue: 0x93)

    static func draw(_ state: Phone, measurer: any TextMeasuring, into list: inout DrawList) {
        guard let frame = state.barLayout.searchFrame, let index = state.form.searchIndex else { return }
        let theme = state.theme
        let glass = state.conditions.ios >= .ios26
        if glass {
            // iOS 26: a glass capsule.
            GlassChrome.draw(frame, radius: frame.height / 2, theme: theme, into: &list)
        } else {
            list.fillRounded(frame, radius: 10, fill)
        }
        // The magnifier: a ring and its handle.
        let centre = Point(x: frame.minX + 16, y: frame.midY - 1.5)
        let ring = Rect(x: centre.x - 6, y: centre.y - 6, width: 12, height: 12)
        list.fillRounded(ring, radius: 6, grey)
        if glass {
            list.fillRounded(
                ring.inset(by: EdgeInsets(all: 1.8)), radius: 4.2, GlassChrome.flat(theme, over: theme.background))
        } else {
            list.fillRounded(ring.inset(by: EdgeInsets(all: 1.8)), radius: 4.2, theme.navigationBar)
            list.fillRounded(ring.inset(by: EdgeInsets(all: 1.8)), radius: 4.2, fill)
        }
        list.line(
            from: Point(x: centre.x + 4.2, y: centre.y + 4.2), to: Point(x: centre.x + 8, y: centre.y + 8), width: 2,
            grey)
        let font = FontSpec(.regular, size: theme.bodySize)
        let textFrame = Rect(x: frame.minX + 30, y: frame.minY, width: frame.width - 38, height: frame.height)
        let isFocused = state.editor.focus == index
        let value = state.editor.values[index]
        let text = isFocused ? value.inserting(state.editor.composition, at: state.editor.caret) : value
        if text.isEmpty {
            if !isFocused {
                list.text(TextRun(state.form.fields[index].placeholder, font: font, color: grey, frame: textFrame))
            }
        } else {
            list.text(
                TextRun(
                    measurer.truncating(text, font: font, toWidth: textFrame.width), font: font, color: theme.text,
                    frame: textFrame))
        }
        guard isFocused else { return }
        let prefix = String(text.prefix(state.editor.caret + state.editor.composition.count))
        let x = min(textFrame.maxX, textFrame.minX + measurer.size(of: prefix, font: font).width)
        let caret = Rect(
            x: x, y: frame.midY - theme.caretHeight / 2, width: theme.caretWidth, height: theme.caretHeight)
        list.fill(caret, theme.tint)
    }
}
