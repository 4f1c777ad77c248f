import KeyboardAvoidance

extension Phone {
    /// A finger or button goes down: it presses the key under it, if any.
    mutating func pointerDown(at point: Point) {
        let key = focus == nil ? nil : KeyboardGeometry(self).key(at: point)
        pointer = PointerState(start: point, last: point, isDragging: false, pressedKey: key)
    }

    /// The pointer moves: past 6 pt (and not on a key) it becomes a drag that scrolls the content.
    mutating func pointerMoved(to point: Point) {
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

    /// The pointer comes up: a tap unless it dragged.
    mutating func pointerUp(at point: Point) {
        let wasDragging = pointer?.isDragging ?? false
        pointer = nil
        if !wasDragging { tap(at: point) }
    }

    /// Scrolls by a drag of `dx`, `dy` points, clamped to the range the presented inset allows.
    mutating func userScroll(dx: Double, dy: Double) {
        guard dy != 0 else { return }
        post(
            timeline.userScroll(
                toOffsetY: presentation.contentOffset.y - dy, scrollFrame: scrollFrame,
                contentSize: layout.contentSize, at: now))
        lastScroll = now
    }

    /// A tap: on the keyboard it types; on a field it focuses it and places the caret; elsewhere it dismisses.
    mutating func tap(at point: Point) {
        guard screen.contains(point) else { return }
        let keyboard = KeyboardGeometry(self)
        if focus != nil, keyboard.frame.contains(point) {
            tapKeyboard(keyboard, at: point)
            return
        }
        if scrollFrame.contains(point) {
            let content = Rect(origin: point, size: .zero).converted(
                toContentOf: scrollFrame, offset: presentation.contentOffset
            ).origin
            if let index = layout.fieldIndex(at: content) {
                if index != focus { focus(index) }
                placeCaret(at: content.x, field: index)
                return
            }
        }
        dismiss()
    }

    /// Puts the caret of a single-line field where the user tapped in its value, as drawn.
    mutating func placeCaret(at x: Double, field index: Int) {
        guard !form.fields[index].isMultiline, composition.isEmpty else { return }
        if let offset = ValueLine(self, field: index, row: layout.rowFrames[index]).caret(nearest: x) {
            caret = offset
        }
    }

    /// A tap on the keyboard: toolbar buttons, suggestions, then keys.
    mutating func tapKeyboard(_ keyboard: KeyboardGeometry, at point: Point) {
        if let bar = keyboard.accessoryBar, bar.frame.contains(point) {
            switch bar.button(at: point) {
            case .previous: press(.shiftTab)
            case .next: press(.tab)
            case .done: dismiss()
            case nil: break
            }
            return
        }
        if let bar = keyboard.predictiveBar, bar.contains(point) {
            if let word = keyboard.suggestion(at: point) { insert(word + (keyboardType == .email ? "" : " ")) }
            return
        }
        guard let key = keyboard.key(at: point) else { return }
        switch key.spec.kind {
        case .character:
            insert(shift ? key.spec.label.uppercased() : key.spec.label)
            shift = false
        case .shift: shift.toggle()
        case .delete: press(.backspace)
        case .space: insert(" ")
        case .returnKey: press(.returnKey)
        case .numbers, .blank, .spacer: break
        }
    }
}
