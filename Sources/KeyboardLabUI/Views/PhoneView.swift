import KeyboardAvoidance
import LabDrawing

/// Draws the phone screen: status and navigation bars, the scrolling form or messages, the tab bar and bottom bar,
/// the keyboard, the home indicator and the display's shape (rounded corners, Dynamic Island), in screen points;
/// then, when shown, the readout strip under the screen (outside it, so it covers nothing).
public enum PhoneView {
    /// The draw list of the phone screen for `state`.
    ///
    /// - Complexity: O(v + log n): only the rows that intersect the visible band are drawn.
    public static func draw(_ state: Phone, context: ViewContext) -> DrawList {
        let theme = state.theme
        let readout = state.chrome.showsReadout(isCapture: context.isCapture)
        var canvas = state.screen.size
        if readout { canvas.height += ReadoutView.height(state) }
        var list = DrawList(canvas: canvas, background: theme.background)
        list.commands.reserveCapacity(256)
        // Nothing spills past the screen's edges into the window around it (a keyboard dragged down, say).
        list.commands.append(.pushClip(state.screen))
        let card = state.cardFrame
        if state.device.platform == .android {
            drawMaterialScreen(state, card: card, context: context, into: &list)
        } else {
            drawContent(state, card: card, context: context, into: &list)
            if state.page.design == nil {
                drawStatusBar(
                    state, filled: card == nil, lightInk: card != nil && SheetView.scalesBack(state), into: &list)
                drawNavigationBar(state, in: card, into: &list, measurer: context.measurer)
            } else {
                DesignView.drawFixedTop(state, in: card, into: &list)
                // A design in a card is shown from below its own status bar; over the scaled-back screen behind a
                // large sheet the phone's shows, light (elsewhere the presenting design's own is there, or the
                // phone's when the design asks for it).
                if card != nil, SheetView.scalesBack(state) {
                    drawStatusBar(state, filled: false, into: &list)
                } else if state.page.design?.drawsStatusBar == true || state.shownDesign.replacesStatusBar {
                    drawStatusBar(state, filled: false, ink: DesignView.statusBarInk(state), into: &list)
                }
            }
        }
        KeyboardView.draw(state, measurer: context.measurer, into: &list)
        drawTouch(state, into: &list)
        if state.device.hasHomeIndicator, state.device.platform == .ios {
            let w = theme.homeIndicatorWidth
            let h = theme.homeIndicatorHeight
            let rect = Rect(x: (state.screen.width - w) / 2, y: state.screen.height - 8 - h, width: w, height: h)
            list.fillRounded(rect, radius: h / 2, theme.text)
        }
        drawDisplayShape(state, into: &list)
        list.commands.append(.popClip)
        if readout { ReadoutView.draw(state, measurer: context.measurer, into: &list) }
        return list
    }

    /// The screen behind a card, if any, then the content (a design, the form, or the messages), the tab bar and
    /// the bottom bar: what lies under the status and navigation bars.
    static func drawContent(_ state: Phone, card: Rect?, context: ViewContext, into list: inout DrawList) {
        if let card { SheetView.drawPresentingScreen(state, card: card, context: context, into: &list) }
        if state.page.design != nil {
            DesignView.draw(state, context: context, into: &list)
        } else if state.page.thread == nil {
            FormContentView.draw(state, context: context, into: &list)
        } else {
            MessagesView.draw(state, context: context, into: &list)
        }
        let outlines = state.chrome.outlinesVisible
        if outlines { OutlineView.drawFields(state, context: context, into: &list) }
        TabBarView.draw(state, measurer: context.measurer, into: &list)
        BottomBarView.draw(state, context: context, into: &list)
        if outlines { OutlineView.drawBar(state, context: context, into: &list) }
    }

    /// How long a scripted tap stays shown.
    static let tapTouchDuration = 0.2
    /// The touch circle's diameter in points.
    static let touchDiameter = 38.0

    /// A translucent circle at the finger while it is down, or briefly where a scripted tap landed, as the
    /// Simulator's "show touches" draws.
    static func drawTouch(_ state: Phone, into list: inout DrawList) {
        guard state.chrome.touchesVisible else { return }
        var point = state.pointer.press?.last
        if point == nil, let tap = state.pointer.lastTap, (state.now - tap.time).seconds < tapTouchDuration {
            point = tap.point
        }
        guard let point else { return }
        let d = touchDiameter
        let circle = Rect(x: point.x - d / 2, y: point.y - d / 2, width: d, height: d)
        list.fillRounded(circle, radius: d / 2, state.theme.text.withOpacity(0.28))
        list.fillRounded(
            circle.inset(by: EdgeInsets(all: 3)), radius: d / 2 - 3, state.theme.background.withOpacity(0.35))
    }

    /// The display's shape over everything: the Dynamic Island or the notch, and black outside the rounded corners.
    static func drawDisplayShape(_ state: Phone, into list: inout DrawList) {
        if let cutout = state.device.cutout.frame(in: state.screen.size, orientation: state.orientation) {
            switch state.device.cutout.kind {
            case .notch:
                // Its lower corners are rounded; the ones on the edge lie off the screen.
                let radius = min(cutout.width, cutout.height) * 0.6
                let tab =
                    state.orientation == .portrait
                    ? Rect(x: cutout.minX, y: cutout.minY - radius, width: cutout.width, height: cutout.height + radius)
                    : Rect(x: cutout.minX - radius, y: cutout.minY, width: cutout.width + radius, height: cutout.height)
                list.fillRounded(tab, radius: radius, .black)
            case .dynamicIsland, .punchHole, .none:
                list.fillRounded(cutout, radius: min(cutout.width, cutout.height) / 2, .black)
            }
        }
        if state.device.displayCornerRadius > 0 {
            list.commands.append(.fillCorners(state.screen, radius: state.device.displayCornerRadius, .black))
        }
    }

    /// The navigation bar under the status bar, or along the top of the card the screen is presented in (Material
    /// 3's top app bar, or a bottom sheet's drag handle and title, on Android).
    static func drawNavigationBar(
        _ state: Phone, in card: Rect?, into list: inout DrawList, measurer: any TextMeasuring
    ) {
        // A screen with no header (`"navigationBar": false`) draws none full screen.
        guard card != nil || state.page.hasNavigationBar else { return }
        if state.device.platform == .android {
            return MaterialTopAppBarView.draw(state, in: card, measurer: measurer, into: &list)
        }
        let theme = state.theme
        let height = state.barLayout.navigationAreaHeight
        var bar = Rect(x: 0, y: state.safeArea.top, width: state.screen.width, height: height)
        // iOS 26 draws no bar background: the screen's own (the card's, in a sheet) shows, and a soft fade takes the
        // content's top edge.
        let ios26 = state.conditions.ios >= .ios26
        if let card {
            bar = Rect(x: card.minX, y: card.minY, width: card.width, height: height)
            let radius = SheetView.cornerRadius(state)
            if !ios26 {
                // Its top corners follow the card's.
                list.fillRounded(
                    Rect(x: bar.minX, y: bar.minY, width: bar.width, height: 2 * radius), radius: radius,
                    theme.navigationBar)
                list.fill(
                    Rect(x: bar.minX, y: bar.minY + radius, width: bar.width, height: height - radius),
                    theme.navigationBar)
            } else if !SheetView.isGlass(state, card: card) {
                GlassChrome.drawFade(
                    top: bar.maxY, minX: bar.minX, width: bar.width, colour: theme.background, into: &list)
            }
            if state.conditions.presentation.detent == .medium, state.conditions.presentation.style == .pageSheet {
                let grabber = Rect(x: bar.midX - 18, y: bar.minY + 5, width: 36, height: 5)
                list.fillRounded(grabber, radius: 2.5, SheetView.grabber(state))
            }
        } else if ios26 {
            list.fill(bar, theme.background)
            GlassChrome.drawFade(top: bar.maxY, minX: bar.minX, width: bar.width, colour: theme.background, into: &list)
        } else {
            list.fill(bar, theme.navigationBar)
        }
        let title = Rect(x: bar.minX, y: bar.minY, width: bar.width, height: theme.navigationBarHeight)
        list.text(
            TextRun(
                state.form.title, font: FontSpec(.semibold, size: theme.titleSize), color: theme.text, frame: title,
                alignment: .center))
        if !ios26 { list.hairline(Rect(x: bar.minX, y: bar.maxY, width: bar.width, height: 0.5), theme.separator) }
        SearchFieldView.draw(state, measurer: measurer, into: &list)
    }
}
