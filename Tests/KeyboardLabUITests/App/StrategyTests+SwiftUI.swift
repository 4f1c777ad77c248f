import KeyboardAvoidance
import KeyboardLabUI
import Testing

extension StrategyTests {
    /// `swiftui` at every settled frame of a full-screen session the layout did not move: the inset is `max(I0.bottom,
    /// F.maxY − visible bottom)` from the keyboard safe area (the visible bottom is the safe area's edge, or the
    /// top of a `safeAreaInset` bar on it), and a settled single-line field ends on or above the visible bottom.
    func checkSwiftUI(_ phone: Phone, _ context: String) {
        let now = phone.presented
        guard phone.cardFrame == nil, phone.avoidance.session?.moved != true, let safe = now.keyboardSafeArea,
            let start = phone.avoidance.session?.start
        else { return }
        let edge = phone.screen.maxY - safe
        let pinned = phone.page.bottomBar?.isPinnedToKeyboard == true
        let visibleBottom = pinned ? (phone.presentedBottomBar?.minY ?? edge) : edge
        let expected = max(start.contentInset.bottom, phone.layoutScrollFrame.maxY - visibleBottom)
        let settled = phone.avoidance.transition.isFinished(at: phone.now) && phone.pointer.press == nil
        // Mid-animation the inset moves on the same progress as the safe area, between the two ends' values.
        if settled {
            #expect(abs(now.contentInset.bottom - expected) < 1e-6, "\(context): inset \(now.contentInset.bottom)")
        }
        if settled, phone.avoidance.isKeyboardShown, phone.focusedField?.isMultiline == false,
            phone.focusRect != nil, let field = phone.focusedWindowRect, field.minY >= phone.layoutScrollFrame.minY
        {
            #expect(field.maxY <= visibleBottom + 1e-6, "\(context): field bottom \(field.maxY) > \(visibleBottom)")
        }
    }
}
