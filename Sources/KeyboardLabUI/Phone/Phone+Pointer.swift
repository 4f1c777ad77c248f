import KeyboardAvoidance
import LabDrawing

extension Phone {
    /// A finger or button goes down: on the keyboard it presses the key under it, and never drags.
    mutating func pointerDown(at point: Point) {
        let keyboard = KeyboardGeometry(self)
        if editor.focus != nil, let handle = keyboard.handle,
            handle.inset(by: EdgeInsets(all: -KeyboardGeometry.touchSlop)).contains(point)
        {
            var state = PointerState(at: point, time: now, startedOnKeyboard: true)
            state.keyboardGrab = PointerState.KeyboardGrab(
                startFrame: keyboard.frame,
                offset: Point(x: point.x - keyboard.frame.minX, y: point.y - keyboard.frame.minY))
            pointer.hold(state)
            return
        }
        let onKeyboard = editor.focus != nil && keyboard.isOnScreen && keyboard.frame.contains(point)
        pointer.hold(
            PointerState(
                at: point, time: now, pressedKey: onKeyboard ? keyboard.key(at: point) : nil,
                startedOnKeyboard: onKeyboard))
    }

    /// The pointer moves: past 6 pt it becomes a drag that scrolls the content, and, by the dismiss mode,
    /// dismisses the keyboard (on-drag) or pulls its top down with the finger (interactive).
    mutating func pointerMoved(to point: Point) {
        guard var state = pointer.press else { return }
        state.record(point, at: now)
        if let grab = state.keyboardGrab {
            state.isDragging = true
            state.last = point
            pointer.hold(state)
            dragFloatingKeyboard(to: point, grab: grab)
            return
        }
        if !state.isDragging, !state.startedOnKeyboard,
            abs(point.y - state.start.y) > 6 || abs(point.x - state.start.x) > 6
        {
            state.isDragging = true
        }
        if state.isDragging {
            let dy = point.y - state.last.y
            if conditions.dismissMode == .onDrag, dy != 0, avoidance.isKeyboardShown { dismiss() }
            userScroll(dx: point.x - state.last.x, dy: dy)
            if conditions.dismissMode == .interactive { follow(point, pointer: &state) }
        }
        state.last = point
        pointer.hold(state)
    }

    /// In interactive mode, the keyboard's top follows a finger below its resting top: `max(restingTop, y)`,
    /// frame by frame, with no notification.
    mutating func follow(_ point: Point, pointer state: inout PointerState) {
        guard avoidance.isKeyboardShown, !conditions.options.hardwareKeyboard, !conditions.isFloating else {
            return
        }
        let restingTop = restingKeyboardFrame.minY
        guard state.isFollowingKeyboard || point.y > restingTop else { return }
        state.isFollowingKeyboard = true
        avoidance.followFinger(keyboardTop: max(restingTop, point.y), at: now)
        // A card riding the keyboard grows the scroll view as it comes down: keep the offset in its range.
        if sheet != nil, let frame = targetState.scrollFrame {
            avoidance.clampOffsets(scrollFrame: frame, contentSize: contentSize)
        }
    }

    /// The pointer comes up: a tap unless it dragged. A finger the keyboard followed lets it go: moving down
    /// (over the last 50 ms) with the keyboard below its resting top, the keyboard hides from where it is;
    /// otherwise it returns to rest. Either way the notifications are posted now.
    mutating func pointerUp(at point: Point, measurer: any TextMeasuring) {
        guard var state = pointer.press else { return tap(at: point, measurer: measurer) }
        state.record(point, at: now)
        guard state.keyboardGrab == nil, state.isDragging else {
            pointer.release()
            if let grab = state.keyboardGrab { return releaseFloatingKeyboard(grab) }
            return tap(at: point, measurer: measurer)
        }
        let velocity = state.velocity(at: now)
        pointer.release(velocity: velocity)
        guard state.isFollowingKeyboard, avoidance.isKeyboardShown else { return }
        if velocity > 0, presented.keyboardFrame.minY > restingKeyboardFrame.minY + 0.5 {
            dismiss()
        } else {
            showKeyboard()
        }
    }

    /// Scrolls by a drag of `dx`, `dy` points, clamped to the range the presented inset allows.
    mutating func userScroll(dx: Double, dy: Double) {
        guard dy != 0 else { return }
        avoidance.userScroll(
            toOffsetY: presented.contentOffset.y - dy, scrollFrame: scrollFrame,
            endScrollFrame: sheet == nil ? nil : targetState.scrollFrame, contentSize: contentSize,
            at: now)
        diagnostics.noteScroll(at: now)
        avoidance.noteMoved()
    }

    /// A tap: on the keyboard it types; on a field it focuses it and places the caret; elsewhere it dismisses.
    mutating func tap(at point: Point, measurer: any TextMeasuring) {
        guard screen.contains(point) else { return }
        let keyboard = KeyboardGeometry(self)
        if editor.focus != nil, keyboard.frame.contains(point) {
            tapKeyboard(keyboard, at: point, measurer: measurer)
            return
        }
        if let search = barLayout.searchFrame, search.contains(point), let index = form.searchIndex {
            if index != editor.focus { focusField(at: index) }
            return
        }
        switch barAction(at: point) {
        case .tapBar?: return tapBar()
        case .tapTab(let index)?: return tapTab(index)
        case .send?: return send(measurer: measurer)
        case .focusField?:
            if let index = form.composerIndex, index != editor.focus { focusField(at: index) }
            return
        default: break
        }
        if scrollFrame.contains(point) {
            let content = Rect(origin: point, size: .zero).converted(
                toContentOf: scrollFrame, offset: presented.contentOffset
            ).origin
            // A list's row takes no focus: a tap there is a tap outside a field.
            if let index = layout.fieldIndex(at: content), !form.fields[index].isReadOnly {
                if index != editor.focus { focusField(at: index) }
                placeCaret(at: content, field: index, measurer: measurer)
                return
            }
        }
        dismiss()
    }

    /// Puts the caret of a single-line field where the user tapped in its value, as drawn (`point` in content
    /// coordinates).
    mutating func placeCaret(at point: Point, field index: Int, measurer: any TextMeasuring) {
        guard !form.fields[index].isMultiline, editor.composition.isEmpty else { return }
        let line = ValueLine(self, field: index, row: layout.rowFrames[index], measurer: measurer)
        if let offset = line.caret(nearest: point) { editor.placeCaret(at: offset) }
    }

    /// A tap on the keyboard: toolbar buttons, suggestions, then keys.
    mutating func tapKeyboard(_ keyboard: KeyboardGeometry, at point: Point, measurer: any TextMeasuring) {
        if let bar = keyboard.accessoryBar, bar.frame.contains(point) {
            switch bar.button(at: point) {
            case .previous: press(.shiftTab, measurer: measurer)
            case .next: press(.tab, measurer: measurer)
            case .done: dismiss()
            case nil: break
            }
            return
        }
        if let bar = keyboard.predictiveBar, bar.contains(point) {
            if let word = keyboard.suggestion(at: point) { acceptSuggestion(word, measurer: measurer) }
            return
        }
        guard let key = keyboard.key(at: point) else { return }
        switch key.spec.kind {
        case .character:
            insert(editor.shift ? key.spec.label.uppercased() : key.spec.label, measurer: measurer)
            editor.releaseShift()
        case .shift: editor.toggleShift()
        case .delete: press(.backspace, measurer: measurer)
        case .space: insert(" ", measurer: measurer)
        case .returnKey: press(.returnKey, measurer: measurer)
        case .dismiss: dismiss()
        case .numbers: switchKeyboardPage(key)
        case .emoji, .dictation, .blank, .spacer: break
        }
    }

    /// What a tap at `point` means, as an action another phone can replay on its own layout: the field it
    /// focuses (by id), the key it types, the toolbar button or suggestion it takes, or a dismissal.
    public func mirroredAction(forTapAt point: Point) -> Action? {
        guard screen.contains(point) else { return nil }
        let keyboard = KeyboardGeometry(self)
        if editor.focus != nil, keyboard.frame.contains(point) {
            if let bar = keyboard.accessoryBar, bar.frame.contains(point) {
                return switch bar.button(at: point) {
                case .previous: .key(.shiftTab)
                case .next: .key(.tab)
                case .done: .dismiss
                case nil: nil
                }
            }
            if let bar = keyboard.predictiveBar, bar.contains(point) {
                return keyboard.suggestion(at: point).map { .acceptSuggestion($0) }
            }
            guard let key = keyboard.key(at: point) else { return nil }
            return switch key.spec.kind {
            case .character: .type(editor.shift ? key.spec.label.uppercased() : key.spec.label)
            case .space: .type(" ")
            case .delete: .key(.backspace)
            case .returnKey: .key(.returnKey)
            case .dismiss: .dismiss
            case .shift, .numbers, .emoji, .dictation, .blank, .spacer: nil
            }
        }
        if let search = barLayout.searchFrame, search.contains(point) { return .tapSearch }
        if let action = barAction(at: point) { return action }
        if scrollFrame.contains(point) {
            let content = Rect(origin: point, size: .zero).converted(
                toContentOf: scrollFrame, offset: presented.contentOffset
            ).origin
            if let index = layout.fieldIndex(at: content), !form.fields[index].isReadOnly {
                return .focusField(form.fields[index].id)
            }
        }
        return .dismiss
    }

    /// What a tap at `point` on the bottom bar or the tab bar does: the button's tap, a tab, the send button, or
    /// focus in the composer; nil elsewhere (and nil on the bar's background).
    func barAction(at point: Point) -> Action? {
        let keyboard = presented.keyboardFrame
        if let bar = presentedBottomBar, bar.contains(point) {
            switch page.bottomBar {
            case .button?, .image?: return barLayout.barButton(in: bar).contains(point) ? .tapBar : nil
            case .composer?:
                if barLayout.sendButton(in: bar).inset(by: EdgeInsets(all: -7)).contains(point) { return .send }
                return form.composerIndex.map { .focusField(form.fields[$0].id) }
            case nil: return nil
            }
        }
        if let bar = barLayout.tabBarFrame(keyboard: keyboard), let index = tab(at: point, in: bar) {
            return .tapTab(index)
        }
        return nil
    }
}
