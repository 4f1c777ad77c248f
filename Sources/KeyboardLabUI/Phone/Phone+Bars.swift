import KeyboardAvoidance

extension Phone {
    /// The content's size: the form's, or the message list's.
    public var contentSize: Size { messageLayout?.contentSize ?? layout.contentSize }

    /// A button bar's height: a 50 pt button with 8 pt above and below.
    public static let buttonBarHeight = 66.0
    /// The composer field's height for one line.
    public static let composerLineOne = 36.0
    /// What each further line adds to the composer field.
    public static let composerLineStep = 22.0
    /// The space above and below the composer field in its bar.
    public static let composerBarPadding = 7.0
    /// The send button's diameter.
    public static let sendButtonSize = 30.0

    /// The bars' measurements on this phone's platform: iOS's, or Material 3's at the font scale on Android.
    public var bars: BarMetrics {
        device.platform == .android ? .android(fontScale: materialFontScale) : .ios
    }

    /// Android's font scale the screen is drawn at: bodyLarge's size over its default (1 on iOS).
    public var materialFontScale: Double {
        device.platform == .android ? bodyFont.size / MaterialTextStyle.bodyLarge.size : 1
    }

    /// The tab bar's height above the safe area: 49 pt on iOS, Material 3's 80 dp navigation bar on Android.
    public var tabBarHeight: Double { bars.tabBarHeight }

    /// The composer field's lines as shown: its wrapped lines, at most `maxLines` (it scrolls inside beyond).
    public var composerLines: Int {
        guard case .composer(let composer) = page.bottomBar, let index = form.composerIndex else { return 0 }
        return min(max(1, editor.lineStarts[index]?.count ?? 1), composer.maxLines)
    }

    /// The bottom bar's height now: a composer grows a line at a time.
    public var bottomBarHeight: Double {
        switch page.bottomBar {
        case nil: 0
        case .button: bars.buttonBarHeight
        case .composer: composerFieldHeight + 2 * bars.composerBarPadding
        case .image(let bar): bar.rect.height * designFactor
        }
    }

    /// The composer field's height for its lines now.
    var composerFieldHeight: Double {
        bars.composerLineOne + Double(max(0, composerLines - 1)) * bars.composerLineStep
    }

    /// How much of the bottom the bars take with the keyboard down, their base height (one composer line) and the
    /// safe area when the content reaches the screen's bottom: the scroll view ends above it.
    func reservedBottom(reachesScreenBottom: Bool) -> Double {
        let safe = reachesScreenBottom ? safeArea.bottom : 0
        var height = page.tabBar == nil || contentRunsUnderTabBar ? 0 : tabBarHeight + safe
        switch page.bottomBar {
        case nil: break
        case .button: height += bars.buttonBarHeight + (page.tabBar == nil ? safe : 0)
        case .composer: height += bars.composerLineOne + 2 * bars.composerBarPadding + (page.tabBar == nil ? safe : 0)
        case .image: height += bottomBarHeight + (page.tabBar == nil ? safe : 0)
        }
        return height
    }

    /// Whether the content runs full-bleed under a floating tab bar (iOS 26, with no bottom bar above the tab bar):
    /// the scroll view reaches the bottom behind it, and the bar's region is its resting bottom inset. Android's
    /// navigation bar is opaque: the content ends at its top.
    public var contentRunsUnderTabBar: Bool {
        page.tabBar != nil && page.bottomBar == nil && conditions.hasIOS26Chrome
    }

    /// The span the bars cover: the card's, or the screen's; and the bottom edge they stand on (above the home
    /// indicator where the card or screen reaches it).
    func barArea(keyboard: Rect) -> (minX: Double, width: Double, bottom: Double, safe: Double) {
        let card = sheet?.card(keyboard: keyboard)
        let area = card ?? screen
        let safe = area.maxY >= screen.maxY - 0.5 ? safeArea.bottom : 0
        return (area.minX, area.width, area.maxY - safe, safe)
    }

    /// The tab bar's frame (49 pt, or 80 dp on Android, plus the safe area's bottom) for the keyboard at
    /// `keyboard`; nil without one.
    public func tabBarFrame(keyboard: Rect) -> Rect? {
        guard page.tabBar != nil else { return nil }
        let area = barArea(keyboard: keyboard)
        let height = tabBarHeight + area.safe
        return Rect(x: area.minX, y: area.bottom + area.safe - height, width: area.width, height: height)
    }

    /// How far iOS 26's floating tab bar stays in from the screen's sides (or the safe area's, if further).
    public static let floatingTabBarSideInset = 21.0
    /// iOS 26's floating tab bar's height: a 62 pt capsule, its top on the bar region's top.
    public static let floatingTabBarHeight = 62.0

    /// Where the tab items sit in the tab bar `bar`: the whole bar above the safe area (iOS 18), clear of the side
    /// navigation bar and cut-out on Android, or iOS 26's floating capsule, 21 pt in from the sides, 62 pt tall from
    /// the region's top (4 pt short of its bottom at most).
    public func tabItemsFrame(in bar: Rect) -> Rect {
        if device.platform == .android {
            let left = bar.minX <= screen.minX + 0.5 ? safeArea.left : 0
            let right = bar.maxX >= screen.maxX - 0.5 ? safeArea.right : 0
            return Rect(
                x: bar.minX + left, y: bar.minY, width: max(0, bar.width - left - right), height: tabBarHeight)
        }
        guard conditions.hasIOS26Chrome else {
            return Rect(x: bar.minX, y: bar.minY, width: bar.width, height: TabBar.height)
        }
        let side = max(Self.floatingTabBarSideInset, safeArea.left, safeArea.right)
        return Rect(
            x: bar.minX + side, y: bar.minY, width: max(0, bar.width - 2 * side),
            height: min(Self.floatingTabBarHeight, bar.height - 4))
    }

    /// The bottom bar as a view that may ride the keyboard, resting above the tab bar or the home indicator.
    func bottomBarView(keyboard: Rect) -> PinnedView? {
        guard page.bottomBar != nil else { return nil }
        let area = barArea(keyboard: keyboard)
        let rest = area.bottom - (page.tabBar == nil ? 0 : tabBarHeight)
        return PinnedView(height: bottomBarHeight, restBottom: rest, minX: area.minX, width: area.width)
    }

    /// The bottom bar's frame for the keyboard at `keyboard`: riding its top when pinned, at rest when covered; nil
    /// without one. With a keyboard safe area (`swiftui`) a pinned bar is a `safeAreaInset` bar: it sits on the safe
    /// area's edge, `screen.maxY − keyboardSafeArea`, wherever the keyboard is.
    public func bottomBarFrame(keyboard: Rect, keyboardSafeArea: Double? = nil) -> Rect? {
        guard let bar = page.bottomBar, let view = bottomBarView(keyboard: keyboard) else { return nil }
        guard bar.isPinnedToKeyboard else {
            return Rect(x: view.minX, y: view.restBottom - view.height, width: view.width, height: view.height)
        }
        guard let safe = keyboardSafeArea else {
            // Where the strategy in force stands a view pinned to the keyboard.
            let edge = avoidance.timeline.strategy.pinnedBarEdge(
                keyboard: keyboard, heading: avoidance.timeline.target.keyboardFrame, screen: screen,
                android: conditions.androidWindow)
            return view.frame(keyboard: edge, screen: screen)
        }
        let edge = Rect(x: screen.minX, y: screen.maxY - safe, width: screen.width, height: safe)
        return view.frame(keyboard: edge, screen: screen)
    }

    /// The bottom bar as presented now (the trace's `pinned`); nil without one.
    public var presentedBottomBar: Rect? {
        let now = presented
        return bottomBarFrame(keyboard: now.keyboardFrame, keyboardSafeArea: keyboardSafeArea(now))
    }

    /// SwiftUI's keyboard safe area in `state` while the strategy is `swiftui`; nil otherwise.
    public func keyboardSafeArea(_ state: KeyboardScrollState) -> Double? {
        avoidance.timeline.strategy.barsRideSafeArea ? state.keyboardSafeArea : nil
    }

    /// The bottom bar where it rests with the keyboard down (the trace's layout line); nil without one.
    public var restingBottomBar: Rect? {
        bottomBarFrame(keyboard: Rect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0))
    }

    /// `keyboard` together with the view pinned to its top, if any: what covers the scroll view.
    public func obstruction(_ keyboard: Rect) -> Rect {
        avoidance.timeline.pinned?.obstruction(keyboard: keyboard, screen: screen) ?? keyboard
    }

    /// Hands the view pinned to the keyboard (at the bar's height now) and the message list's lift policy to the
    /// timeline, so strategies read them with the keyboard.
    mutating func syncBars() {
        avoidance.timeline.pinned =
            page.bottomBar?.isPinnedToKeyboard == true ? bottomBarView(keyboard: restingKeyboardFrame) : nil
        avoidance.timeline.lift = page.thread?.lift
    }

    /// The composer's field as presented, in window coordinates; nil without a composer.
    public var composerFieldFrame: Rect? {
        guard case .composer = page.bottomBar, let bar = presentedBottomBar else { return nil }
        return composerField(in: bar)
    }

    /// The composer's field in the bar `bar`: from 12 pt in to the send button (8 dp on Android, clear of a side
    /// navigation bar or cut-out).
    func composerField(in bar: Rect) -> Rect {
        let m = bars
        let sides = barSideInsets(bar)
        return Rect(
            x: bar.minX + sides.left + m.composerSideInset, y: bar.minY + m.composerBarPadding,
            width: bar.width - sides.left - sides.right - 2 * m.composerSideInset - m.sendButtonSize - m.composerGap,
            height: composerFieldHeight)
    }

    /// The send button in the bar `bar`: right of the field, level with its last line (centred on a one-line
    /// field on Android).
    func sendButton(in bar: Rect) -> Rect {
        let field = composerField(in: bar)
        let size = bars.sendButtonSize
        let below = device.platform == .android ? (bars.composerLineOne - size) / 2 : 3
        return Rect(x: field.maxX + bars.composerGap, y: field.maxY - below - size, width: size, height: size)
    }

    /// The width the composer's text wraps in (the field's, the wrapper taking its padding off; on Android the
    /// pill's text stands further in than a field's padding).
    var composerTextWidth: Double {
        let m = bars
        let width = layoutCardFrame?.width ?? screen.width
        let sides = layoutCardFrame == nil ? safeArea.left + safeArea.right : 0
        guard device.platform == .android else { return width - 24 - m.sendButtonSize - 8 }
        let extra = 2 * max(0, MaterialMetrics.composerTextInset - theme.fieldPadding)
        return width - sides - 2 * m.composerSideInset - m.sendButtonSize - m.composerGap - extra
    }

    /// The button in a button bar: 50 pt tall, 16 pt from the sides, 8 pt from the bar's top (Material 3's 40 dp
    /// with 16 dp around it, clear of a side navigation bar or cut-out, on Android).
    func barButton(in bar: Rect) -> Rect {
        // A design's bar is pressed anywhere: it is the designer's button.
        if case .image = page.bottomBar { return bar }
        let m = bars
        let sides = barSideInsets(bar)
        return Rect(
            x: bar.minX + sides.left + m.buttonSideInset, y: bar.minY + m.buttonTopInset,
            width: bar.width - sides.left - sides.right - 2 * m.buttonSideInset, height: m.buttonHeight)
    }

    /// What a bar at `bar` keeps clear of at its sides: on Android the safe area's sides where the bar reaches
    /// the screen's edge (a phone on its side: the cut-out, the button bar); none on iOS, whose bars span the
    /// screen.
    func barSideInsets(_ bar: Rect) -> (left: Double, right: Double) {
        guard device.platform == .android else { return (0, 0) }
        return (
            bar.minX <= screen.minX + 0.5 ? safeArea.left : 0, bar.maxX >= screen.maxX - 0.5 ? safeArea.right : 0
        )
    }

    /// The tab under `point` in the tab bar `bar`.
    func tab(at point: Point, in bar: Rect) -> Int? {
        let items = tabItemsFrame(in: bar)
        guard let tabBar = page.tabBar, items.contains(point) else { return nil }
        let index = Int((point.x - items.minX) / (items.width / Double(tabBar.items.count)))
        return tabBar.items.indices.contains(index) ? index : nil
    }

    /// Whether the docked keyboard as presented covers `rect`.
    func keyboardCovers(_ rect: Rect) -> Bool {
        let keyboard = presented.keyboardFrame
        return keyboard.width >= screen.width - 0.5 && keyboard.minY < rect.maxY - 0.5 && keyboard.intersects(screen)
    }

    /// The gap between the focused field and the top of the obstruction as presented (the keyboard, or the bar
    /// riding it); nil with no focus, or for a field in a bar (the navigation search, the composer). For a
    /// multi-line field too tall to fit above it, the gap of the caret's line, which is what the avoidance keeps.
    public var presentedGap: Double? {
        guard let focus = editor.focus, focus != form.searchIndex, focus != form.composerIndex,
            var rect = focusedWindowRect
        else {
            return nil
        }
        if form.fields[focus].isMultiline, let kept = focusRect {
            rect = kept.converted(fromContentOf: scrollFrame, offset: presented.contentOffset)
        }
        // Android's pan moves the field up with the whole window; the keyboard stays.
        return obstruction(presented.keyboardFrame).minY - (rect.maxY - presented.pan)
    }

    /// The screen in a few words for the panel: its content and parts, a composer's lines, a list's end, the tab.
    public var screenSummary: String {
        var parts = [page.content.rawValue]
        switch page.bottomBar {
        case .button(_, let keyboard)?: parts.append("\(keyboard.rawValue) bar")
        case .composer(let composer)?: parts.append("composer \(composerLines)/\(composer.maxLines) lines")
        case .image(let bar)?: parts.append("\(bar.keyboard.rawValue) bar")
        case nil: break
        }
        if let tabBar = page.tabBar { parts.append("tab \(tabBar.selected + 1) of \(tabBar.items.count)") }
        if let atEnd = isAtEnd { parts.append(atEnd ? "at end" : "not at end") }
        if let thread = page.thread { parts.append("lift \(thread.lift.rawValue)") }
        if let note = designScaleNote { parts.append(note) }
        return parts.joined(separator: " · ")
    }

    /// Selects tab `index`, unless the keyboard covers the tab bar and takes the tap.
    mutating func tapTab(_ index: Int) {
        guard let bar = tabBarFrame(keyboard: presented.keyboardFrame) else { return }
        if editor.focus != nil, keyboardCovers(bar) { return }
        page.tabBar?.select(index)
    }

    /// Presses the bottom bar's button, as a sign-up form's Continue does: it ends editing. A keyboard covering the
    /// button takes the tap instead, so nothing happens.
    mutating func tapBar() {
        guard let kind = page.bottomBar, kind.isButton, let bar = presentedBottomBar else { return }
        if editor.focus != nil, keyboardCovers(barButton(in: bar)) { return }
        pointer.pressBar(at: now)
        dismiss()
    }
}
