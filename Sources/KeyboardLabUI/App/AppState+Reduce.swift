import KeyboardAvoidance

extension AppState {
    /// Applies `action` at `time`: the only way the lab changes, with no side effects.
    ///
    /// Time first advances to `time` (posting any did-notifications due), then the action applies.
    public mutating func reduce(_ action: Action, at time: Instant, measurer: any TextMeasuring) {
        advance(to: time)
        switch action {
        case .tap(let point): tap(at: point, measurer: measurer)
        case .pointerDown(let point):
            pointer = PointerState(start: point, last: point, isDragging: false, pressedKey: key(at: point))
        case .pointerMoved(let point): pointerMoved(to: point, measurer: measurer)
        case .pointerUp(let point):
            let wasDragging = pointer?.isDragging ?? false
            pointer = nil
            if !wasDragging { tap(at: point, measurer: measurer) }
        case .focusField(let id):
            if let index = form.index(of: id) { focus(index, measurer: measurer) }
        case .type(let text): insert(text, measurer: measurer)
        case .paste(let text):
            let single = focusedField.map { !$0.isMultiline } ?? true
            insert(single ? text.replacing("\r\n", with: " ").replacing("\n", with: " ") : text, measurer: measurer)
        case .compose(let text): if focus != nil { composition = text }
        case .key(let key): press(key, measurer: measurer)
        case .scroll(let dx, let dy): userScroll(dx: dx, dy: dy)
        case .dismiss: dismiss()
        case .rotate(let target):
            let next = target ?? orientation.rotated
            if next != orientation { changeLayout(device: device, orientation: next, measurer: measurer) }
        case .setDevice(let id): switchDevice(to: id, measurer: measurer)
        case .hardwareKeyboard(let on):
            changeOptions(measurer: measurer) { $0.hardwareKeyboard = on ?? !$0.hardwareKeyboard }
        case .predictiveBar(let on): changeOptions(measurer: measurer) { $0.predictiveBar = on ?? !$0.predictiveBar }
        case .accessoryBar(let on): changeOptions(measurer: measurer) { $0.accessoryBar = on ?? !$0.accessoryBar }
        case .overlay(let on): overlayVisible = on ?? !overlayVisible
        case .help(let on): helpVisible = on ?? !helpVisible
        case .slowAnimations(let on):
            slowAnimations = on ?? !slowAnimations
            timeline.timeScale = slowAnimations ? 10 : 1
        case .pause(let on): isPaused = on ?? !isPaused
        case .loadValues(let byID):
            for (id, value) in byID { if let index = form.index(of: id) { values[index] = value } }
            relayout(measurer: measurer)
            if let focus { caret = values[focus].count }
        }
        history.record(timeline.transition, since: time)
    }

    /// Moves the clock to `time`, posting the did-notifications of animations that settled by then.
    public mutating func advance(to time: Instant) {
        guard time >= now else { return }
        now = time
        post(timeline.advance(to: time))
    }

    // MARK: Focus and keyboard

    mutating func post(_ notifications: [TimedNotification]) {
        guard !notifications.isEmpty else { return }
        pendingNotifications.append(contentsOf: notifications)
        notificationLog.append(contentsOf: notifications)
        if notificationLog.count > Self.logCapacity {
            notificationLog.removeFirst(notificationLog.count - Self.logCapacity)
        }
    }

    mutating func focus(_ index: Int, measurer: any TextMeasuring) {
        commitComposition()
        let previousType = keyboardType
        let wasShown = timeline.isKeyboardShown
        focus = index
        caret = values[index].count
        shift = false
        let rect = focusRect(measurer: measurer)
        let gap = form.gap(for: form.fields[index].id)
        if wasShown && previousType == keyboardType {
            post(
                timeline.refocus(
                    screen: screen, scrollFrame: scrollFrame, contentSize: layout.contentSize, focus: rect, gap: gap,
                    at: now))
        } else {
            post(
                timeline.showKeyboard(
                    frame: restingKeyboardFrame, screen: screen, scrollFrame: scrollFrame,
                    contentSize: layout.contentSize,
                    focus: rect, gap: gap, at: now))
        }
    }

    mutating func dismiss() {
        commitComposition()
        guard focus != nil || timeline.isKeyboardShown else { return }
        focus = nil
        shift = false
        post(
            timeline.hideKeyboard(
                frame: restingKeyboardFrame, scrollFrame: scrollFrame, contentSize: layout.contentSize, at: now))
    }

    /// Re-runs the show computation after the keyboard's frame or the layout changed.
    mutating func keyboardFrameDidChange(measurer: any TextMeasuring) {
        guard let focus, timeline.isKeyboardShown else { return }
        let gap = form.gap(for: form.fields[focus].id)
        post(
            timeline.showKeyboard(
                frame: restingKeyboardFrame, screen: screen, scrollFrame: scrollFrame, contentSize: layout.contentSize,
                focus: focusRect(measurer: measurer), gap: gap, at: now))
    }

    /// Keeps the caret's line in view after typing moved it.
    mutating func keepCaretVisible(measurer: any TextMeasuring) {
        guard let focus else { return }
        post(
            timeline.refocus(
                screen: screen, scrollFrame: scrollFrame, contentSize: layout.contentSize,
                focus: focusRect(measurer: measurer),
                gap: form.gap(for: form.fields[focus].id), at: now))
    }

    mutating func changeOptions(measurer: any TextMeasuring, _ change: (inout KeyboardOptions) -> Void) {
        var next = options
        change(&next)
        guard next != options else { return }
        options = next
        // While hidden, the keyboard's new height is off screen: the next show starts from it, nothing jumps.
        if timeline.isKeyboardShown { keyboardFrameDidChange(measurer: measurer) }
    }

    mutating func switchDevice(to id: String?, measurer: any TextMeasuring) {
        let next: DeviceProfile
        if let id {
            guard let named = resources.device(id) else { return }
            next = named
        } else {
            let index = resources.devices.firstIndex { $0.id == device.id } ?? 0
            next = resources.devices[(index + 1) % resources.devices.count]
        }
        changeLayout(device: next, orientation: orientation, measurer: measurer)
    }

    /// Rotation and device switches: lay out again, move the keyboard onto the new screen, re-run the avoidance.
    mutating func changeLayout(
        device next: DeviceProfile, orientation nextOrientation: Orientation, measurer: any TextMeasuring
    ) {
        let before = presentation
        device = next
        orientation = nextOrientation
        relayout(measurer: measurer)
        if timeline.isKeyboardShown {
            timeline.rebase(
                inset: baseInset, scroll: ScrollGeometry(frame: scrollFrame, contentSize: layout.contentSize))
            let onScreen = max(
                0, min(before.keyboardFrame.height, before.keyboardFrame.maxY) - before.keyboardFrame.minY)
            let resting = restingKeyboardFrame
            let mapped = Rect(
                x: 0, y: screen.height - min(onScreen, resting.height), width: screen.width, height: resting.height)
            var inset = before.contentInset
            inset.bottom = max(inset.bottom, baseInset.bottom)
            rest(keyboard: mapped, inset: inset, offsetY: before.contentOffset.y)
            keyboardFrameDidChange(measurer: measurer)
        } else {
            restAfterLayoutChange()
        }
    }

    /// With the keyboard down, a new layout puts everything at rest: base inset, offset clamped.
    mutating func restAfterLayoutChange() {
        rest(keyboard: restingKeyboardFrame, inset: baseInset, offsetY: presentation.contentOffset.y)
    }

    /// Puts the presentation at rest on the current layout, the offset clamped to what `inset` allows.
    mutating func rest(keyboard: Rect, inset: EdgeInsets, offsetY: Double) {
        let y = ScrollGeometry(frame: scrollFrame, contentSize: layout.contentSize).clampedOffsetY(
            offsetY, inset: inset)
        post(
            timeline.reset(
                to: Presentation(keyboardFrame: keyboard, contentInset: inset, contentOffset: Point(x: 0, y: y)),
                at: now))
    }

    /// Lays the form out again for the current device, orientation and multi-line text.
    mutating func relayout(measurer: any TextMeasuring) {
        lineCounts = [:]
        let width = screen.width
        let safe = safeArea
        let horizontal = max(safe.left, safe.right)
        var probe = FormLayout(form: form, width: width, horizontalSafeArea: horizontal)
        for (index, field) in form.fields.enumerated() where field.isMultiline {
            lineCounts[index] = wrapper(forRow: probe.rowFrames[index], measurer: measurer).lines(values[index]).count
        }
        if !lineCounts.isEmpty {
            probe = FormLayout(form: form, width: width, lineCounts: lineCounts, horizontalSafeArea: horizontal)
        }
        layout = probe
        layoutGeneration += 1
    }

    /// The wrapper for a multi-line row of the given frame.
    func wrapper(forRow row: Rect, measurer: any TextMeasuring) -> TextWrapper {
        TextWrapper(
            measurer: measurer, font: FontSpec(.regular, size: theme.bodySize),
            width: row.width - 2 * theme.fieldPadding)
    }

    /// The line the caret is on in the focused multi-line field.
    func caretLine(measurer: any TextMeasuring) -> Int {
        guard let focus else { return 0 }
        let wrap = wrapper(forRow: layout.rowFrames[focus], measurer: measurer)
        return wrap.line(ofCaret: caret, in: wrap.lines(values[focus]))
    }

    // MARK: Editing

    mutating func commitComposition() {
        guard !composition.isEmpty else { return }
        composition = ""
    }

    mutating func edit(measurer: any TextMeasuring, _ change: (inout TextEditing) -> Void) {
        guard let focus else { return }
        var editor = TextEditing(text: values[focus], caret: caret)
        change(&editor)
        let lineBefore = form.fields[focus].isMultiline ? caretLine(measurer: measurer) : 0
        values[focus] = editor.text
        caret = editor.caret
        guard form.fields[focus].isMultiline else { return }
        let lines = wrapper(forRow: layout.rowFrames[focus], measurer: measurer).lines(values[focus]).count
        if lines != (lineCounts[focus] ?? 1) {
            relayout(measurer: measurer)
            timeline.clampOffsets(scrollFrame: scrollFrame, contentSize: layout.contentSize)
            keepCaretVisible(measurer: measurer)
        } else if caretLine(measurer: measurer) != lineBefore {
            keepCaretVisible(measurer: measurer)
        }
    }

    mutating func insert(_ text: String, measurer: any TextMeasuring) {
        guard focus != nil, !text.isEmpty else { return }
        composition = ""
        edit(measurer: measurer) { $0.insert(text) }
    }

    mutating func press(_ key: EditKey, measurer: any TextMeasuring) {
        switch key {
        case .tab:
            if let focus, focus + 1 < form.fields.count { self.focus(focus + 1, measurer: measurer) }
        case .shiftTab:
            if let focus, focus > 0 { self.focus(focus - 1, measurer: measurer) }
        case .returnKey:
            guard let focus else { return }
            if form.fields[focus].isMultiline {
                insert("\n", measurer: measurer)
            } else if focus + 1 < form.fields.count {
                self.focus(focus + 1, measurer: measurer)
            } else {
                dismiss()
            }
        case .escape: dismiss()
        case .backspace:
            if !composition.isEmpty {
                composition.removeLast()
            } else {
                edit(measurer: measurer) { $0.deleteBackward() }
            }
        case .left: edit(measurer: measurer) { $0.moveLeft() }
        case .right: edit(measurer: measurer) { $0.moveRight() }
        case .home: edit(measurer: measurer) { $0.moveToStart() }
        case .end: edit(measurer: measurer) { $0.moveToEnd() }
        }
    }

    // MARK: Pointer

    mutating func userScroll(dx: Double, dy: Double) {
        guard dy != 0 else { return }
        let now = presentation
        post(
            timeline.userScroll(
                toOffsetY: now.contentOffset.y - dy, scrollFrame: scrollFrame, contentSize: layout.contentSize,
                at: self.now))
        lastScroll = self.now
    }

    mutating func pointerMoved(to point: Point, measurer: any TextMeasuring) {
        guard var state = pointer else { return }
        if !state.isDragging, state.pressedKey == nil,
            abs(point.y - state.start.y) > 6 || abs(point.x - state.start.x) > 6
        {
            state.isDragging = true
        }
        if state.isDragging { userScroll(dx: point.x - state.last.x, dy: point.y - state.last.y) }
        state.last = point
        pointer = state
    }

    /// The visible keyboard's keys, placed in window coordinates as presented now.
    public var placedKeys: [PlacedKey] {
        guard !options.hardwareKeyboard else { return [] }
        let keyboard = presentation.keyboardFrame
        guard keyboard.minY < screen.maxY else { return [] }
        let m = device.metrics(orientation)
        let top =
            keyboard.minY + (options.accessoryBar ? m.accessoryBarHeight : 0)
            + (options.predictiveBar && keyboardType.allowsPredictiveBar ? m.predictiveBarHeight : 0)
        let keysHeight = keyboard.maxY - top - safeArea.bottom
        let area = Rect(
            x: keyboard.minX + safeArea.left, y: top, width: keyboard.width - safeArea.left - safeArea.right,
            height: keysHeight)
        return resources.keyboards.layout(for: keyboardType).place(in: area, theme: theme)
    }

    func key(at point: Point) -> PlacedKey? {
        guard focus != nil else { return nil }
        return placedKeys.first { $0.frame.insetBy(-3).contains(point) }
    }

    mutating func tap(at point: Point, measurer: any TextMeasuring) {
        guard screen.contains(point) else { return }
        let keyboard = presentation.keyboardFrame
        if focus != nil, keyboard.contains(point) {
            tapKeyboard(at: point, keyboard: keyboard, measurer: measurer)
            return
        }
        if scrollFrame.contains(point) {
            let content = Rect(origin: point, size: .zero).converted(
                toContentOf: scrollFrame, offset: presentation.contentOffset
            ).origin
            if let index = layout.fieldIndex(at: content) {
                if index == focus {
                    placeCaret(at: content, field: index, measurer: measurer)
                } else {
                    focus(index, measurer: measurer)
                    placeCaret(at: content, field: index, measurer: measurer)
                }
                return
            }
        }
        dismiss()
    }

    /// Puts the caret of a single-line field where the user clicked in its value.
    mutating func placeCaret(at content: Point, field index: Int, measurer: any TextMeasuring) {
        guard !form.fields[index].isMultiline else { return }
        let row = layout.rowFrames[index]
        let value = values[index]
        let font = FontSpec(.regular, size: theme.bodySize)
        let width = measurer.size(of: value, font: font).width
        let valueRight = row.maxX - theme.fieldPadding
        let start = valueRight - width
        guard content.x >= start - 4 else { return }
        var best = value.count
        var bestDistance = Double.infinity
        var prefix = ""
        for (i, character) in ([""] + value.map(String.init)).enumerated() {
            prefix += character
            let x = start + measurer.size(of: prefix, font: font).width
            if abs(x - content.x) < bestDistance {
                bestDistance = abs(x - content.x)
                best = i
            }
        }
        caret = best
    }

    mutating func tapKeyboard(at point: Point, keyboard: Rect, measurer: any TextMeasuring) {
        let m = device.metrics(orientation)
        if options.accessoryBar, point.y < keyboard.minY + m.accessoryBarHeight {
            let bar = AccessoryBar(
                frame: Rect(x: keyboard.minX, y: keyboard.minY, width: keyboard.width, height: m.accessoryBarHeight),
                safeArea: safeArea)
            switch bar.button(at: point) {
            case .previous: press(.shiftTab, measurer: measurer)
            case .next: press(.tab, measurer: measurer)
            case .done: dismiss()
            case nil: break
            }
            return
        }
        let suggestionsTop = keyboard.minY + (options.accessoryBar ? m.accessoryBarHeight : 0)
        if options.predictiveBar, keyboardType.allowsPredictiveBar, !options.hardwareKeyboard,
            point.y < suggestionsTop + m.predictiveBarHeight
        {
            let words = resources.keyboards.layout(for: keyboardType).suggestions
            guard !words.isEmpty else { return }
            let slot = min(
                words.count - 1, max(0, Int((point.x - keyboard.minX) / (keyboard.width / Double(words.count)))))
            insert(words[slot] + (keyboardType == .email ? "" : " "), measurer: measurer)
            return
        }
        guard let key = key(at: point) else { return }
        switch key.spec.kind {
        case .character:
            insert(shift ? key.spec.label.uppercased() : key.spec.label, measurer: measurer)
            shift = false
        case .shift: shift.toggle()
        case .delete: press(.backspace, measurer: measurer)
        case .space: insert(" ", measurer: measurer)
        case .returnKey: press(.returnKey, measurer: measurer)
        case .numbers, .blank, .spacer: break
        }
    }
}

extension Rect {
    /// The rectangle grown by `amount` on every side (shrunk when negative).
    func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}
