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
        geometry.largeWhenKeyboardUp = conditions.hasIOS26Chrome && avoidance.timeline.strategy.raisesMediumSheet
        // iOS 26's medium page sheet floats in from the screen's edges.
        if conditions.hasIOS26Chrome { geometry.floatingInset = SheetGeometry.floatingSheetInset }
        return geometry
    }

    /// The card as presented now (it rises with the keyboard in a medium page sheet or a form sheet), in window
    /// coordinates; nil full screen.
    public var cardFrame: Rect? { sheet?.card(keyboard: avoidance.timeline.state(at: now).keyboardFrame) }

    /// The card where it rests for the keyboard the phone shows or hides (the trace's layout line); nil full screen.
    public var layoutCardFrame: Rect? { sheet?.card(keyboard: restingKeyboardFrame) }

    /// The navigation bar's height, with the search field under its title when the screen has one.
    public var navigationAreaHeight: Double {
        titleBarHeight + (form.searchIndex == nil ? 0 : searchAreaHeight)
    }

    /// The height of the navigation bar's title part: the theme's bar (iOS's 44 pt, Material 3's 64 dp top app
    /// bar); in an Android bottom sheet, its drag handle's 48 dp over a 48 dp title row; 0 full screen on a screen
    /// with no navigation bar.
    public var titleBarHeight: Double {
        guard isBottomSheet else { return page.hasNavigationBar || sheet != nil ? theme.navigationBarHeight : 0 }
        return MaterialMetrics.dragHandleHeight + 2 * MaterialMetrics.dragHandlePadding
            + MaterialMetrics.sheetTitleHeight
    }

    /// Whether the screen is presented in Material 3's modal bottom sheet (Android; not a tablet's form sheet,
    /// which is a centred card).
    public var isBottomSheet: Bool {
        guard device.platform == .android, let sheet else { return false }
        return sheet.showsBottomSheet
    }

    /// The height the navigation search adds: a 36 pt field with 8 pt above and below.
    public static let searchBarHeight = 52.0

    /// The height the navigation search adds on this phone's platform: iOS's 52 pt, or Material 3's 56 dp search
    /// bar with 8 dp above and below.
    public var searchAreaHeight: Double {
        guard device.platform == .android else { return Self.searchBarHeight }
        return MaterialMetrics.searchBarHeight + 2 * MaterialMetrics.searchBarPadding
    }

    /// The navigation bar's search field as presented, in window coordinates; nil without one.
    public var searchFrame: Rect? {
        guard form.searchIndex != nil else { return nil }
        let bar =
            cardFrame
            ?? Rect(x: safeArea.left, y: safeArea.top, width: screen.width - safeArea.left - safeArea.right, height: 0)
        guard device.platform == .android else {
            return Rect(
                x: bar.minX + 16, y: bar.minY + theme.navigationBarHeight + 8, width: bar.width - 32, height: 36)
        }
        let padding = MaterialMetrics.searchBarPadding
        return Rect(
            x: bar.minX + 16, y: bar.minY + titleBarHeight + padding, width: bar.width - 32,
            height: MaterialMetrics.searchBarHeight)
    }

    /// The scroll view's frame in `card`: below the card's navigation bar, to its bottom or to the top of its bars.
    func contentFrame(of card: Rect) -> Rect {
        let top = card.minY + (page.design == nil ? navigationAreaHeight : designFixedTop)
        let bottom = card.maxY - reservedBottom(reachesScreenBottom: card.maxY >= screen.maxY - 0.5)
        return Rect(x: card.minX, y: top, width: card.width, height: max(0, bottom - top))
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
        _ = behind.avoidance.timeline.rest(
            scroll: ScrollTarget(contentInset: behind.baseInset, contentOffset: .zero), at: now)
        return behind
    }
}
