import KeyboardAvoidance

extension Phone {
    /// The content's size: the form's, or the message list's.
    public var contentSize: Size { messageLayout?.contentSize ?? layout.contentSize }

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

    /// The bottom bar as presented now (the trace's `pinned`); nil without one.
    public var presentedBottomBar: Rect? {
        let now = presented
        return barLayout.bottomBarFrame(keyboard: now.keyboardFrame, keyboardSafeArea: keyboardSafeArea(now))
    }

    /// SwiftUI's keyboard safe area in `state` while the strategy is `swiftui`; nil otherwise.
    public func keyboardSafeArea(_ state: KeyboardScrollState) -> Double? {
        avoidance.strategy.barsRideSafeArea ? state.keyboardSafeArea : nil
    }

    /// The bottom bar where it rests with the keyboard down (the trace's layout line); nil without one.
    public var restingBottomBar: Rect? {
        barLayout.bottomBarFrame(keyboard: Rect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0))
    }

    /// `keyboard` together with the view pinned to its top, if any: what covers the scroll view.
    public func obstruction(_ keyboard: Rect) -> Rect {
        avoidance.pinned?.obstruction(keyboard: keyboard, screen: screen) ?? keyboard
    }

    /// Hands the view pinned to the keyboard (at the bar's height now) and the message list's lift policy to the
    /// timeline, so strategies read them with the keyboard.
    mutating func syncBars() {
        avoidance.follow(
            pinned: page.bottomBar?.isPinnedToKeyboard == true
                ? barLayout.bottomBarView(keyboard: restingKeyboardFrame) : nil,
            lift: page.thread?.lift)
    }

    /// The tab under `point` in the tab bar `bar`.
    func tab(at point: Point, in bar: Rect) -> Int? {
        let items = barLayout.tabItemsFrame(in: bar)
        guard let tabBar = page.tabBar, items.contains(point) else { return nil }
        let index = Int((point.x - items.minX) / (items.width / Double(tabBar.items.count)))
        return tabBar.items.indices.contains(index) ? index : nil
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
        case .composer(let composer)?: parts.append("composer \(barLayout.composerLines)/\(composer.maxLines) lines")
        case .image(let bar)?: parts.append("\(bar.keyboard.rawValue) bar")
        case nil: break
        }
        if let tabBar = page.tabBar { parts.append("tab \(tabBar.selected + 1) of \(tabBar.items.count)") }
        if let atEnd = isAtEnd { parts.append(atEnd ? "at end" : "not at end") }
        if let thread = page.thread { parts.append("lift \(thread.lift.rawValue)") }
        if let note = shownDesign.scaleNote { parts.append(note) }
        return parts.joined(separator: " · ")
    }

    /// Selects tab `index`, unless the keyboard covers the tab bar and takes the tap.
    mutating func tapTab(_ index: Int) {
        guard let bar = barLayout.tabBarFrame(keyboard: presented.keyboardFrame) else { return }
        if editor.focus != nil, barLayout.keyboardCovers(bar) { return }
        page.tabBar?.select(index)
    }

    /// Presses the bottom bar's button, as a sign-up form's Continue does: it ends editing. A keyboard covering the
    /// button takes the tap instead, so nothing happens.
    mutating func tapBar() {
        guard let kind = page.bottomBar, kind.isButton, let bar = presentedBottomBar else { return }
        if editor.focus != nil, barLayout.keyboardCovers(barLayout.barButton(in: bar)) { return }
        pointer.pressBar(at: now)
        dismiss()
    }
}

extension Phone {
    /// Where the phone's bars lie and what they hold.
    public var barLayout: BarLayout { BarLayout(phone: self) }
}
