import KeyboardAvoidance
import LabDrawing

/// Where a phone's bars lie and what they hold: the navigation bar and its search, the tab bar and its items, the
/// bottom bar (a button or a composer with its field and send button), for the keyboard at a given frame. Views,
/// taps and the avoidance read it; it changes nothing.
///
/// ```swift
/// phone.barLayout.tabBarFrame(keyboard: phone.presented.keyboardFrame)  // nil without a tab bar
/// phone.barLayout.composerFieldFrame                                     // the composer's field, as presented
/// ```
public struct BarLayout {
    /// The phone whose bars these are.
    let phone: Phone

    /// The composer field's lines as shown: its wrapped lines, at most `maxLines` (it scrolls inside beyond).
    public var composerLines: Int {
        guard case .composer(let composer) = phone.page.bottomBar, let index = phone.form.composerIndex else {
            return 0
        }
        return min(max(1, phone.editor.lineStarts[index]?.count ?? 1), composer.maxLines)
    }

    /// The bottom bar's height now: a composer grows a line at a time.
    public var bottomBarHeight: Double {
        switch phone.page.bottomBar {
        case nil: 0
        case .button: phone.bars.buttonBarHeight
        case .composer: composerFieldHeight + 2 * phone.bars.composerBarPadding
        case .image(let bar): bar.rect.height * phone.shownDesign.factor
        }
    }

    /// The composer field's height for its lines now.
    public var composerFieldHeight: Double {
        phone.bars.composerLineOne + Double(max(0, composerLines - 1)) * phone.bars.composerLineStep
    }

    /// How much of the bottom the bars take with the keyboard down, their base height (one composer line) and the
    /// safe area when the content reaches the screen's bottom: the scroll view ends above it.
    public func reservedBottom(reachesScreenBottom: Bool) -> Double {
        let safe = reachesScreenBottom || phone.isBottomSheet ? phone.safeArea.bottom : 0
        // Material 3's modal bottom sheet pads its content by the navigation area itself, with or without bars, and
        // wherever its surface ends (see ``SheetGeometry/bottomSheet(keyboardTop:docked:)``).
        if phone.isBottomSheet, phone.page.tabBar == nil, phone.page.bottomBar == nil { return safe }
        var height = phone.page.tabBar == nil || contentRunsUnderTabBar ? 0 : phone.tabBarHeight + safe
        switch phone.page.bottomBar {
        case nil: break
        case .button: height += phone.bars.buttonBarHeight + (phone.page.tabBar == nil ? safe : 0)
        case .composer:
            height +=
                phone.bars.composerLineOne + 2 * phone.bars.composerBarPadding + (phone.page.tabBar == nil ? safe : 0)
        case .image: height += bottomBarHeight + (phone.page.tabBar == nil ? safe : 0)
        }
        return height
    }

    /// Whether the content runs full-bleed under a floating tab bar (iOS 26, with no bottom bar above the tab bar):
    /// the scroll view reaches the bottom behind it, and the bar's region is its resting bottom inset. Android's
    /// navigation bar is opaque: the content ends at its top.
    public var contentRunsUnderTabBar: Bool {
        phone.page.tabBar != nil && phone.page.bottomBar == nil && phone.conditions.hasIOS26Chrome
    }

    /// The span the bars cover: the card's, or the screen's; and the bottom edge they stand on (above the home
    /// indicator where the card or screen reaches it).
    public func barArea(keyboard: Rect) -> (minX: Double, width: Double, bottom: Double, safe: Double) {
        let card = phone.sheet?.card(keyboard: keyboard)
        let area = card ?? phone.screen
        let safe = area.maxY >= phone.screen.maxY - 0.5 || phone.isBottomSheet ? phone.safeArea.bottom : 0
        return (area.minX, area.width, area.maxY - safe, safe)
    }

    /// The tab bar's frame (49 pt, or 80 dp on Android, plus the safe area's bottom) for the keyboard at
    /// `keyboard`; nil without one.
    public func tabBarFrame(keyboard: Rect) -> Rect? {
        guard phone.page.tabBar != nil else { return nil }
        let area = barArea(keyboard: keyboard)
        let height = phone.tabBarHeight + area.safe
        return Rect(x: area.minX, y: area.bottom + area.safe - height, width: area.width, height: height)
    }

    /// Where the tab items sit in the tab bar `bar`: the whole bar above the safe area (iOS 18), clear of the side
    /// navigation bar and cut-out on Android, or iOS 26's floating capsule, 21 pt in from the sides, 62 pt tall from
    /// the region's top (4 pt short of its bottom at most).
    public func tabItemsFrame(in bar: Rect) -> Rect {
        if phone.device.platform == .android {
            let left = bar.minX <= phone.screen.minX + 0.5 ? phone.safeArea.left : 0
            let right = bar.maxX >= phone.screen.maxX - 0.5 ? phone.safeArea.right : 0
            return Rect(
                x: bar.minX + left, y: bar.minY, width: max(0, bar.width - left - right), height: phone.tabBarHeight)
        }
        guard phone.conditions.hasIOS26Chrome else {
            return Rect(x: bar.minX, y: bar.minY, width: bar.width, height: TabBar.height)
        }
        let side = max(PhoneMetrics.floatingTabBarSideInset, phone.safeArea.left, phone.safeArea.right)
        return Rect(
            x: bar.minX + side, y: bar.minY, width: max(0, bar.width - 2 * side),
            height: min(PhoneMetrics.floatingTabBarHeight, bar.height - 4))
    }

    /// The bottom bar as a view that may ride the keyboard, resting above the tab bar or the home indicator.
    public func bottomBarView(keyboard: Rect) -> PinnedView? {
        guard phone.page.bottomBar != nil else { return nil }
        let area = barArea(keyboard: keyboard)
        let rest = area.bottom - (phone.page.tabBar == nil ? 0 : phone.tabBarHeight)
        return PinnedView(height: bottomBarHeight, restBottom: rest, minX: area.minX, width: area.width)
    }

    /// The bottom bar's frame for the keyboard at `keyboard`: riding its top when pinned, at rest when covered; nil
    /// without one. With a keyboard safe area (`swiftui`) a pinned bar is a `safeAreaInset` bar: it sits on the safe
    /// area's edge, `screen.maxY − keyboardSafeArea`, wherever the keyboard is.
    public func bottomBarFrame(keyboard: Rect, keyboardSafeArea: Double? = nil) -> Rect? {
        guard let bar = phone.page.bottomBar, let view = bottomBarView(keyboard: keyboard) else { return nil }
        guard bar.isPinnedToKeyboard else {
            return Rect(x: view.minX, y: view.restBottom - view.height, width: view.width, height: view.height)
        }
        guard let safe = keyboardSafeArea else {
            // Where the strategy in force stands a view phone.pinned to the keyboard.
            let edge = phone.avoidance.strategy.pinnedBarEdge(
                keyboard: keyboard, heading: phone.avoidance.target.keyboardFrame, screen: phone.screen,
                android: phone.conditions.androidWindow)
            return view.frame(keyboard: edge, screen: phone.screen)
        }
        let edge = Rect(x: phone.screen.minX, y: phone.screen.maxY - safe, width: phone.screen.width, height: safe)
        return view.frame(keyboard: edge, screen: phone.screen)
    }

    /// The composer's field as presented, in window coordinates; nil without a composer.
    public var composerFieldFrame: Rect? {
        guard case .composer = phone.page.bottomBar, let bar = phone.presentedBottomBar else { return nil }
        return composerField(in: bar)
    }

    /// The composer's field in the bar `bar`: from 12 pt in to the send button (8 dp on Android, clear of a side
    /// navigation bar or cut-out).
    public func composerField(in bar: Rect) -> Rect {
        let m = phone.bars
        let sides = barSideInsets(bar)
        return Rect(
            x: bar.minX + sides.left + m.composerSideInset, y: bar.minY + m.composerBarPadding,
            width: bar.width - sides.left - sides.right - 2 * m.composerSideInset - m.sendButtonSize - m.composerGap,
            height: composerFieldHeight)
    }

    /// The send button in the bar `bar`: right of the field, level with its last line (centred on a one-line
    /// field on Android).
    public func sendButton(in bar: Rect) -> Rect {
        let field = composerField(in: bar)
        let size = phone.bars.sendButtonSize
        let below = phone.device.platform == .android ? (phone.bars.composerLineOne - size) / 2 : 3
        return Rect(x: field.maxX + phone.bars.composerGap, y: field.maxY - below - size, width: size, height: size)
    }

    /// The width the composer's text wraps in (the field's, the wrapper taking its padding off; on Android the
    /// pill's text stands further in than a field's padding).
    public var composerTextWidth: Double {
        let m = phone.bars
        let width = phone.layoutCardFrame?.width ?? phone.screen.width
        let sides = phone.layoutCardFrame == nil ? phone.safeArea.left + phone.safeArea.right : 0
        guard phone.device.platform == .android else { return width - 24 - m.sendButtonSize - 8 }
        let extra = 2 * max(0, MaterialMetrics.composerTextInset - phone.theme.fieldPadding)
        return width - sides - 2 * m.composerSideInset - m.sendButtonSize - m.composerGap - extra
    }

    /// The button in a button bar: 50 pt tall, 16 pt from the sides, 8 pt from the bar's top (Material 3's 40 dp
    /// with 16 dp around it, clear of a side navigation bar or cut-out, on Android).
    public func barButton(in bar: Rect) -> Rect {
        // A phone.design's bar is pressed anywhere: it is the designer's button.
        if case .image = phone.page.bottomBar { return bar }
        let m = phone.bars
        let sides = barSideInsets(bar)
        return Rect(
            x: bar.minX + sides.left + m.buttonSideInset, y: bar.minY + m.buttonTopInset,
            width: bar.width - sides.left - sides.right - 2 * m.buttonSideInset, height: m.buttonHeight)
    }

    /// What a bar at `bar` keeps clear of at its sides: on Android the safe area's sides where the bar reaches
    /// the screen's edge (a phone on its side: the cut-out, the button bar); none on iOS, whose bars span the
    /// screen.
    public func barSideInsets(_ bar: Rect) -> (left: Double, right: Double) {
        guard phone.device.platform == .android else { return (0, 0) }
        return (
            bar.minX <= phone.screen.minX + 0.5 ? phone.safeArea.left : 0,
            bar.maxX >= phone.screen.maxX - 0.5 ? phone.safeArea.right : 0
        )
    }

    /// Whether the docked keyboard as presented covers `rect`.
    public func keyboardCovers(_ rect: Rect) -> Bool {
        let keyboard = phone.presented.keyboardFrame
        return keyboard.width >= phone.screen.width - 0.5 && keyboard.minY < rect.maxY - 0.5
            && keyboard.intersects(phone.screen)
    }

    /// The navigation bar's height, with the search field under its title when the screen has one.
    public var navigationAreaHeight: Double {
        titleBarHeight + (phone.form.searchIndex == nil ? 0 : searchAreaHeight)
    }

    /// The height of the navigation bar's title part: the theme's bar (iOS's 44 pt, Material 3's 64 dp top app
    /// bar); in an Android bottom sheet, its drag handle's 48 dp over a 48 dp title row; 0 full screen on a screen
    /// with no navigation bar.
    public var titleBarHeight: Double {
        guard phone.isBottomSheet else {
            return phone.page.hasNavigationBar || phone.sheet != nil ? phone.theme.navigationBarHeight : 0
        }
        return MaterialMetrics.dragHandleHeight + 2 * MaterialMetrics.dragHandlePadding
            + MaterialMetrics.sheetTitleHeight
    }

    /// The height the navigation search adds on this phone's platform: iOS's 52 pt, or Material 3's 56 dp search
    /// bar with 8 dp above and below.
    public var searchAreaHeight: Double {
        guard phone.device.platform == .android else { return PhoneMetrics.searchBarHeight }
        return MaterialMetrics.searchBarHeight + 2 * MaterialMetrics.searchBarPadding
    }

    /// The navigation bar's search field as presented, in window coordinates; nil without one.
    public var searchFrame: Rect? {
        guard phone.form.searchIndex != nil else { return nil }
        let bar =
            phone.cardFrame
            ?? Rect(
                x: phone.safeArea.left, y: phone.safeArea.top,
                width: phone.screen.width - phone.safeArea.left - phone.safeArea.right, height: 0)
        guard phone.device.platform == .android else {
            return Rect(
                x: bar.minX + 16, y: bar.minY + phone.theme.navigationBarHeight + 8, width: bar.width - 32, height: 36)
        }
        let padding = MaterialMetrics.searchBarPadding
        return Rect(
            x: bar.minX + 16, y: bar.minY + titleBarHeight + padding, width: bar.width - 32,
            height: MaterialMetrics.searchBarHeight)
    }

    /// The scroll view's frame in `card`: below the card's navigation bar, to its bottom or to the top of its bars.
    public func contentFrame(of card: Rect) -> Rect {
        let top = card.minY + (phone.page.design == nil ? navigationAreaHeight : phone.shownDesign.fixedTop)
        let bottom = card.maxY - reservedBottom(reachesScreenBottom: card.maxY >= phone.screen.maxY - 0.5)
        return Rect(x: card.minX, y: top, width: card.width, height: max(0, bottom - top))
    }
}
