import KeyboardAvoidance

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
        if let card { drawPresentingScreen(state, card: card, into: &list) }
        if state.page.thread == nil {
            FormContentView.draw(state, context: context, into: &list)
        } else {
            MessagesView.draw(state, context: context, into: &list)
        }
        TabBarView.draw(state, measurer: context.measurer, into: &list)
        BottomBarView.draw(state, context: context, into: &list)
        drawStatusBar(state, filled: card == nil, into: &list)
        drawNavigationBar(state, in: card, into: &list, measurer: context.measurer)
        KeyboardView.draw(state, measurer: context.measurer, into: &list)
        drawTouch(state, into: &list)
        if state.device.hasHomeIndicator {
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

    /// How long a scripted tap stays shown.
    static let tapTouchDuration = 0.2
    /// The touch circle's diameter in points.
    static let touchDiameter = 38.0

    /// What the card is presented over: the presenting screen, scaled to about 0.92 behind a page sheet, dimmed
    /// with black at 40 %; then the card itself.
    static func drawPresentingScreen(_ state: Phone, card: Rect, into list: inout DrawList) {
        let theme = state.theme
        let screen = state.screen
        list.fill(screen, .black)
        let behind =
            card.width < screen.width
            ? screen
            : Rect(
                x: screen.width * 0.04, y: state.safeArea.top, width: screen.width * 0.92, height: screen.height * 0.92)
        list.fillRounded(behind, radius: card.width < screen.width ? 0 : SheetView.cornerRadius, theme.background)
        list.fill(
            Rect(
                x: behind.minX, y: behind.minY, width: behind.width,
                height: min(behind.height, theme.navigationBarHeight)),
            theme.navigationBar)
        list.fill(screen, SheetView.dimming)
        list.fillRounded(card, radius: SheetView.cornerRadius, theme.background)
    }

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
            case .dynamicIsland, .none:
                list.fillRounded(cutout, radius: min(cutout.width, cutout.height) / 2, .black)
            }
        }
        if state.device.displayCornerRadius > 0 {
            list.commands.append(.fillCorners(state.screen, radius: state.device.displayCornerRadius, .black))
        }
    }

    /// The navigation bar under the status bar, or along the top of the card the screen is presented in.
    static func drawNavigationBar(
        _ state: Phone, in card: Rect?, into list: inout DrawList, measurer: any TextMeasuring
    ) {
        let theme = state.theme
        let height = state.navigationAreaHeight
        var bar = Rect(x: 0, y: state.safeArea.top, width: state.screen.width, height: height)
        if let card {
            bar = Rect(x: card.minX, y: card.minY, width: card.width, height: height)
            // Its top corners follow the card's.
            list.fillRounded(
                Rect(x: bar.minX, y: bar.minY, width: bar.width, height: 2 * SheetView.cornerRadius),
                radius: SheetView.cornerRadius,
                theme.navigationBar)
            list.fill(
                Rect(
                    x: bar.minX, y: bar.minY + SheetView.cornerRadius, width: bar.width,
                    height: height - SheetView.cornerRadius),
                theme.navigationBar)
            if state.conditions.modal.detent == .medium, state.conditions.modal.style == .pageSheet {
                let grabber = Rect(x: bar.midX - 18, y: bar.minY + 5, width: 36, height: 5)
                list.fillRounded(grabber, radius: 2.5, SheetView.grabber)
            }
        } else {
            list.fill(bar, theme.navigationBar)
        }
        let title = Rect(x: bar.minX, y: bar.minY, width: bar.width, height: theme.navigationBarHeight)
        list.text(
            TextRun(
                state.form.title, font: FontSpec(.semibold, size: theme.titleSize), color: theme.text, frame: title,
                alignment: .center))
        list.hairline(Rect(x: bar.minX, y: bar.maxY, width: bar.width, height: 0.5), theme.separator)
        SearchFieldView.draw(state, measurer: measurer, into: &list)
    }
}
