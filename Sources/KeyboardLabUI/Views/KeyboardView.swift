import KeyboardAvoidance

/// Draws the virtual keyboard as presented: background, accessory toolbar, predictive bar and keys.
enum KeyboardView {
    static func draw(_ state: Phone, measurer: any TextMeasuring, into list: inout DrawList) {
        let theme = state.theme
        let keyboard = KeyboardGeometry(state)
        guard keyboard.isOnScreen else { return }
        let frame = keyboard.frame
        if !keyboard.isHardware {
            if keyboard.isFloating {
                let radius = theme.floatingCornerRadius
                list.fillRounded(
                    frame.inset(by: EdgeInsets(all: -3)).offsetBy(dx: 0, dy: 2), radius: radius + 3,
                    theme.floatingShadow)
                list.fillRounded(frame, radius: radius, theme.keyboardBackground)
            } else {
                list.fill(frame, theme.keyboardBackground)
            }
        }
        // With a hardware keyboard only the accessory bar shows, at the bottom.
        if let bar = keyboard.accessoryBar {
            drawAccessoryBar(state, bar: bar, rounded: keyboard.isFloating && !keyboard.isHardware, into: &list)
        }
        guard !keyboard.isHardware else { return }
        if let handle = keyboard.handle {
            let grip = Rect(x: handle.midX - 18, y: handle.midY - 2.5, width: 36, height: 5)
            list.fillRounded(grip, radius: 2.5, theme.floatingHandle)
        }
        if keyboard.predictiveBar != nil { drawPredictiveBar(keyboard, state: state, measurer: measurer, into: &list) }
        if let globe = keyboard.globe {
            drawGlobeGlyph(in: globe, color: theme.text, background: theme.keyboardBackground, into: &list)
        }
        if let dictation = keyboard.dictation {
            drawDictationGlyph(in: dictation, color: theme.text, background: theme.keyboardBackground, into: &list)
        }
        let pressed = state.pointer?.pressedKey
        for key in keyboard.keys {
            drawKey(
                key, state: state, isPressed: pressed == key, isGrid: keyboard.isGrid, measurer: measurer, into: &list)
        }
    }

    /// The Prev / Next / Done toolbar; on a floating keyboard its top corners follow the keyboard's.
    static func drawAccessoryBar(_ state: Phone, bar: AccessoryBar, rounded: Bool, into list: inout DrawList) {
        let theme = state.theme
        let frame = bar.frame
        if rounded {
            list.fillRounded(frame, radius: theme.floatingCornerRadius, theme.accessoryBackground)
            list.fill(
                Rect(x: frame.minX, y: frame.midY, width: frame.width, height: frame.height / 2),
                theme.accessoryBackground)
        } else {
            list.fill(frame, theme.accessoryBackground)
            list.hairline(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 0.5), theme.separator)
        }
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

    static func drawPredictiveBar(
        _ keyboard: KeyboardGeometry, state: Phone, measurer: any TextMeasuring, into list: inout DrawList
    ) {
        let theme = state.theme
        for (i, word) in keyboard.suggestions.enumerated() {
            guard let cell = keyboard.suggestionFrame(i) else { return }
            let font = FontSpec(.regular, size: theme.predictiveSize)
            let shown = i == 0 && keyboard.typedWord != nil ? "\u{201C}\(word)\u{201D}" : word
            let text = measurer.truncating(shown, font: font, toWidth: cell.width - 8)
            list.text(TextRun(text, font: font, color: theme.text, frame: cell, alignment: .center))
            if i > 0 {
                list.fill(Rect(x: cell.minX, y: cell.midY - 12.5, width: 1, height: 25), theme.predictiveSeparator)
            }
        }
    }
}
