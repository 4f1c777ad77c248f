/// Where a presented card sits, in window coordinates, for a keyboard frame: the contract's page sheet (iPhone) and
/// form sheet (iPad). Every frame stays in window coordinates, so a field in a card is judged against the window.
///
/// ```swift
/// let sheet = SheetGeometry(presentation: ModalPresentation(.pageSheet), screen: screen, safeArea: safe, idiom: .phone)
/// sheet.card(keyboard: keyboardFrame)  // (0, safe.top + 10, width, screen height − safe.top − 10)
/// ```
public struct SheetGeometry: Equatable, Hashable, Sendable {
    /// The presentation.
    public var presentation: ModalPresentation
    /// The screen's bounds.
    public var screen: Rect
    /// The screen's safe area.
    public var safeArea: EdgeInsets
    /// Phone or pad: iOS shows a form sheet as a page sheet on an iPhone, and a page sheet as a form sheet on an
    /// iPad.
    public var idiom: DeviceIdiom
    /// Whether a medium page sheet moves to its large detent as a docked keyboard comes up, on the keyboard's
    /// progress (SwiftUI on iOS 26, FB17890661), rather than rising with it.
    public var largeWhenKeyboardUp = false
    /// How far a medium page sheet floats in from the screen's sides and bottom (iOS 26's
    /// ``floatingSheetInset``); 0 for iOS 18's edge-to-edge card.
    public var floatingInset = 0.0
    /// Whether a page sheet is Android's modal bottom sheet (Material 3) rather than iOS's card: at most
    /// ``bottomSheetMaxWidth`` wide, centred; expanded (large) from the status bar's bottom, partially expanded
    /// (medium) half the screen tall; and, as it pads itself by the IME's inset, it rides a docked keyboard, both
    /// detents (see ``bottomSheet(keyboardTop:)``). A tablet's form sheet stays a centred card (a dialog).
    public var isBottomSheet = false

    /// The form sheet's size.
    public static let formSheetSize = Size(width: 540, height: 620)
    /// How far a form sheet's bottom stays above the keyboard, and its top below the safe area's.
    public static let formSheetMargin = 20.0
    /// How far a page sheet's top sits below the safe area's.
    public static let pageSheetInset = 10.0
    /// How far iOS 26's medium page sheet floats in from the screen's sides and bottom, 8 pt.
    public static let floatingSheetInset = 8.0
    /// The widest Android's modal bottom sheet grows, 640 dp; wider screens centre it.
    public static let bottomSheetMaxWidth = 640.0

    /// Whether the card is shown as Android's modal bottom sheet: ``isBottomSheet`` for a page sheet anywhere, or a
    /// form sheet on a phone (a tablet's form sheet is a centred card).
    public var showsBottomSheet: Bool {
        isBottomSheet && presentation.style != .fullScreen && (presentation.style == .pageSheet || idiom == .phone)
    }

    /// The geometry of `presentation` on a screen.
    public init(presentation: ModalPresentation, screen: Rect, safeArea: EdgeInsets, idiom: DeviceIdiom) {
        self.presentation = presentation
        self.screen = screen
        self.safeArea = safeArea
        self.idiom = idiom
    }

    /// The card with the keyboard at `keyboard`, or nil full screen. A docked keyboard (full width, at the bottom
    /// edge) moves a medium page sheet and a form sheet up; others leave them where they are.
    public func card(keyboard: Rect) -> Rect? {
        let docked =
            keyboard.width >= screen.width - 0.5 && keyboard.maxY >= screen.maxY - 0.5
            && keyboard.minY < screen.maxY - 0.5
        let keyboardTop = docked ? keyboard.minY : screen.maxY
        if showsBottomSheet { return bottomSheet(keyboardTop: keyboardTop, docked: docked) }
        switch (presentation.style, idiom) {
        case (.fullScreen, _):
            return nil
        case (.formSheet, .pad), (.pageSheet, .pad):
            let size = Self.formSheetSize
            let centred = screen.minY + (screen.height - size.height) / 2
            let highest = screen.minY + safeArea.top + Self.formSheetMargin
            let top = max(min(centred, highest), min(centred, keyboardTop - Self.formSheetMargin - size.height))
            return Rect(x: screen.midX - size.width / 2, y: top, width: size.width, height: size.height)
        case (.formSheet, .phone), (.pageSheet, .phone):
            let large = screen.minY + safeArea.top + Self.pageSheetInset
            guard presentation.style == .pageSheet, presentation.detent == .medium else {
                return Rect(x: screen.minX, y: large, width: screen.width, height: screen.maxY - large)
            }
            let half = screen.height / 2
            let inset = floatingInset
            if largeWhenKeyboardUp {
                // From the medium detent to the large one as the keyboard's share on screen goes from 0 to 1; a
                // floating card meets the edges on the way.
                let shown = docked ? min(1, max(0, (screen.maxY - keyboard.minY) / max(1, keyboard.height))) : 0
                let top = screen.minY + half + (large - screen.minY - half) * shown
                let edge = inset * (1 - shown)
                return Rect(
                    x: screen.minX + edge, y: top, width: screen.width - 2 * edge,
                    height: max(0, screen.maxY - edge - top))
            }
            // Half the screen tall, its bottom on the keyboard's top (less a floating card's inset), its top no
            // higher than the large detent's.
            let top = max(large, min(screen.minY + half, keyboardTop - half))
            return Rect(
                x: screen.minX + inset, y: top, width: screen.width - 2 * inset,
                height: max(0, keyboardTop - inset - top))
        }
    }

    /// Android's modal bottom sheet with a keyboard's top at `keyboardTop` (the screen's bottom with none):
    /// centred, at most 640 dp wide; expanded from the status bar's bottom, or partially expanded with half the
    /// screen's height above the keyboard, its top no higher than expanded. The sheet pads its content by the
    /// larger of the navigation area and the IME (`safeDrawing`): at rest its content ends above the navigation
    /// area, the safe area's bottom; with a docked keyboard up the sheet rides it and its surface runs on under the
    /// keyboard by that same navigation area, so the content, kept clear of it as at rest, ends on the keyboard's
    /// top and the navigation area is not counted on top of the IME.
    public func bottomSheet(keyboardTop: Double, docked: Bool) -> Rect {
        let width = min(screen.width, Self.bottomSheetMaxWidth)
        let expanded = screen.minY + safeArea.top
        let top =
            presentation.detent == .medium
            ? max(expanded, min(screen.minY + screen.height / 2, keyboardTop - screen.height / 2)) : expanded
        let bottom = docked ? min(screen.maxY, keyboardTop + safeArea.bottom) : keyboardTop
        return Rect(x: screen.midX - width / 2, y: top, width: width, height: max(0, bottom - top))
    }
}
