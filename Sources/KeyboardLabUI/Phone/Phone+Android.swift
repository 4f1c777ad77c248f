import KeyboardAvoidance
import LabDrawing

extension Phone {
    /// Keeps the avoidance in step with the device's platform: a strategy of the other platform gives way to this
    /// platform's default, and on Android the timeline reads the window's facts (edge-to-edge, the navigation
    /// area, the status bar).
    mutating func syncPlatform() {
        let platform = device.platform
        if !avoidance.strategy.platforms.contains(platform),
            let standard = AvoidanceStrategies.strategy(named: AvoidanceStrategies.standardName(for: platform))
        {
            avoidance.use(standard)
        }
        avoidance.follow(
            android: conditions.androidWindow, keyboardVerticalOffset: keyboardVerticalOffset,
            headerHeight: frameworkHeaderHeight)
    }

    /// The IME inset's bottom now (`ime()`): how much of the screen's bottom the presented keyboard covers, its
    /// navigation area included; 0 with it down.
    public var imeInset: Double { max(0, screen.maxY - presented.keyboardFrame.minY) }

    /// Hands the timeline, before a show or a focus change, the line the caret is on with the field's bottom padding,
    /// in window coordinates as laid out (the pan not applied): what Android's `adjustPan` keeps above the keyboard.
    /// Nil on an iPhone or with no focus.
    mutating func syncCaret() {
        guard device.platform == .android, let focus = editor.focus else { return avoidance.follow(caret: nil) }
        if focus == form.searchIndex { return avoidance.follow(caret: barLayout.searchFrame) }
        if focus == form.composerIndex { return avoidance.follow(caret: barLayout.composerFieldFrame) }
        let row = layout.rowFrames[focus]
        let field = form.fields[focus]
        let line =
            field.isMultiline
            ? layout.caretLineRect(field: focus, line: editor.caretLine) : layout.valueLineRect(field: focus)
        let bottom = field.isMultiline ? min(row.maxY, line.maxY + formMetrics.multilinePadding) : row.maxY
        let rect = Rect(x: line.minX, y: line.minY, width: line.width, height: bottom - line.minY)
        avoidance.follow(caret: rect.converted(fromContentOf: layoutScrollFrame, offset: targetState.contentOffset))
    }
}

extension Phone {
    /// Runs Android `version`, targets `target`, takes `edgeToEdge` and sets up `navigation` (nil keeps each): on
    /// an Android device the layout and the keyboard follow (the navigation area changes the safe area;
    /// edge-to-edge changes what `adjust-resize` does and how the bars are drawn), as after a rotation.
    mutating func changeAndroid(
        _ version: AndroidVersion?, target: AndroidTargetSDK? = nil, edgeToEdge: EdgeToEdgeMode? = nil,
        navigation: NavigationMode?, measurer: any TextMeasuring
    ) {
        let before = conditions
        let wasAtEnd = isAtEnd == true
        if let version { conditions.android = version }
        if let target { conditions.targetSDK = target }
        if let edgeToEdge { conditions.edgeToEdge = edgeToEdge }
        if let navigation { conditions.navigation = navigation }
        guard before != conditions, device.platform == .android else { return }
        changeLayout(device: device, orientation: orientation, measurer: measurer)
        // A message list at its end stays there when the navigation area changes its height.
        if wasAtEnd, !avoidance.isKeyboardShown {
            let scroll = ScrollGeometry(frame: layoutScrollFrame, contentSize: contentSize)
            let end = scroll.offsetRange(inset: baseInset).upperBound
            avoidance.rest(
                scroll: ScrollTarget(contentInset: baseInset, contentOffset: Point(x: 0, y: end)), at: now)
        }
    }
}

extension Phone {
    /// The keyboard's opacity now: the unsynced IME (an app without an insets-animation callback) fades as it
    /// slides, `min(1, 2t)` on show and fast-out-linear-in of `1 − t` on hide, `t` the share of its 200 ms gone
    /// (`InsetsController`'s alpha); 1 otherwise.
    public var keyboardOpacity: Double {
        guard device.platform == .android,
            avoidance.strategy.keyboardMotion(on: .android, window: conditions.androidWindow) == .androidUnsynced
        else { return 1 }
        let transition = avoidance.transition
        let span = KeyboardMotion.unsyncedDuration.seconds * transition.timeScale
        guard span > 0, now >= transition.start, !transition.isFinished(at: now) else { return 1 }
        let t = min(1, max(0, (now - transition.start).seconds / span))
        let hiding = transition.to.keyboardFrame.minY > transition.from.keyboardFrame.minY + 0.5
        if !hiding { return min(1, 2 * t) }
        return AnimationCurve.imeHide.progress(after: TimeAmount(seconds: 1 - t), duration: TimeAmount(seconds: 1))
    }
}

extension Phone {
    /// The device's keyboard `frame` for the navigation mode in force: without a bar of its own on a phone on its
    /// side with three buttons (the side bar stays; the IME stops at it), its top lower by the bar it lacks; on a
    /// tablet with three buttons, higher by the taskbar's extra height over the stashed one.
    func androidKeyboardFrame(_ frame: Rect) -> Rect {
        let size = screen.size
        let standard = AndroidKeyboardMetrics(screen: size, idiom: device.idiom).navigationBar
        let bar = AndroidKeyboardMetrics(screen: size, idiom: device.idiom, navigation: conditions.navigation)
            .navigationBar
        let cut = standard - bar
        guard abs(cut) > 0.001, frame.height > cut else { return frame }
        let shown = frame.minY < screen.maxY - 0.5
        return Rect(
            x: frame.minX, y: shown ? frame.minY + cut : frame.minY, width: frame.width, height: frame.height - cut)
    }
}
