import KeyboardAvoidance
import LabDrawing
import LabImages

/// Material 3's small top app bar: 64 dp under the status bar, whose area it fills edge to edge, the title in
/// titleLarge at the left, 16 dp in; the surface colour, surfaceContainer once the content scrolls under it. In a
/// bottom sheet, the sheet's drag handle (32 × 4 dp, 22 dp above and below) over a 48 dp title row; in a tablet's
/// dialog, the title row alone. The search bar, when the screen has one, lies under it.
enum MaterialTopAppBarView {
    static func draw(_ state: Phone, in card: Rect?, measurer: any TextMeasuring, into list: inout DrawList) {
        let theme = state.theme
        let title: Rect
        if let card {
            var top = card.minY
            if state.isBottomSheet {
                drawDragHandle(state, card: card, into: &list)
                top += MaterialMetrics.dragHandleHeight + 2 * MaterialMetrics.dragHandlePadding
            }
            let height = state.barLayout.titleBarHeight - (top - card.minY)
            title = Rect(
                x: card.minX + MaterialMetrics.titleInset, y: top, width: card.width - 2 * MaterialMetrics.titleInset,
                height: height)
        } else {
            let safe = state.safeArea
            let bar = Rect(x: 0, y: safe.top, width: state.screen.width, height: state.barLayout.navigationAreaHeight)
            // Edge to edge the bar's colour reaches up behind the status bar.
            list.fill(
                Rect(x: 0, y: 0, width: bar.width, height: bar.maxY),
                isScrolledUnder(state) ? theme.surfaceContainer : theme.navigationBar)
            title = Rect(
                x: safe.left + MaterialMetrics.titleInset, y: bar.minY,
                width: bar.width - safe.left - safe.right - 2 * MaterialMetrics.titleInset,
                height: MaterialMetrics.topAppBarHeight)
        }
        // The title grows with the font scale up to 150 %, where its line still fits the bar and a sheet's row.
        let font = MaterialTextStyle.titleLarge.font(scale: min(state.materialFontScale, Self.largestTitleScale))
        list.text(
            TextRun(
                measurer.truncating(state.form.title, font: font, toWidth: title.width), font: font, color: theme.text,
                frame: title))
        MaterialSearchBarView.draw(state, measurer: measurer, into: &list)
    }

    /// The largest font scale the title follows.
    static let largestTitleScale = 1.5

    /// Whether the content has scrolled under the bar: its offset past the top it rests at.
    static func isScrolledUnder(_ state: Phone) -> Bool {
        let now = state.presented
        return now.contentOffset.y > -now.contentInset.top + 0.5
    }

    /// The bottom sheet's drag handle, centred 22 dp below the card's top, in onSurfaceVariant at 40 %.
    static func drawDragHandle(_ state: Phone, card: Rect, into list: inout DrawList) {
        list.fillRounded(
            dragHandle(card: card), radius: MaterialMetrics.dragHandleHeight / 2,
            state.theme.secondaryText.withOpacity(0.4))
    }

    /// The drag handle's frame in the sheet `card`.
    static func dragHandle(card: Rect) -> Rect {
        let width = MaterialMetrics.dragHandleWidth
        return Rect(
            x: card.midX - width / 2, y: card.minY + MaterialMetrics.dragHandlePadding, width: width,
            height: MaterialMetrics.dragHandleHeight)
    }
}
