import KeyboardAvoidance

extension Phone {
    /// Focuses field `index`: shows the keyboard, or, when it is up already with the same keyboard type, posts
    /// the focus-change notifications (the frame unchanged) and re-targets the scroll.
    mutating func focus(_ index: Int) {
        composition = ""
        let previousType = keyboardType
        let wasShown = timeline.isKeyboardShown
        focus = index
        caret = values[index].count
        shift = false
        if wasShown && previousType == keyboardType {
            post(
                timeline.changeFocus(
                    screen: screen, scrollFrame: layoutScrollFrame, contentSize: layout.contentSize, focus: focusRect,
                    gap: form.gap(for: form.fields[index].id), at: now))
        } else {
            showKeyboard()
        }
    }

    /// Sends the keyboard away and restores the scroll view.
    mutating func dismiss() {
        composition = ""
        guard focus != nil || timeline.isKeyboardShown else { return }
        focus = nil
        shift = false
        post(
            timeline.hideKeyboard(
                frame: restingKeyboardFrame, screen: screen, scrollFrame: layoutScrollFrame,
                contentSize: layout.contentSize, at: now))
    }

    /// Shows the keyboard at its resting frame for the focused field, or moves it there when its frame changed.
    mutating func showKeyboard() {
        guard let focus else { return }
        beginSessionIfNeeded()
        post(
            timeline.showKeyboard(
                frame: restingKeyboardFrame, screen: screen, scrollFrame: layoutScrollFrame,
                contentSize: layout.contentSize,
                focus: focusRect, gap: form.gap(for: form.fields[focus].id), at: now))
    }

    /// Re-runs the show computation after the keyboard's frame or the layout changed.
    mutating func keyboardFrameDidChange() {
        if timeline.isKeyboardShown { showKeyboard() }
    }

    /// Keeps the focused rect (the caret's line in a multi-line field) in view after it moved.
    mutating func keepFocusVisible() {
        guard let focus else { return }
        post(
            timeline.refocus(
                screen: screen, scrollFrame: layoutScrollFrame, contentSize: layout.contentSize, focus: focusRect,
                gap: form.gap(for: form.fields[focus].id), at: now))
    }

    /// Changes the keyboard options; while hidden, the next show starts from the new frame and nothing jumps.
    mutating func changeOptions(_ change: (inout KeyboardOptions) -> Void) {
        var next = options
        change(&next)
        guard next != options else { return }
        options = next
        keyboardFrameDidChange()
    }

    /// Switches to the device `id`, or to the next preset when nil.
    mutating func switchDevice(to id: String?) {
        let next: DeviceProfile
        if let id {
            guard let named = resources.device(id) else { return }
            next = named
        } else {
            let index = resources.devices.firstIndex { $0.id == device.id } ?? 0
            next = resources.devices[(index + 1) % resources.devices.count]
        }
        changeLayout(device: next, orientation: orientation)
    }

    /// Rotation and device switches: lay out again, move the presentation onto the new layout, and re-run the
    /// avoidance as a frame change.
    mutating func changeLayout(device next: DeviceProfile, orientation nextOrientation: Orientation) {
        device = next
        orientation = nextOrientation
        relayout()
        session?.moved = true
        post(
            timeline.moveToLayout(
                screen: screen, scroll: ScrollGeometry(frame: layoutScrollFrame, contentSize: layout.contentSize),
                restingInset: baseInset, keyboard: restingKeyboardFrame, at: now))
        keyboardFrameDidChange()
    }
}
