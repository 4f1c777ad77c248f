import KeyboardAvoidance
import LabDrawing
import LabImages

/// The tab bar, from `docs/reference/ios-look.md`: 49 pt plus the safe area, the bar colour with a hairline on top;
/// each item a 25 pt glyph over a 10 pt label, the selected one in the tint, the others grey. On iOS 26 a glass capsule
/// floats over the content, the items in the label colour and the selected one on a pill.
enum TabBarView {
    /// The unselected items' grey.
    static let grey = Color(red: 0x99, green: 0x99, blue: 0x99)

    static func draw(_ state: Phone, measurer: any TextMeasuring, into list: inout DrawList) {
        if state.device.platform == .android {
            return MaterialNavigationBarView.draw(state, measurer: measurer, into: &list)
        }
        guard let tabBar = state.page.tabBar,
            let bar = state.barLayout.tabBarFrame(keyboard: state.presented.keyboardFrame)
        else {
            return
        }
        let theme = state.theme
        let items = state.barLayout.tabItemsFrame(in: bar)
        let floating = state.conditions.ios >= .ios26
        var hole = theme.navigationBar
        if floating {
            // iOS 26: a glass capsule floating over the content, the selected item on a pill inside it.
            GlassChrome.draw(items, radius: items.height / 2, theme: theme, into: &list)
            hole = GlassChrome.flat(theme, over: theme.cell)
        } else {
            list.fill(bar, theme.navigationBar)
            list.hairline(Rect(x: bar.minX, y: bar.minY, width: bar.width, height: 0.5), theme.separator)
        }
        let width = items.width / Double(tabBar.items.count)
        let font = FontSpec(.regular, size: 10)
        // The glyph and the label, 2 pt apart, centred in the capsule; at the top of iOS 18's bar.
        let top = floating ? items.minY + (items.height - glyphSize - 2 - labelHeight) / 2 : items.minY + 5
        for (index, item) in tabBar.items.enumerated() {
            let selected = index == tabBar.selected
            let colour = selected ? theme.tint : (floating ? theme.text : grey)
            let midX = items.minX + width * (Double(index) + 0.5)
            if floating, selected {
                let pill = Rect(x: midX - width / 2, y: items.minY, width: width, height: items.height)
                    .inset(by: EdgeInsets(all: pillInset))
                list.fillRounded(pill, radius: pill.height / 2, theme.glassSelection)
            }
            drawGlyph(
                index, in: Rect(x: midX - glyphSize / 2, y: top, width: glyphSize, height: glyphSize), colour,
                hole: floating && selected ? GlassChrome.over(theme.glassSelection, hole) : hole, list: &list)
            let label = Rect(x: midX - width / 2 + 2, y: top + glyphSize + 2, width: width - 4, height: labelHeight)
            list.text(
                TextRun(
                    measurer.truncating(item, font: font, toWidth: label.width), font: font, color: colour,
                    frame: label, alignment: .center))
        }
    }

    /// An item's glyph side.
    static let glyphSize = 25.0
    /// An item's label height.
    static let labelHeight = 12.0
    /// How far iOS 26's selection pill stays in from the capsule's edge and the item's neighbours.
    static let pillInset = 4.0

    /// A simple glyph for item `index`: a speech bubble, a handset-like rounded bar, a gear-like ring, a square, a
    /// person, in turn.
    static func drawGlyph(_ index: Int, in box: Rect, _ colour: Color, hole: Color, list: inout DrawList) {
        switch index % 5 {
        case 0:
            list.fillRounded(Rect(x: box.minX + 1, y: box.minY + 3, width: 23, height: 17), radius: 8, colour)
            list.line(
                from: Point(x: box.minX + 6, y: box.minY + 17), to: Point(x: box.minX + 3, y: box.maxY - 1), width: 3,
                colour)
        case 1:
            list.fillRounded(Rect(x: box.minX + 4, y: box.minY + 2, width: 17, height: 21), radius: 4, colour)
        case 2:
            let ring = Rect(x: box.minX + 2, y: box.minY + 2, width: 21, height: 21)
            list.fillRounded(ring, radius: 10.5, colour)
            list.fillRounded(ring.inset(by: EdgeInsets(all: 6)), radius: 4.5, hole)
        case 3:
            list.fillRounded(box.inset(by: EdgeInsets(all: 3)), radius: 4, colour)
        default:
            list.fillRounded(Rect(x: box.midX - 5, y: box.minY + 2, width: 10, height: 10), radius: 5, colour)
            list.fillRounded(Rect(x: box.minX + 3, y: box.minY + 14, width: 19, height: 10), radius: 5, colour)
        }
    }
}
