import KeyboardAvoidance
import LabDrawing
import LabImages

/// Material 3's modal bottom sheet on Android: the screen behind as it is (no scaling back), under the scrim (black
/// at 32 %), then the sheet in surfaceContainerLow with its top corners rounded by 28 dp. Its drag handle and title
/// are the top app bar's part (``MaterialTopAppBarView``). A tablet's form sheet is a centred dialog-like card,
/// every corner rounded.
enum MaterialSheetView {
    static func drawPresentingScreen(_ state: Phone, card: Rect, context: ViewContext, into list: inout DrawList) {
        SheetView.drawUnscaled(state, context: context, into: &list)
        let theme = state.theme
        list.fill(state.screen, theme.scrim)
        let radius = MaterialMetrics.sheetCornerRadius
        guard state.isBottomSheet else { return list.fillRounded(card, radius: radius, theme.background) }
        list.fillRounded(
            Rect(x: card.minX, y: card.minY, width: card.width, height: min(card.height, 2 * radius)), radius: radius,
            theme.background)
        if card.height > radius {
            list.fill(
                Rect(x: card.minX, y: card.minY + radius, width: card.width, height: card.height - radius),
                theme.background)
        }
    }
}
