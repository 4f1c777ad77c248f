import KeyboardAvoidance
import LabDrawing
import LabImages

/// Draws a designer's screen: the design's fixed top, its scrolling part under the keyboard, the fields with focus or
/// text painted over with their fill and the typed text, and the bar cut from the design.
enum DesignView {
    /// The scrolling part of the design, the fields over it and the scroll indicator, clipped to the scroll view.
    static func draw(_ state: Phone, context: ViewContext, into list: inout DrawList) {
        guard let design = state.design, let bitmap = state.shownDesign.bitmap else { return }
        let frame = FormContentView.visibleFrame(state)
        let scroll = state.scrollFrame
        let offset = state.presented.contentOffset
        let f = state.shownDesign.factor
        let scale = design.scale
        list.commands.append(.pushClip(frame))
        list.fill(frame, color(bitmap, x: 1, y: design.fixedTop * scale + 1))
        let content = state.contentSize
        let low = max(0, offset.y)
        let high = min(content.height, offset.y + scroll.height)
        if high > low {
            let source = Rect(
                x: 0, y: (design.fixedTop + low / f) * scale, width: Double(bitmap.width),
                height: (high - low) / f * scale)
            let destination = Rect(
                x: scroll.minX - offset.x, y: scroll.minY - offset.y + low, width: content.width, height: high - low)
            list.commands.append(.image(bitmap, source: source, destination: destination))
        }
        let dx = scroll.minX - offset.x
        let dy = scroll.minY - offset.y
        for index in state.layout.rowFrames.indices {
            let rect = state.layout.rowFrames[index].offsetBy(dx: dx, dy: dy)
            guard rect.intersects(frame) else { continue }
            drawField(index, rect: rect, state: state, bitmap: bitmap, context: context, into: &list)
        }
        FormContentView.drawScrollIndicator(state, context: context, into: &list)
        list.commands.append(.popClip)
    }

    /// The design's top that does not scroll (its status and navigation bars), along the top of the screen or the
    /// card (its navigation bar only: a card has no status bar).
    static func drawFixedTop(_ state: Phone, in card: Rect?, into list: inout DrawList) {
        guard let design = state.design, let bitmap = state.shownDesign.bitmap else { return }
        let area = card ?? state.screen
        let band = card == nil ? state.shownDesign.statusBar : 0
        if band > 0 { list.fill(Rect(x: area.minX, y: area.minY, width: area.width, height: band), topColor(state)) }
        guard design.fixedTop > 0 else { return }
        let hidden = state.shownDesign.hiddenTop
        let source = Rect(
            x: 0, y: hidden * design.scale, width: Double(bitmap.width),
            height: (design.fixedTop - hidden) * design.scale)
        let destination = Rect(
            x: area.minX, y: area.minY + band, width: area.width, height: state.shownDesign.fixedTop - band)
        guard let card else { return list.commands.append(.image(bitmap, source: source, destination: destination)) }
        // In a card, the rows beside its rounded top corners are drawn in half-point strips, each as wide as the
        // corner leaves it, so the card's corners stay round and what is behind them shows.
        let radius = min(SheetView.cornerRadius(state), destination.height)
        let strip = 0.5
        var top = 0.0
        while top < radius {
            let dy = radius - top - strip / 2
            let inset = radius - (radius * radius - dy * dy).squareRoot()
            list.commands.append(
                .pushClip(Rect(x: card.minX + inset, y: card.minY + top, width: card.width - 2 * inset, height: strip)))
            list.commands.append(.image(bitmap, source: source, destination: destination))
            list.commands.append(.popClip)
            top += strip
        }
        list.commands.append(
            .pushClip(Rect(x: card.minX, y: card.minY + radius, width: card.width, height: destination.height - radius))
        )
        list.commands.append(.image(bitmap, source: source, destination: destination))
        list.commands.append(.popClip)
    }

    /// The bar cut from the design at `frame`, with the design's rows below it (the home indicator's area) under
    /// it: at rest they fill the screen's bottom; riding the keyboard, the keyboard covers them.
    static func drawBar(_ state: Phone, design bar: DesignBar, frame: Rect, into list: inout DrawList) {
        guard let design = state.design, let bitmap = state.shownDesign.bitmap else { return }
        let f = state.shownDesign.factor
        let scale = design.scale
        let area = state.barLayout.barArea(keyboard: state.presented.keyboardFrame)
        let width = Double(bitmap.width) / scale
        if bar.rect.width < width {
            list.fill(frame, color(bitmap, x: bar.rect.minX * scale, y: bar.rect.minY * scale))
        }
        let below = Double(bitmap.height) / scale - bar.rect.maxY
        if below > 0 {
            list.commands.append(
                .image(
                    bitmap,
                    source: Rect(x: 0, y: bar.rect.maxY * scale, width: Double(bitmap.width), height: below * scale),
                    destination: Rect(x: area.minX, y: frame.maxY, width: width * f, height: below * f)))
        }
        let source = Rect(
            x: bar.rect.minX * scale, y: bar.rect.minY * scale, width: bar.rect.width * scale,
            height: bar.rect.height * scale)
        let destination = Rect(
            x: area.minX + bar.rect.minX * f, y: frame.minY, width: bar.rect.width * f, height: frame.height)
        list.commands.append(.image(bitmap, source: source, destination: destination))
        let pressed = state.pointer.barPressedAt.map { (state.now - $0).seconds < BottomBarView.pressDuration } ?? false
        if pressed { list.fill(destination, Color(red: 255, green: 255, blue: 255, alpha: 77)) }
    }

    /// Field `index` at `rect`: untouched, the design shows its placeholder; with focus or text, its text area is
    /// painted with its fill and the text drawn in it, with the caret when focused.
    static func drawField(
        _ index: Int, rect: Rect, state: Phone, bitmap: DesignBitmap, context: ViewContext, into list: inout DrawList
    ) {
        guard let design = state.design else { return }
        let field = design.fields[index]
        let isFocused = state.editor.focus == index
        let typed =
            isFocused
            ? state.editor.values[index].inserting(state.editor.composition, at: state.editor.caret)
            : state.editor.values[index]
        // A secure field shows a dot a character, as the password field it stands for.
        let value = state.form.fields[index].isSecure ? ValueLine.dots(typed.count) : typed
        guard isFocused || !typed.isEmpty else { return }
        let dark = state.conditions.appearance == .dark
        let inset = state.shownDesign.textPadding(ofField: index)
        let trailing = field.trailingInset * state.shownDesign.factor
        let area = textArea(rect, inset: inset, trailing: trailing)
        let fill =
            field.fill.flatMap { Color(hex: $0.hex(dark: dark)) }
            ?? dominantColor(
                bitmap, in: textArea(field.rect, inset: field.textInset, trailing: field.trailingInset),
                scale: design.scale)
        list.fill(area, fill)
        // Without a colour of its own the text follows the design's pixels under it, so a light-only design stays
        // readable in dark mode.
        let text = field.textColor.flatMap { Color(hex: $0.hex(dark: dark)) } ?? state.shownDesign.ink(over: fill)
        if let label = field.floatingLabel {
            drawFloatingLabel(
                label, rect: rect, field: field, state: state, bitmap: bitmap, context: context, into: &list)
        }
        let font = state.shownDesign.fieldFont(index)
        let lineHeight = state.shownDesign.lineHeight(index)
        let textWidth = rect.width - 2 * inset - max(0, trailing - inset)
        list.clipped(to: area) { list in
            if state.form.fields[index].isMultiline {
                drawLines(
                    index, rect: rect, inset: inset, font: font, color: text, lineHeight: lineHeight, state: state,
                    context: context, into: &list)
                return
            }
            let caretOffset = isFocused ? state.editor.caret + state.editor.composition.count : value.count
            let before = context.measurer.size(of: String(value.prefix(caretOffset)), font: font).width
            // A value wider than the field scrolls left, keeping the caret in view, as a UITextField does.
            let shift = max(0, before - textWidth + 2)
            let left = rect.minX + inset - shift
            let line = Rect(x: left, y: rect.midY - lineHeight / 2, width: textWidth + shift, height: lineHeight)
            FormContentView.appendLine(
                value, font: font, color: text, x: left, row: line, visible: area, context: context, into: &list)
            if isFocused {
                drawCaret(x: left + before, midY: rect.midY, font: font, state: state, context: context, into: &list)
            }
        }
    }

    /// A multi-line field's wrapped lines from the top inset, the ones around the caret when they overflow it.
    static func drawLines(
        _ index: Int, rect: Rect, inset: Double, font: FontSpec, color: Color, lineHeight: Double, state: Phone,
        context: ViewContext, into list: inout DrawList
    ) {
        let lines = state.displayedLines(ofField: index, measurer: context.measurer)
        let isFocused = state.editor.focus == index
        let wrapper = state.wrapper(forField: index, measurer: context.measurer)
        let caret = state.editor.caret + state.editor.composition.count
        let caretLine = isFocused ? wrapper.line(ofCaret: caret, in: lines) : 0
        let room = max(1, Int((rect.height - 2 * inset) / lineHeight))
        let first = max(0, caretLine - room + 1)
        let top = rect.minY + min(inset, (rect.height - lineHeight) / 2)
        for (number, line) in lines.enumerated().dropFirst(first).prefix(room) {
            let frame = Rect(
                x: rect.minX + inset, y: top + Double(number - first) * lineHeight, width: rect.width - 2 * inset,
                height: lineHeight)
            if !line.text.isEmpty { list.text(TextRun(line.text, font: font, color: color, frame: frame)) }
            guard isFocused, number == caretLine else { continue }
            let column = max(0, min(line.text.count, caret - line.start))
            let x = frame.minX + context.measurer.size(of: String(line.text.prefix(column)), font: font).width
            drawCaret(x: x, midY: frame.midY, font: font, state: state, context: context, into: &list)
        }
        if isFocused, lines.isEmpty {
            drawCaret(
                x: rect.minX + inset, midY: top + lineHeight / 2, font: font, state: state, context: context,
                into: &list)
        }
    }

    /// A Material 3 field's label floated onto its top edge, in the small size and the accent colour, on a patch
    /// of the colour just above the field that breaks the outline, as the field does once it has focus or text.
    static func drawFloatingLabel(
        _ label: String, rect: Rect, field: DesignField, state: Phone, bitmap: DesignBitmap, context: ViewContext,
        into list: inout DrawList
    ) {
        guard let design = state.design else { return }
        let f = state.shownDesign.factor
        let font = FontSpec(state.device.platform.typeface(.regular), size: 12 * f)
        let size = context.measurer.size(of: label, font: font)
        let height = (16 * f).rounded()
        let x = rect.minX + field.textInset * f
        let patch = Rect(x: x - 4 * f, y: rect.minY - height / 2, width: size.width + 8 * f, height: height)
        let above = color(bitmap, x: (field.rect.minX + 1) * design.scale, y: (field.rect.minY - 3) * design.scale)
        list.fill(patch, above)
        let frame = Rect(x: x, y: patch.minY, width: size.width, height: height)
        list.text(TextRun(label, font: font, color: state.theme.tint, frame: frame))
    }

    /// The part of a field painted over once it has focus or text: inside its border and corners, and left of a
    /// trailing icon `trailing` points wide, which stays visible.
    static func textArea(_ rect: Rect, inset: Double, trailing: Double = 0) -> Rect {
        let horizontal = min(inset / 2, rect.width / 4)
        let vertical = min(max(1, inset / 2), rect.height / 4)
        let right = max(horizontal, min(trailing, rect.width / 2))
        return rect.inset(by: EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: right))
    }

    /// The caret, as tall as the text; it blinks in the window and always shows in captures.
    static func drawCaret(
        x: Double, midY: Double, font: FontSpec, state: Phone, context: ViewContext, into list: inout DrawList
    ) {
        if !context.isCapture, state.now.seconds.truncatingRemainder(dividingBy: 1) >= 0.5 { return }
        let height = (font.size * 1.3).rounded()
        list.fill(Rect(x: x, y: midY - height / 2, width: state.theme.caretWidth, height: height), state.theme.tint)
    }

    /// The colour behind the phone's status bar over a design that has none: the design's top row.
    static func topColor(_ state: Phone) -> Color {
        guard let bitmap = state.shownDesign.bitmap else { return state.theme.background }
        return color(bitmap, x: 1, y: 1)
    }

    /// The ink of the phone's status bar over a design: the light look's text over a light top row, the dark
    /// look's over a dark one, whatever the appearance.
    static func statusBarInk(_ state: Phone) -> Color { state.shownDesign.ink(over: topColor(state)) }

    /// The colour most of `area` (design points, `scale` pixels each) shows: the field's own background, not the
    /// placeholder's glyphs that a single pixel may land on. A grid of 24 × 8 pixels is counted; a tie goes to the
    /// colour seen first.
    ///
    /// - Complexity: O(1): 192 pixels whatever the field's size.
    static func dominantColor(_ bitmap: DesignBitmap, in area: Rect, scale: Double) -> Color {
        var counts: [UInt32: (count: Int, first: Int)] = [:]
        let (columns, rows) = (24, 8)
        for row in 0..<rows {
            for column in 0..<columns {
                let x = (area.minX + area.width * (Double(column) + 0.5) / Double(columns)) * scale
                let y = (area.minY + area.height * (Double(row) + 0.5) / Double(rows)) * scale
                let pixel = bitmap.pixel(x: Int(x), y: Int(y))
                let key = UInt32(pixel.red) << 16 | UInt32(pixel.green) << 8 | UInt32(pixel.blue)
                let seen = counts[key] ?? (0, row * columns + column)
                counts[key] = (seen.count + 1, seen.first)
            }
        }
        let best = counts.max { a, b in
            a.value.count == b.value.count ? a.value.first > b.value.first : a.value.count < b.value.count
        }
        let key = best?.key ?? 0
        return Color(red: UInt8(key >> 16 & 0xFF), green: UInt8(key >> 8 & 0xFF), blue: UInt8(key & 0xFF))
    }

    /// The picture's colour at pixel (x, y), clamped to it, made opaque.
    static func color(_ bitmap: DesignBitmap, x: Double, y: Double) -> Color {
        let pixel = bitmap.pixel(x: Int(x), y: Int(y))
        return Color(red: pixel.red, green: pixel.green, blue: pixel.blue)
    }
}
