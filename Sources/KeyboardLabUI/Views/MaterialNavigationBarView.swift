import KeyboardAvoidance
import LabDrawing
import LabImages

/// Material 3's navigation bar at the bottom (the tab bar on Android): 80 dp of surfaceContainer over the system's
/// navigation area, which its colour fills too; each item a 24 dp icon over a labelMedium label, the selected one
/// on a 64 × 32 dp pill of secondaryContainer, its icon in onSecondaryContainer and its label in onSurface, the
/// others in onSurfaceVariant. It stays at the bottom: the keyboard covers it.
enum MaterialNavigationBarView {
    static func draw(_ state: Phone, measurer: any TextMeasuring, into list: inout DrawList) {
        guard let tabBar = state.page.tabBar,
            let bar = state.barLayout.tabBarFrame(keyboard: state.presented.keyboardFrame)
        else {
            return
        }
        let theme = state.theme
        list.fill(bar, theme.surfaceContainer)
        let items = state.barLayout.tabItemsFrame(in: bar)
        let width = items.width / Double(max(1, tabBar.items.count))
        // The labels grow with the font scale up to 130 %, where they still fit the bar's 80 dp.
        let scale = min(state.materialFontScale, Self.largestLabelScale)
        let font = MaterialTextStyle.labelMedium.font(scale: scale)
        let side = MaterialMetrics.iconSize
        for (index, item) in tabBar.items.enumerated() {
            let selected = index == tabBar.selected
            let midX = items.minX + width * (Double(index) + 0.5)
            let pill = indicator(midX: midX, top: items.minY)
            if selected { list.fillRounded(pill, radius: pill.height / 2, theme.secondaryContainer) }
            let icon = Rect(x: midX - side / 2, y: pill.midY - side / 2, width: side, height: side)
            TabBarView.drawGlyph(
                index, in: icon, selected ? theme.onSecondaryContainer : theme.secondaryText,
                hole: selected ? theme.secondaryContainer : theme.surfaceContainer, list: &list)
            let label = Rect(
                x: midX - width / 2 + 2, y: pill.maxY + 4, width: width - 4,
                height: MaterialTextStyle.labelMedium.lineHeight(scale: scale))
            list.text(
                TextRun(
                    measurer.truncating(item, font: font, toWidth: label.width), font: font,
                    color: selected ? theme.text : theme.secondaryText, frame: label, alignment: .center))
        }
    }

    /// The largest font scale the labels follow.
    static let largestLabelScale = 1.3

    /// The selected item's pill, 64 × 32 dp, centred on `midX`, 12 dp below the bar's top `top`.
    static func indicator(midX: Double, top: Double) -> Rect {
        let width = MaterialMetrics.indicatorWidth
        return Rect(
            x: midX - width / 2, y: top + MaterialMetrics.indicatorTop, width: width,
            height: MaterialMetrics.indicatorHeight)
    }
}
