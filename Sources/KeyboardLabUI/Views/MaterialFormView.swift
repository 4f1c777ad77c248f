import KeyboardAvoidance
import LabDrawing
import LabImages

/// A form in Material 3 on Android: header labels in bodyLarge, section headers in titleSmall in the primary
/// colour, each field a filled text field inside its row (``MaterialFieldView``), and a list's rows as list items
/// with a monogram. Only the rows that meet the visible band are drawn.
enum MaterialFormView {
    static func draw(_ state: Phone, context: ViewContext, into list: inout DrawList) {
        let theme = state.theme
        let frame = FormContentView.visibleFrame(state)
        let offset = state.presented.contentOffset
        let layout = state.layout
        let dy = frame.minY - offset.y
        let dx = frame.minX - offset.x
        let body = state.bodyFont
        list.commands.append(.pushClip(frame))
        for (i, label) in state.form.headerLabels.enumerated() {
            let rect = layout.headerLabelFrames[i].offsetBy(dx: dx, dy: dy)
            guard rect.intersects(frame) else { continue }
            let text = context.measurer.truncating(label, font: body, toWidth: rect.width)
            list.text(TextRun(text, font: body, color: theme.text, frame: rect))
        }
        let rows = layout.rows(intersectingMinY: offset.y - 80, maxY: offset.y + frame.height + 80)
        if !rows.isEmpty {
            let firstSection = layout.section(ofField: rows.lowerBound)
            let lastSection = layout.section(ofField: rows.upperBound - 1)
            for s in firstSection...lastSection where !state.form.sections[s].isOutsideContent {
                let header = layout.sectionHeaderFrames[s].offsetBy(dx: dx, dy: dy)
                let font = state.footnoteFont
                list.text(
                    TextRun(
                        context.measurer.truncating(state.form.sections[s].title, font: font, toWidth: header.width),
                        font: font, color: theme.tint, frame: header))
            }
            for index in rows where !state.form.sections[layout.section(ofField: index)].isOutsideContent {
                let row = layout.rowFrames[index].offsetBy(dx: dx, dy: dy)
                let field = state.form.fields[index]
                if field.isReadOnly {
                    drawListItem(field.label, row: row, state: state, context: context, into: &list)
                } else if field.isMultiline {
                    MaterialFieldView.drawMultiline(index, row: row, state: state, context: context, into: &list)
                } else {
                    MaterialFieldView.draw(index, row: row, state: state, context: context, into: &list)
                }
            }
        }
        FormContentView.drawScrollIndicator(state, context: context, into: &list)
        list.commands.append(.popClip)
    }

    /// A list's row as a list item: a 40 dp monogram circle (secondaryContainer) at the row's start, the text in
    /// bodyLarge 16 dp after it.
    static func drawListItem(_ text: String, row: Rect, state: Phone, context: ViewContext, into list: inout DrawList) {
        let theme = state.theme
        let side = MaterialMetrics.avatarSize
        let avatar = Rect(x: row.minX, y: row.midY - side / 2, width: side, height: side)
        list.fillRounded(avatar, radius: side / 2, theme.secondaryContainer)
        let initial = text.first.map { String($0).uppercased() } ?? ""
        let scale = state.bodyFont.size / MaterialTextStyle.bodyLarge.size
        list.text(
            TextRun(
                initial, font: MaterialTextStyle.titleMedium.font(scale: min(scale, 1.25)),
                color: theme.onSecondaryContainer, frame: avatar, alignment: .center,
                background: theme.secondaryContainer))
        let left = avatar.maxX + 16
        let label = Rect(x: left, y: row.minY, width: max(0, row.maxX - left), height: row.height)
        let body = state.bodyFont
        list.text(
            TextRun(
                context.measurer.truncating(text, font: body, toWidth: label.width), font: body, color: theme.text,
                frame: label))
    }
}
