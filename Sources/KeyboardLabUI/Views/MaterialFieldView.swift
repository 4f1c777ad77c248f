import KeyboardAvoidance
import LabDrawing
import LabImages

/// Material 3's filled text field inside a form's row, 8 dp in from the row's top and bottom (56 dp at the
/// default font scale): the surfaceContainerHighest fill with 4 dp top corners, the indicator line along its
/// bottom (1 dp onSurfaceVariant, 2 dp primary when focused), and the label: floating in bodySmall at the
/// top-left, 16 dp in, once the field has a value or focus, else in bodyLarge where the value goes, as a
/// placeholder. The value is in bodyLarge, placed across as ``ValueLine`` places it, so taps and drawing agree.
enum MaterialFieldView {
    /// The field's frame in the row `row`.
    static func fieldFrame(in row: Rect) -> Rect {
        row.inset(by: EdgeInsets(top: MaterialMetrics.fieldGap, left: 0, bottom: MaterialMetrics.fieldGap, right: 0))
    }

    /// The font scale the form is laid out at: bodyLarge's size over 16.
    static func scale(_ state: Phone) -> Double { state.bodyFont.size / MaterialTextStyle.bodyLarge.size }

    /// The floating label's line: 8 dp below the field's top.
    static func floatingLabel(in field: Rect, left: Double, state: Phone) -> Rect {
        let height = MaterialTextStyle.bodySmall.lineHeight(scale: scale(state)).rounded()
        return Rect(
            x: left, y: field.minY + MaterialMetrics.fieldVerticalPadding, width: max(0, field.maxX - 16 - left),
            height: height)
    }

    /// The first value line: under the floating label.
    static func valueLine(in field: Rect, left: Double, state: Phone) -> Rect {
        let label = floatingLabel(in: field, left: left, state: state)
        return Rect(x: left, y: label.maxY, width: label.width, height: state.layout.metrics.lineHeight)
    }

    /// The container: the fill with its top corners rounded, and the indicator line.
    static func drawContainer(_ field: Rect, focused: Bool, theme: Theme, into list: inout DrawList) {
        let radius = MaterialMetrics.fieldCornerRadius
        list.fillRounded(
            Rect(x: field.minX, y: field.minY, width: field.width, height: 2 * radius), radius: radius, theme.cell)
        list.fill(
            Rect(x: field.minX, y: field.minY + radius, width: field.width, height: field.height - radius), theme.cell)
        let line = focused ? MaterialMetrics.focusedIndicatorLine : MaterialMetrics.indicatorLine
        list.fill(
            Rect(x: field.minX, y: field.maxY - line, width: field.width, height: line),
            focused ? theme.tint : theme.secondaryText)
    }

    /// The label, floating at the top or resting on `rest` in bodyLarge.
    static func drawLabel(
        _ text: String, floating: Bool, focused: Bool, field: Rect, rest: Rect, state: Phone, context: ViewContext,
        into list: inout DrawList
    ) {
        guard !text.isEmpty else { return }
        let theme = state.theme
        let frame = floating ? floatingLabel(in: field, left: rest.minX, state: state) : rest
        let font = floating ? MaterialTextStyle.bodySmall.font(scale: scale(state)) : state.bodyFont
        list.text(
            TextRun(
                context.measurer.truncating(text, font: font, toWidth: frame.width), font: font,
                color: focused ? theme.tint : theme.secondaryText, frame: frame))
    }

    /// A single-line field.
    static func draw(_ index: Int, row: Rect, state: Phone, context: ViewContext, into list: inout DrawList) {
        let theme = state.theme
        let formField = state.form.fields[index]
        let field = fieldFrame(in: row)
        let line = ValueLine(state, field: index, row: row, measurer: context.measurer)
        let isFocused = line.isFocused
        drawContainer(field, focused: isFocused, theme: theme, into: &list)
        if let icon = line.iconFrame, let colour = formField.icon.flatMap(Color.init(hex:)) {
            list.fillRounded(icon, radius: icon.width / 2, colour)
        }
        let value = valueLine(in: field, left: line.area.minX, state: state)
        let rest = Rect(x: value.minX, y: field.midY - value.height / 2, width: value.width, height: value.height)
        let floating = isFocused || !line.text.isEmpty
        drawLabel(
            formField.label, floating: floating, focused: isFocused, field: field, rest: rest, state: state,
            context: context, into: &list)
        let measurer = context.measurer
        let body = state.bodyFont
        if line.text.isEmpty {
            guard isFocused else { return }
            if !formField.placeholder.isEmpty {
                list.text(
                    TextRun(
                        measurer.truncating(formField.placeholder, font: body, toWidth: value.width), font: body,
                        color: theme.secondaryText, frame: value))
            }
            // Just before the placeholder, so it hides none of its first letter.
            FormContentView.drawCaret(
                x: value.minX - theme.caretWidth, midY: value.midY, state: state, context: context, into: &list)
            return
        }
        guard isFocused else {
            let shown =
                line.fits
                ? line.text
                : measurer.truncating(
                    String(line.text.prefix(FormContentView.longText)), font: body, toWidth: value.width)
            list.text(TextRun(shown, font: body, color: theme.text, frame: value))
            return
        }
        let visible = Rect(x: line.area.minX, y: value.minY, width: line.area.width, height: value.height)
        list.clipped(to: visible) { list in
            if !state.editor.composition.isEmpty {
                let marked = measurer.size(of: state.editor.composition, font: body).width
                let rect = Rect(x: line.anchorX - marked, y: value.minY, width: marked, height: value.height)
                list.fill(rect, theme.selection)
                list.fill(Rect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1), theme.tint)
            }
            FormContentView.appendLine(
                line.text, font: body, color: theme.text, anchor: line.anchor, x: line.anchorX, row: value,
                visible: visible, context: context, into: &list)
        }
        FormContentView.drawCaret(x: line.caretX, midY: value.midY, state: state, context: context, into: &list)
    }

    /// A multi-line field: the label floating over its wrapped lines, the field growing a line at a time.
    static func drawMultiline(_ index: Int, row: Rect, state: Phone, context: ViewContext, into list: inout DrawList) {
        let theme = state.theme
        let formField = state.form.fields[index]
        let field = fieldFrame(in: row)
        let isFocused = state.editor.focus == index
        let value =
            isFocused
            ? state.editor.values[index].inserting(state.editor.composition, at: state.editor.caret)
            : state.editor.values[index]
        drawContainer(field, focused: isFocused, theme: theme, into: &list)
        let left = field.minX + theme.fieldPadding
        let first = valueLine(in: field, left: left, state: state)
        let rest = Rect(
            x: left, y: field.minY + (MaterialMetrics.fieldHeight * scale(state) - first.height) / 2,
            width: first.width, height: first.height)
        drawLabel(
            formField.label, floating: isFocused || !value.isEmpty, focused: isFocused, field: field, rest: rest,
            state: state, context: context, into: &list)
        let body = state.bodyFont
        guard !value.isEmpty else {
            guard isFocused else { return }
            if !formField.placeholder.isEmpty {
                list.text(
                    TextRun(
                        context.measurer.truncating(formField.placeholder, font: body, toWidth: first.width),
                        font: body, color: theme.secondaryText, frame: first))
            }
            FormContentView.drawCaret(
                x: left - theme.caretWidth, midY: first.midY, state: state, context: context, into: &list)
            return
        }
        let lines = state.displayedLines(ofField: index, measurer: context.measurer)
        let step = first.height
        for (i, line) in lines.enumerated() where !line.text.isEmpty {
            let rect = Rect(x: left, y: first.minY + Double(i) * step, width: first.width, height: step)
            list.text(TextRun(line.text, font: body, color: theme.text, frame: rect))
        }
        guard isFocused else { return }
        let wrapper = state.wrapper(forField: index, measurer: context.measurer)
        let caret = state.editor.caret + state.editor.composition.count
        let lineIndex = wrapper.line(ofCaret: caret, in: lines)
        let line = lines[lineIndex]
        let column = max(0, min(line.text.count, caret - line.start))
        let x = left + context.measurer.size(of: String(line.text.prefix(column)), font: body).width
        FormContentView.drawCaret(
            x: x, midY: first.minY + (Double(lineIndex) + 0.5) * step, state: state, context: context, into: &list)
    }
}
