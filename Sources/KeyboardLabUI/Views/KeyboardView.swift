import KeyboardAvoidance
import LabDrawing
import LabImages

/// Draws the virtual keyboard as presented: background, accessory toolbar, predictive bar and keys; on an Android
/// device, the Gboard-like keyboard (``AndroidKeyboardView``).
enum KeyboardView {
    static func draw(_ state: Phone, measurer: any TextMeasuring, into list: inout DrawList) {
        let theme = state.theme
        let keyboard = KeyboardGeometry(state)
        guard keyboard.isOnScreen else { return }
        if keyboard.android != nil {
            let start = list.commands.count
            AndroidKeyboardView.draw(state, keyboard: keyboard, measurer: measurer, into: &list)
            return list.fadeCommands(from: start, opacity: state.keyboardOpacity)
        }
        let frame = keyboard.frame
        if let glass = keyboard.glass {
            let radius = KeyboardGeometry.glassCornerRadius
            list.backdrop(glass, topRadius: radius, blur: KeyboardGeometry.glassBlur, wash: theme.keyboardGlassWash)
            list.hairline(
                Rect(x: glass.minX + radius, y: glass.minY, width: glass.width - 2 * radius, height: 0.33),
                theme.keyboardGlassDivider)
        } else if !keyboard.isHardware {
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
            if keyboard.isGlass { drawChromeShadow(above: bar.frame, into: &list) }
            drawAccessoryBar(state, bar: bar, rounded: keyboard.isFloating && !keyboard.isHardware, into: &list)
        }
        guard !keyboard.isHardware else { return }
        if let handle = keyboard.handle {
            let grip = Rect(x: handle.midX - 18, y: handle.midY - 2.5, width: 36, height: 5)
            list.fillRounded(grip, radius: 2.5, theme.floatingHandle)
        }
        if let bar = keyboard.predictiveBar, let autoFill = keyboard.autoFill {
            drawAutoFillBar(autoFill, in: bar, state: state, measurer: measurer, into: &list)
        } else if keyboard.predictiveBar != nil {
            drawPredictiveBar(keyboard, state: state, measurer: measurer, into: &list)
        }
        // On an opaque keyboard the glyphs cut their holes in its colour; on glass nothing flat matches, so they stroke.
        let behind = keyboard.isGlass ? nil : theme.keyboardBackground
        if let globe = keyboard.globe {
            drawGlobeGlyph(in: globe, color: theme.text, background: behind, into: &list)
        }
        if let dictation = keyboard.dictation {
            drawDictationGlyph(in: dictation, color: theme.text, background: behind, into: &list)
        }
        let pressed = state.pointer.press?.pressedKey
        for key in keyboard.keys {
            drawKey(
                key, state: state, isPressed: pressed == key, isGrid: keyboard.isGrid, isGlass: keyboard.isGlass,
                measurer: measurer, into: &list)
        }
    }

    /// The soft shadow the iOS 26 accessory bar's opaque chrome casts on the content above it.
    static func drawChromeShadow(above frame: Rect, into list: inout DrawList) {
        for (index, alpha) in [0.02, 0.035, 0.05, 0.07].enumerated() {
            let height = Double(4 - index)
            list.fill(
                Rect(x: frame.minX, y: frame.minY - height, width: frame.width, height: height),
                Color(red: 0, green: 0, blue: 0).withOpacity(alpha))
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
        // The bar the keyboard was up for keeps its chevrons while it hides.
        let owner = state.editor.focus ?? state.editor.keyboardOwner
        let hasPrevious = (owner ?? 0) > 0
        let hasNext = owner.map { $0 + 1 < state.form.fields.count } ?? false
        drawChevron(
            in: bar.frame(of: .previous), up: true, color: hasPrevious ? theme.tint : theme.disabled, into: &list)
        drawChevron(in: bar.frame(of: .next), up: false, color: hasNext ? theme.tint : theme.disabled, into: &list)
        list.text(
            TextRun(
                "Done", font: FontSpec(.semibold, size: theme.bodySize), color: theme.tint, frame: bar.frame(of: .done),
                alignment: .trailing))
    }

    /// The accessory bar's Prev (up) or Next (down) chevron, as iOS draws them: two strokes meeting at a point,
    /// 18 wide and 9 tall, centred in `rect`.
    static func drawChevron(in rect: Rect, up: Bool, color: Color, into list: inout DrawList) {
        let half = 9.0
        let rise = up ? -4.5 : 4.5
        let points = [
            Point(x: rect.midX - half, y: rect.midY - rise), Point(x: rect.midX, y: rect.midY + rise),
            Point(x: rect.midX + half, y: rect.midY - rise),
        ]
        list.commands.append(.polyline(points, width: 2.5, color))
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
