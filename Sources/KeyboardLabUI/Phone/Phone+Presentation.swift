import KeyboardAvoidance
import LabDrawing

extension Phone {
    /// Where the screen's card sits for a keyboard frame, or nil presented full screen.
    public var sheet: SheetGeometry? {
        guard conditions.presentation.style != .fullScreen else { return nil }
        var geometry = SheetGeometry(
            presentation: conditions.presentation, screen: screen, safeArea: safeArea, idiom: device.idiom)
        // Android shows a page sheet as Material 3's modal bottom sheet, which rides up with the keyboard.
        geometry.isBottomSheet = device.platform == .android
        // SwiftUI on iOS 26 moves a medium page sheet to its large detent when a field is focused (FB17890661).
        geometry.largeWhenKeyboardUp = conditions.hasIOS26Chrome && avoidance.strategy.raisesMediumSheet
        // iOS 26's medium page sheet floats in from the screen's edges.
        if conditions.hasIOS26Chrome { geometry.floatingInset = SheetGeometry.floatingSheetInset }
        return geometry
    }

    /// The card as presented now (it rises with the keyboard in a medium page sheet or a form sheet), in window
    /// coordinates; nil full screen.
    public var cardFrame: Rect? { sheet?.card(keyboard: avoidance.state(at: now).keyboardFrame) }

    /// The card where it rests for the keyboard the phone shows or hides (the trace's layout line); nil full screen.
    public var layoutCardFrame: Rect? { sheet?.card(keyboard: restingKeyboardFrame) }

    /// Whether the screen is presented in Material 3's modal bottom sheet (Android; not a tablet's form sheet,
    /// which is a centred card).
    public var isBottomSheet: Bool {
        guard device.platform == .android, let sheet else { return false }
        return sheet.showsBottomSheet
    }

    /// Presents the screen as `next`, or the next of ``ModalPresentation/cycle`` when nil: the form is laid out in
    /// the new frame and, with the keyboard up, the avoidance runs again on it, as a rotation does.
    mutating func changePresentation(_ next: ModalPresentation?, measurer: any TextMeasuring) {
        let target = next ?? conditions.presentation.next
        guard target != conditions.presentation else { return }
        conditions.presentation = target
        changeLayout(device: device, orientation: orientation, measurer: measurer)
    }

    /// The screen a sheet is presented over, as it shows behind a medium page sheet or an iPad's form sheet: this
    /// phone's screen laid out full screen, at rest, with nothing focused. The phone itself is unchanged.
    public func presentingScreen(measurer: any TextMeasuring) -> Phone {
        var behind = self
        behind.conditions.presentation = .fullScreen
        behind.editor.moveFocus(to: nil)
        // An iPad's form sheet, and Android's sheets (at most 640 dp wide), are narrower than the screen behind.
        if device.idiom == .pad || device.platform == .android { behind.relayout(measurer: measurer) }
        behind.avoidance.settle(
            scroll: ScrollTarget(contentInset: behind.baseInset, contentOffset: .zero), at: now)
        return behind
    }
}
