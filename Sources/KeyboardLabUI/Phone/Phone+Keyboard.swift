import KeyboardAvoidance
import LabDrawing

extension Phone {
    /// Focuses field `index`: shows the keyboard, or, when it is up already with the same keyboard type, posts
    /// the focus-change notifications (the frame unchanged) and re-targets the scroll.
    mutating func focusField(at index: Int) {
        guard !form.fields[index].isReadOnly else { return }
        let previousType = keyboardType
        let wasShown = avoidance.isKeyboardShown
        moveFocus(to: index)
        syncCaret()
        if wasShown && previousType == keyboardType {
            avoidance.changeFocus(
                screen: screen, scrollFrame: layoutScrollFrame, contentSize: contentSize, focus: focusRect,
                gap: form.gap(for: form.fields[index].id), at: now)
        } else {
            showKeyboard()
        }
    }

    /// Moves the focus to field `index`, or takes it away (nil), the caret at `caret` (the text's end when nil): the
    /// editor's focus and the timeline's view of the focused field change together, here only.
    mutating func moveFocus(to index: Int?, caret: Int? = nil) {
        editor.moveFocus(to: index, caret: caret)
        if let index { avoidance.follow(multilineFocus: form.fields[index].isMultiline) }
    }

    /// Sends the keyboard away and restores the scroll view. A floating keyboard the avoidance no longer tracks
    /// (floated while shown, whose hide set was posted then) just moves off the screen: willChangeFrame and
    /// didChangeFrame.
    mutating func dismiss() {
        editor.endComposition()
        guard editor.focus != nil || avoidance.isKeyboardShown else { return }
        moveFocus(to: nil)
        guard avoidance.isKeyboardShown else {
            avoidance.moveKeyboard(
                to: restingKeyboardFrame, animated: true, screen: screen, scrollFrame: scrollFrame,
                contentSize: contentSize, focus: nil, gap: form.gap, at: now)
            return
        }
        avoidance.hideKeyboard(
            frame: restingKeyboardFrame, screen: screen, scrollFrame: layoutScrollFrame,
            contentSize: contentSize, at: now)
    }

    /// Shows the keyboard at its resting frame for the focused field, or moves it there when its frame changed.
    /// A keyboard shown from below the screen in another shape (docked after floating, or floating after docked)
    /// first moves, unseen, under where it will rest, so it slides up rather than morphs.
    mutating func showKeyboard() {
        guard let focus = editor.focus else { return }
        let list = page.thread == nil ? nil : ScrollGeometry(frame: layoutScrollFrame, contentSize: contentSize)
        avoidance.beginSessionIfNeeded(list: list)
        syncCaret()
        let resting = restingKeyboardFrame
        var presented = self.presented
        if presented.keyboardFrame.minY >= screen.maxY - 0.01, presented.keyboardFrame.width != resting.width,
            avoidance.transition.isFinished(at: now)
        {
            presented.keyboardFrame = Rect(
                x: resting.minX, y: screen.height, width: resting.width, height: resting.height)
            avoidance.reset(to: presented, at: now)
        }
        avoidance.showKeyboard(
            frame: restingKeyboardFrame, screen: screen, scrollFrame: layoutScrollFrame,
            contentSize: contentSize,
            focus: focusRect, gap: form.gap(for: form.fields[focus].id), at: now)
    }

    /// Re-runs the show computation after the keyboard's frame, mode or the layout changed. A docked keyboard
    /// that now floats posts a hide set ending at the floating frame; a floating one that docks posts a show set;
    /// a floating keyboard the avoidance is not tracking moves with willChangeFrame and didChangeFrame only.
    mutating func keyboardFrameDidChange() {
        let resting = restingKeyboardFrame
        if avoidance.isKeyboardShown {
            if conditions.isFloating, isDocked(avoidance.target.keyboardFrame) {
                avoidance.hideKeyboard(
                    frame: resting, screen: screen, scrollFrame: scrollFrame, contentSize: contentSize,
                    at: now)
            } else {
                showKeyboard()
            }
            return
        }
        guard editor.focus != nil else { return }
        let target = avoidance.target.keyboardFrame
        if conditions.isFloating {
            guard target != resting else { return }
            avoidance.moveKeyboard(
                to: resting, animated: true, screen: screen, scrollFrame: scrollFrame,
                contentSize: contentSize, focus: focusRect, gap: focusGap, at: now)
        } else {
            // Docked again (mode, hardware keyboard or device) after floating untracked.
            showKeyboard()
        }
    }

    /// Keeps the focused rect (the caret's line in a multi-line field) in view after it moved.
    mutating func keepFocusVisible() {
        guard let focus = editor.focus else { return }
        syncCaret()
        avoidance.refocus(
            screen: screen, scrollFrame: layoutScrollFrame, contentSize: contentSize, focus: focusRect,
            gap: form.gap(for: form.fields[focus].id), at: now)
    }

    /// Changes the keyboard options; while hidden, the next show starts from the new frame and nothing jumps.
    mutating func changeOptions(_ change: (inout KeyboardOptions) -> Void) {
        var next = conditions.options
        change(&next)
        guard next != conditions.options else { return }
        conditions.options = next
        syncQuirks()
        keyboardFrameDidChange()
    }

    /// Hands the quirks in force, the accessory bar they depend on and the card the screen is presented in to the
    /// timeline.
    mutating func syncQuirks() {
        let bar = conditions.options.accessoryBar ? device.metrics(orientation).accessoryBarHeight : 0
        avoidance.follow(quirks: NotificationQuirks(active: conditions.quirks, accessoryBarHeight: bar), sheet: sheet)
    }

    /// Runs iOS `next`, with `list` as the quirks (nil keeps the explicit list, if any): the keyboard takes the
    /// version's heights as a frame change, and later notifications carry the quirks.
    mutating func changeIOS(_ next: IOSVersion?, quirks list: Set<KeyboardQuirk>?, measurer: any TextMeasuring) {
        let before = (conditions.ios, conditions.quirkList)
        if let next { conditions.ios = next }
        if let list { conditions.quirkList = list }
        guard before != (conditions.ios, conditions.quirkList) else { return }
        // The trace's next layout line says what now runs.
        layoutGeneration += 1
        syncQuirks()
        guard before.0 != conditions.ios else { return }
        // iOS 26's floating tab bar and floating medium sheet change the layout, not only the keyboard.
        if page.tabBar != nil || conditions.presentation.style != .fullScreen {
            changeLayout(device: device, orientation: orientation, measurer: measurer)
        } else {
            keyboardFrameDidChange()
        }
    }

    /// Rotation and device switches: lay out again, move the keyboard and scroll state onto the new layout, and
    /// re-run the avoidance as a frame change.
    mutating func changeLayout(
        device next: DeviceProfile, orientation nextOrientation: Orientation, measurer: any TextMeasuring
    ) {
        conditions.device = next
        conditions.orientation = nextOrientation
        relayout(measurer: measurer)
        syncQuirks()
        avoidance.noteMoved()
        var keyboard = restingKeyboardFrame
        // A keyboard that floated untracked and now docks comes up from below with a show.
        if !avoidance.isKeyboardShown, !conditions.isFloating { keyboard.origin.y = screen.height }
        avoidance.moveToLayout(
            screen: screen, scroll: ScrollGeometry(frame: layoutScrollFrame, contentSize: contentSize),
            restingInset: baseInset, keyboard: keyboard, at: now)
        keyboardFrameDidChange()
    }
}
