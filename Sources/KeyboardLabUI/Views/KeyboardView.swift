import KeyboardAvoidance

/// Draws the virtual keyboard as presented: background, accessory toolbar, predictive bar and keys.
enum KeyboardView {
    static func draw(_ state: Phone, into list: inout DrawList) {
        let theme = state.theme
        let keyboard = KeyboardGeometry(state)
        guard keyboard.isOnScreen else { return }
        let frame = keyboard.frame
        if !keyboard.isHardware {
            list.fill(frame, theme.keyboardBackground)
        }
        // With a hardware keyboard only the accessory bar shows, at the bottom.
        if let bar = keyboard.accessoryBar { drawAccessoryBar(state, bar: bar, into: &list) }
        guard !keyboard.isHardware else { return }
        if keyboard.predictiveBar != nil { drawPredictiveBar(keyboard, state: state, into: &list) }
        let pressed = state.pointer?.pressedKey
        for key in keyboard.keys {
            drawKey(key, state: state, isPressed: pressed == key, into: &list)
        }
    }

    static func drawAccessoryBar(_ state: Phone, bar: AccessoryBar, into list: inout DrawList) {
        let theme = state.theme
        let frame = bar.frame
        list.fill(frame, theme.accessoryBackground)
        list.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 0.5), theme.separator)
        let hasPrevious = (state.focus ?? 0) > 0
        let hasNext = state.focus.map { $0 + 1 < state.form.fields.count } ?? false
        let chevron = FontSpec(.semibold, size: 22)
        list.text(
            TextRun(
                "‹", font: chevron, color: hasPrevious ? theme.tint : theme.disabled, frame: bar.frame(of: .previous),
                alignment: .center))
        list.text(
            TextRun(
                "›", font: chevron, color: hasNext ? theme.tint : theme.disabled, frame: bar.frame(of: .next),
                alignment: .center))
        list.text(
            TextRun(
                "Done", font: FontSpec(.semibold, size: theme.bodySize), color: theme.tint, frame: bar.frame(of: .done),
                alignment: .trailing))
    }

    static func drawPredictiveBar(_ keyboard: KeyboardGeometry, state: Phone, into list: inout DrawList) {
        let theme = state.theme
        for (i, word) in keyboard.suggestions.enumerated() {
            guard let cell = keyboard.suggestionFrame(i) else { return }
            list.text(
                TextRun(
                    i == 1 ? "\u{201C}\(word)\u{201D}" : word, font: FontSpec(.regular, size: theme.predictiveSize),
                    color: theme.text, frame: cell, alignment: .center))
            if i > 0 {
                list.fill(Rect(x: cell.minX, y: cell.midY - 12.5, width: 1, height: 25), theme.predictiveSeparator)
            }
        }
    }

    static func drawKey(_ key: PlacedKey, state: Phone, isPressed: Bool, into list: inout DrawList) {
        let theme = state.theme
        let rect = key.frame
        let isNumberPad = state.keyboardType == .numberPad
        var fill: Color
        var labelColor = theme.text
        var label = key.spec.label
        var font = FontSpec(.regular, size: theme.keyLetterSize)
        switch key.spec.kind {
        case .character:
            fill = theme.key
            if state.shift { label = label.uppercased() }
            if isNumberPad { font = FontSpec(.regular, size: theme.numberKeySize) }
        case .space:
            fill = theme.key
            font = FontSpec(.regular, size: theme.spaceLabelSize)
        case .returnKey:
            let title = state.focusedField.map { state.form.returnKeyLabel(for: $0.id) } ?? "return"
            label = title
            font = FontSpec(title == "Done" ? .semibold : .regular, size: theme.spaceLabelSize)
            fill = title == "Done" ? theme.tint : theme.specialKey
            if title == "Done" { labelColor = .white }
        case .numbers:
            fill = theme.specialKey
            font = FontSpec(.regular, size: theme.spaceLabelSize)
        case .shift, .delete:
            fill =
                isNumberPad
                ? theme.keyboardBackground : (key.spec.kind == .shift && state.shift ? theme.key : theme.specialKey)
        case .blank, .spacer:
            return
        }
        if isPressed { fill = theme.keyPressed }
        let drawsBody = !(isNumberPad && key.spec.kind == .delete)
        if drawsBody {
            list.fillRounded(rect.offsetBy(dx: 0, dy: 1), radius: theme.keyCornerRadius, theme.keyShadow)
            list.fillRounded(rect, radius: theme.keyCornerRadius, fill)
        }
        switch key.spec.kind {
        case .shift: drawShiftGlyph(in: rect, filled: state.shift, color: theme.text, into: &list)
        case .delete: drawDeleteGlyph(in: rect, color: theme.text, into: &list)
        default:
            if isNumberPad && !key.spec.subtitle.isEmpty {
                let digit = Rect(x: rect.minX, y: rect.minY + 2, width: rect.width, height: rect.height * 0.62)
                list.text(TextRun(label, font: font, color: labelColor, frame: digit, alignment: .center))
                let letters = Rect(x: rect.minX, y: digit.maxY - 4, width: rect.width, height: rect.height * 0.3)
                list.text(
                    TextRun(
                        key.spec.subtitle, font: FontSpec(.semibold, size: 10), color: labelColor, frame: letters,
                        alignment: .center))
            } else {
                let labelRect = key.spec.kind == .character && !isNumberPad ? rect.offsetBy(dx: 0, dy: -1.5) : rect
                list.text(TextRun(label, font: font, color: labelColor, frame: labelRect, alignment: .center))
            }
        }
    }

    /// An upward arrow outline (solid when shift is on).
    static func drawShiftGlyph(in rect: Rect, filled: Bool, color: Color, into list: inout DrawList) {
        let cx = rect.midX
        let cy = rect.midY
        let points = [
            Point(x: cx, y: cy - 9), Point(x: cx + 9, y: cy + 1), Point(x: cx + 4, y: cy + 1),
            Point(x: cx + 4, y: cy + 8),
            Point(x: cx - 4, y: cy + 8), Point(x: cx - 4, y: cy + 1), Point(x: cx - 9, y: cy + 1),
            Point(x: cx, y: cy - 9),
        ]
        list.commands.append(.polyline(points, width: 1.5, color))
        if filled {
            list.fill(Rect(x: cx - 3.5, y: cy + 1, width: 7, height: 7), color)
        }
    }

    /// A left-pointing tag with a cross, the delete key's glyph.
    static func drawDeleteGlyph(in rect: Rect, color: Color, into list: inout DrawList) {
        let cx = rect.midX + 1
        let cy = rect.midY
        let outline = [
            Point(x: cx - 12, y: cy), Point(x: cx - 5, y: cy - 7.5), Point(x: cx + 11, y: cy - 7.5),
            Point(x: cx + 11, y: cy + 7.5), Point(x: cx - 5, y: cy + 7.5), Point(x: cx - 12, y: cy),
        ]
        list.commands.append(.polyline(outline, width: 1.5, color))
        list.line(from: Point(x: cx - 1, y: cy - 3.5), to: Point(x: cx + 6, y: cy + 3.5), width: 1.5, color)
        list.line(from: Point(x: cx - 1, y: cy + 3.5), to: Point(x: cx + 6, y: cy - 3.5), width: 1.5, color)
    }
}
