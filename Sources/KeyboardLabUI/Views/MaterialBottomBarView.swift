import KeyboardAvoidance
import LabDrawing
import LabImages

/// The bottom bar in Material 3 on Android, on the surface colour (which reaches down behind the navigation area
/// at rest): a button bar's filled button (40 dp, fully round, primary, its label in labelLarge onPrimary), or a
/// chat's composer, a 28 dp pill of surfaceContainerHigh as a messaging app draws it, with a round send button in
/// primary beside it.
enum MaterialBottomBarView {
    static func draw(_ state: Phone, context: ViewContext, into list: inout DrawList) {
        guard let kind = state.page.bottomBar, let bar = state.presentedBottomBar else { return }
        let theme = state.theme
        let background = BottomBarView.background(of: bar, state)
        switch kind {
        case .button(let title, _):
            list.fill(background, theme.background)
            let button = state.barLayout.barButton(in: bar)
            list.fillRounded(button, radius: button.height / 2, theme.tint)
            // The pressed state layer: onPrimary at 10 %.
            if BottomBarView.isPressed(state) {
                list.fillRounded(button, radius: button.height / 2, theme.onTint.withOpacity(0.1))
            }
            let font = MaterialTextStyle.labelLarge.font(scale: state.materialFontScale)
            list.text(
                TextRun(
                    context.measurer.truncating(title, font: font, toWidth: button.width - 48), font: font,
                    color: theme.onTint, frame: button, alignment: .center))
        case .image(let design):
            DesignView.drawBar(state, design: design, frame: bar, into: &list)
        case .composer:
            list.fill(background, theme.background)
            drawComposer(state, bar: bar, context: context, into: &list)
        }
    }

    /// The composer's placeholder on Android: the screen's own, except Apple's "iMessage", which no Android
    /// messaging app shows: there it reads "Message".
    static func placeholder(_ text: String) -> String { text == "iMessage" ? "Message" : text }

    /// The composer's pill, its text (the lines around the caret once it holds more than `maxLines`) and the send
    /// button: primary with an onPrimary plane once there is something to send, else disabled (onSurface at 12 %,
    /// the plane at 38 %).
    static func drawComposer(_ state: Phone, bar: Rect, context: ViewContext, into list: inout DrawList) {
        guard let index = state.form.composerIndex else { return }
        let theme = state.theme
        let m = state.bars
        let field = state.barLayout.composerField(in: bar)
        list.fillRounded(
            field, radius: min(MaterialMetrics.composerLineOne / 2, field.height / 2), theme.surfaceContainerHigh)
        let body = state.bodyFont
        let isFocused = state.editor.focus == index
        let value =
            isFocused
            ? state.editor.values[index].inserting(state.editor.composition, at: state.editor.caret)
            : state.editor.values[index]
        let textLeft = field.minX + MaterialMetrics.composerTextInset
        let textWidth = field.width - 2 * MaterialMetrics.composerTextInset
        let lineHeight = m.composerLineStep
        let firstTop = field.minY + (m.composerLineOne - lineHeight) / 2
        if value.isEmpty {
            let line = Rect(x: textLeft, y: firstTop, width: textWidth, height: lineHeight)
            list.text(
                TextRun(
                    context.measurer.truncating(
                        placeholder(state.form.fields[index].placeholder), font: body, toWidth: line.width),
                    font: body, color: theme.secondaryText, frame: line))
            if isFocused {
                // Just before the placeholder, so it hides none of its first letter.
                FormContentView.drawCaret(
                    x: textLeft - theme.caretWidth, midY: line.midY, state: state, context: context, into: &list)
            }
        } else {
            let lines = state.displayedLines(ofField: index, measurer: context.measurer)
            let shown = state.barLayout.composerLines
            let caretLine = isFocused ? state.editor.caretLine : lines.count - 1
            let first = max(0, min(caretLine - shown + 1, lines.count - shown))
            list.clipped(to: field) { list in
                for (number, line) in lines.enumerated().dropFirst(first).prefix(shown) {
                    let frame = Rect(
                        x: textLeft, y: firstTop + Double(number - first) * lineHeight, width: textWidth,
                        height: lineHeight)
                    list.text(
                        TextRun(
                            line.text, font: body, color: theme.text, frame: frame,
                            background: theme.surfaceContainerHigh))
                    guard isFocused, number == caretLine else { continue }
                    let before = String(
                        line.text.prefix(max(0, state.editor.caret + state.editor.composition.count - line.start)))
                    let x = textLeft + context.measurer.size(of: before, font: body).width
                    FormContentView.drawCaret(x: x, midY: frame.midY, state: state, context: context, into: &list)
                }
            }
        }
        drawSendButton(state, in: state.barLayout.sendButton(in: bar), into: &list)
    }

    /// The round send button and its plane.
    static func drawSendButton(_ state: Phone, in send: Rect, into list: inout DrawList) {
        let theme = state.theme
        let fill = state.canSend ? theme.tint : GlassChrome.over(theme.text.withOpacity(0.12), theme.background)
        let ink = state.canSend ? theme.onTint : GlassChrome.over(theme.text.withOpacity(0.38), fill)
        list.fillRounded(send, radius: send.width / 2, fill)
        let side = MaterialMetrics.iconSize
        let icon = Rect(x: send.midX - side / 2 + 1, y: send.midY - side / 2, width: side, height: side)
        MaterialGlyphs.drawSend(in: icon, ink: ink, background: fill, into: &list)
    }
}
