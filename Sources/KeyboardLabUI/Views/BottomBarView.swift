import KeyboardAvoidance
import LabDrawing
import LabImages

/// The bottom bar, from `docs/reference/ios-look.md`: a button bar (a filled 50 pt button, radius 12, 16 pt from the
/// sides) or a composer (a rounded field with a 1 pt border and a round send button, on the bar colour with a
/// hairline on top). Its background reaches down behind the home indicator.
enum BottomBarView {
    /// How long a pressed button stays dimmed.
    static let pressDuration = 0.2

    /// The bar's background: at rest it reaches down behind the home indicator or the navigation area; riding the
    /// keyboard, the keyboard covers what is below it.
    static func background(of bar: Rect, _ state: Phone) -> Rect {
        let area = state.barLayout.barArea(keyboard: state.presented.keyboardFrame)
        let bottom = bar.maxY >= area.bottom - 0.5 ? area.bottom + area.safe : bar.maxY
        return Rect(x: bar.minX, y: bar.minY, width: bar.width, height: max(bar.height, bottom - bar.minY))
    }

    /// Whether the bar's button was pressed within the last ``pressDuration``.
    static func isPressed(_ state: Phone) -> Bool {
        state.pointer.barPressedAt.map { (state.now - $0).seconds < pressDuration } ?? false
    }

    static func draw(_ state: Phone, context: ViewContext, into list: inout DrawList) {
        if state.device.platform == .android { return MaterialBottomBarView.draw(state, context: context, into: &list) }
        guard let kind = state.page.bottomBar, let bar = state.presentedBottomBar else { return }
        let theme = state.theme
        let background = background(of: bar, state)
        switch kind {
        case .button(let title, _):
            list.fill(background, theme.background)
            let button = state.barLayout.barButton(in: bar)
            let pressed = isPressed(state)
            list.fillRounded(button, radius: 12, pressed ? theme.tint.withOpacity(0.7) : theme.tint)
            list.text(
                TextRun(
                    context.measurer.truncating(title, font: FontSpec(.semibold, size: 17), toWidth: button.width - 24),
                    font: FontSpec(.semibold, size: 17), color: .white, frame: button, alignment: .center))
        case .image(let design):
            DesignView.drawBar(state, design: design, frame: bar, into: &list)
        case .composer:
            // iOS 26's composer has no bar: its glass field floats over the screen.
            if state.conditions.ios < .ios26 {
                list.fill(background, theme.navigationBar)
                list.hairline(Rect(x: bar.minX, y: bar.minY, width: bar.width, height: 0.5), theme.separator)
            }
            drawComposer(state, bar: bar, context: context, into: &list)
        }
    }

    /// The composer's field, its text (the lines around the caret once it holds more than `maxLines`), and the
    /// send button, blue once there is something to send.
    static func drawComposer(_ state: Phone, bar: Rect, context: ViewContext, into list: inout DrawList) {
        guard let index = state.form.composerIndex else { return }
        let theme = state.theme
        let field = state.barLayout.composerField(in: bar)
        let glass = state.conditions.ios >= .ios26
        if glass {
            GlassChrome.draw(field, radius: min(18, field.height / 2), theme: theme, into: &list)
        } else {
            list.fillRounded(field, radius: 18, theme.separator)
            list.fillRounded(field.inset(by: EdgeInsets(all: 1)), radius: 17, theme.background)
        }
        let body = state.bodyFont
        let isFocused = state.editor.focus == index
        let value =
            isFocused
            ? state.editor.values[index].inserting(state.editor.composition, at: state.editor.caret)
            : state.editor.values[index]
        let textLeft = field.minX + theme.fieldPadding
        let lineHeight = PhoneMetrics.composerLineStep
        let firstTop = field.minY + (PhoneMetrics.composerLineOne - lineHeight) / 2
        if value.isEmpty {
            let line = Rect(x: textLeft, y: firstTop, width: field.width - 2 * theme.fieldPadding, height: lineHeight)
            list.text(
                TextRun(
                    context.measurer.truncating(state.form.fields[index].placeholder, font: body, toWidth: line.width),
                    font: body, color: theme.placeholder, frame: line))
            if isFocused {
                // Just before the placeholder, so it does not hide its first letter ("iMessage").
                let x = textLeft - theme.caretWidth - 1
                FormContentView.drawCaret(x: x, midY: line.midY, state: state, context: context, into: &list)
            }
        } else {
            let lines = state.displayedLines(ofField: index, measurer: context.measurer)
            let shown = state.barLayout.composerLines
            let caretLine = isFocused ? state.editor.caretLine : lines.count - 1
            let first = max(0, min(caretLine - shown + 1, lines.count - shown))
            list.clipped(to: field) { list in
                for (number, line) in lines.enumerated().dropFirst(first).prefix(shown) {
                    let frame = Rect(
                        x: textLeft, y: firstTop + Double(number - first) * lineHeight,
                        width: field.width - 2 * theme.fieldPadding, height: lineHeight)
                    list.text(
                        TextRun(
                            line.text, font: body, color: theme.text, frame: frame,
                            background: glass ? nil : theme.background))
                    guard isFocused, number == caretLine else { continue }
                    let before = String(
                        line.text.prefix(max(0, state.editor.caret + state.editor.composition.count - line.start)))
                    let x = textLeft + context.measurer.size(of: before, font: body).width
                    FormContentView.drawCaret(x: x, midY: frame.midY, state: state, context: context, into: &list)
                }
            }
        }
        let send = state.barLayout.sendButton(in: bar)
        // Disabled (nothing to send), it looks as a disabled filled UIButton does: a faint grey fill (#767680 at
        // 12 %) and a grey arrow (tertiary label), not white on grey.
        let arrow = state.canSend ? Color.white : theme.disabled
        list.fillRounded(send, radius: send.width / 2, state.canSend ? theme.tint : SearchFieldView.fill)
        // An arrow pointing up.
        let x = send.midX
        list.line(from: Point(x: x, y: send.maxY - 8), to: Point(x: x, y: send.minY + 8), width: 2.5, arrow)
        list.line(from: Point(x: x - 6, y: send.minY + 13), to: Point(x: x, y: send.minY + 7.5), width: 2.5, arrow)
        list.line(from: Point(x: x + 6, y: send.minY + 13), to: Point(x: x, y: send.minY + 7.5), width: 2.5, arrow)
    }
}
