import KeyboardAvoidance
import LabDrawing
import LabImages

/// The look of a presented card, from `docs/reference/ios-look.md`, "Sheets, bars and chat" and "iOS 26 chrome": the
/// presenting screen behind it (scaled back with rounded corners under a large page sheet, as it is otherwise), dimmed,
/// then the card at iOS's elevated level; on iOS 26 with corners concentric with the display's, and glass while a
/// medium page sheet floats.
enum SheetView {
    /// A card's corner radius on iOS 18.
    static let cornerRadius = 10.0
    /// An iPad form sheet's corner radius on iOS 26.
    static let padCornerRadius = 26.0
    /// The dimming over the presenting screen: black at 40 %.
    static let dimming = Color(red: 0, green: 0, blue: 0, alpha: 102)
    /// The grabber of a sheet with two detents, #C7C7CC.
    static let grabber = Color(red: 0xC7, green: 0xC7, blue: 0xCC)

    /// The grabber's colour: #C7C7CC; on iOS 26's glass the secondary label at half its alpha, which shows on light
    /// and dark glass alike.
    static func grabber(_ state: Phone) -> Color {
        guard state.conditions.ios >= .ios26 else { return grabber }
        return GlassChrome.faded(state.theme.secondaryText, 0.5)
    }
    /// How far the presenting screen is scaled back behind a large page sheet.
    static let presentingScale = 0.92

    /// The card's corner radius: 10 pt on iOS 18; on iOS 26 the display's corner radius less the floating sheet's
    /// inset (concentric with the display, 54 pt on a 62 pt display), never under 10; 26 pt for an iPad's form sheet.
    static func cornerRadius(_ state: Phone) -> Double {
        if state.device.platform == .android { return MaterialMetrics.sheetCornerRadius }
        guard state.conditions.ios >= .ios26 else { return cornerRadius }
        if state.device.idiom == .pad { return padCornerRadius }
        return max(cornerRadius, state.device.displayCornerRadius - SheetGeometry.floatingSheetInset)
    }

    /// Whether the card is glass: iOS 26's medium page sheet, while it floats clear of the screen's edges.
    static func isGlass(_ state: Phone, card: Rect) -> Bool {
        state.conditions.hasIOS26Chrome && card.maxY < state.screen.maxY - 0.5 && card.minX > state.screen.minX + 0.5
            && state.device.idiom == .phone
    }

    /// Whether the presenting screen is scaled back: behind a page sheet at its large detent on a phone (a form sheet
    /// shows as one there). At the medium detent, and behind an iPad's form sheet, it stays as it is.
    static func scalesBack(_ state: Phone) -> Bool {
        state.device.idiom == .phone
            && (state.conditions.presentation.style == .formSheet || state.conditions.presentation.detent == .large)
    }

    /// What the card is presented over, dimmed with black at 40 %, then the card itself.
    static func drawPresentingScreen(_ state: Phone, card: Rect, context: ViewContext, into list: inout DrawList) {
        if state.device.platform == .android {
            return MaterialSheetView.drawPresentingScreen(state, card: card, context: context, into: &list)
        }
        let base = state.baseTheme
        let screen = state.screen
        list.fill(screen, .black)
        if scalesBack(state) {
            // Scaled back to 0.92 from under the status bar, its own top corners rounded; its navigation bar shows
            // above the card.
            let behind = Rect(
                x: screen.width * (1 - presentingScale) / 2, y: state.safeArea.top,
                width: screen.width * presentingScale, height: screen.height * presentingScale)
            let radius = cornerRadius(state)
            let ios26 = state.conditions.ios >= .ios26
            // On iOS 26 the screen's own background; in dark mode a black one would vanish into the black behind.
            let card = state.conditions.appearance == .dark ? base.cell : base.background
            list.fillRounded(behind, radius: radius, ios26 ? card : base.navigationBar)
            let barHeight = base.navigationBarHeight * presentingScale
            if !ios26 {
                let below = Rect(
                    x: behind.minX, y: behind.minY + barHeight, width: behind.width,
                    height: max(0, behind.height - barHeight))
                list.fillRounded(below, radius: radius, base.background)
                list.hairline(
                    Rect(x: behind.minX, y: behind.minY + barHeight, width: behind.width, height: 0.5), base.separator)
            }
        } else {
            drawUnscaled(state, context: context, into: &list)
        }
        list.fill(screen, dimming)
        let radius = cornerRadius(state)
        if isGlass(state, card: card) {
            let theme = state.theme
            GlassChrome.draw(
                card, radius: radius, theme: theme,
                wash: theme.keyboardGlassWash.withOpacity(GlassChrome.sheetWashOpacity), into: &list)
        } else {
            list.fillRounded(card, radius: radius, state.theme.background)
        }
    }

    /// The presenting screen as it is (behind a medium page sheet or an iPad's form sheet): the same screen laid
    /// out full screen, at rest, with nothing focused.
    static func drawUnscaled(_ state: Phone, context: ViewContext, into list: inout DrawList) {
        let behind = state.presentingScreen(measurer: context.measurer)
        list.fill(state.screen, behind.theme.background)
        if behind.page.design != nil {
            DesignView.draw(behind, context: context, into: &list)
            DesignView.drawFixedTop(behind, in: nil, into: &list)
            return
        }
        if behind.page.thread == nil {
            FormContentView.draw(behind, context: context, into: &list)
        } else {
            MessagesView.draw(behind, context: context, into: &list)
        }
        TabBarView.draw(behind, measurer: context.measurer, into: &list)
        PhoneView.drawNavigationBar(behind, in: nil, into: &list, measurer: context.measurer)
    }
}
