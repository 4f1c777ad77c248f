import KeyboardAvoidance
import LabDrawing

extension PhoneView {
    /// An Android screen in Material 3, under the keyboard: the app's window (a bottom sheet over a scrim, the
    /// content, the navigation bar, the bottom bar and the top app bar), moved up as a whole by `adjustPan`; then
    /// the system's bars, which do not pan: the status bar and the navigation area (the gesture handle or the three
    /// buttons). The keyboard, drawn next, covers the navigation area with its own.
    static func drawMaterialScreen(_ state: Phone, card: Rect?, context: ViewContext, into list: inout DrawList) {
        let window = list.commands.count
        drawContent(state, card: card, context: context, into: &list)
        if state.page.design == nil {
            drawNavigationBar(state, in: card, into: &list, measurer: context.measurer)
        } else {
            DesignView.drawFixedTop(state, in: card, into: &list)
        }
        list.offsetCommands(from: window, dy: -state.presented.pan)
        // A design shows its own status bar full screen, unless it asks for the phone's.
        if state.page.design == nil || card != nil {
            MaterialStatusBarView.draw(state, scrim: card != nil, measurer: context.measurer, into: &list)
        } else if state.page.design?.drawsStatusBar == true || state.shownDesign.replacesStatusBar {
            MaterialStatusBarView.draw(
                state, scrim: false, ink: DesignView.statusBarInk(state), measurer: context.measurer, into: &list)
        }
        MaterialSystemBarView.draw(state, into: &list)
    }
}
