import KeyboardAvoidance
import LabDrawing
import LabImages

/// Outlines what a screen file marks (Ctrl+L, `run --outline`): every field where it lies now, with its id in a tag
/// above it, and the bottom bar; the fields' under the bars and all under the keyboard, so a field they cover shows
/// as covered.
enum OutlineView {
    /// The fields' colour.
    static let fieldColor = Color(red: 255, green: 45, blue: 146)
    /// The bar's colour.
    static let barColor = Color(red: 255, green: 149, blue: 0)
    /// The outline's width in points.
    static let width = 2.0

    /// The outlines of `state`'s fields where they lie now (a form's or a design's; a chat's messages are not
    /// fields), clipped to the scroll view.
    static func drawFields(_ state: Phone, context: ViewContext, into list: inout DrawList) {
        guard state.page.thread == nil else { return }
        let scroll = state.scrollFrame
        let offset = state.presented.contentOffset
        list.clipped(to: scroll) { list in
            for (index, field) in state.form.fields.enumerated() where state.layout.rowFrames.indices ~= index {
                let rect = state.layout.rowFrames[index].converted(fromContentOf: scroll, offset: offset)
                guard rect.intersects(scroll) else { continue }
                outline(rect, tag: field.id, color: fieldColor, context: context, into: &list)
            }
        }
    }

    /// The bottom bar's outline, where it stands now.
    static func drawBar(_ state: Phone, context: ViewContext, into list: inout DrawList) {
        guard let bar = state.presentedBottomBar else { return }
        outline(bar, tag: "bar", color: barColor, context: context, into: &list)
    }

    /// A rectangle's outline inside its edges, and `tag` in a filled label at its top left corner.
    static func outline(_ rect: Rect, tag: String, color: Color, context: ViewContext, into list: inout DrawList) {
        let inner = rect.inset(by: EdgeInsets(all: width / 2))
        let corners = [
            Point(x: inner.minX, y: inner.minY), Point(x: inner.maxX, y: inner.minY),
            Point(x: inner.maxX, y: inner.maxY), Point(x: inner.minX, y: inner.maxY),
            Point(x: inner.minX, y: inner.minY),
        ]
        list.commands.append(.polyline(corners, width: width, color))
        let font = FontSpec(.semibold, size: 11)
        let label = context.measurer.size(of: tag, font: font)
        let chip = Rect(x: rect.minX, y: rect.minY, width: label.width + 8, height: 15)
        list.fill(chip, color)
        list.text(TextRun(tag, font: font, color: .white, frame: chip, alignment: .center))
    }
}
