import KeyboardAvoidance
import LabDrawing
import LabImages

/// Draws the scroll view's content: header labels, section headers, grouped rows with labels, values,
/// placeholders, caret and composition, and the scroll indicator.
enum FormContentView {
    /// The part of the scroll view to draw: all of it, less what an opaque keyboard covers. A docked keyboard (or,
    /// with a hardware keyboard, its accessory bar) is opaque; a floating keyboard has content all around it, and
    /// iOS 26's glass keyboard shows it through.
    static func visibleFrame(_ state: Phone) -> Rect {
        let keyboard = state.presented.keyboardFrame
        let glass =
            state.device.platform == .ios && state.conditions.ios.hasGlassKeyboard
            && !state.conditions.options.hardwareKeyboard
        let occluded =
            (!state.conditions.options.hardwareKeyboard || state.conditions.options.accessoryBar)
            && keyboard.width >= state.screen.width - 0.5 && !glass
        var frame = state.scrollFrame
        // Android's pan moves the content up over the keyboard's top edge, which stays where it is.
        let edge = keyboard.minY + state.presented.pan
        if occluded, edge < frame.maxY {
            frame.size.height = max(0, edge - frame.minY)
        }
        // iOS 26's floating card rounds its bottom corners too: the content stops short of them.
        if let card = state.cardFrame, SheetView.isGlass(state, card: card) {
            frame.size.height = max(0, min(frame.maxY, card.maxY - floatingCardMargin) - frame.minY)
        }
        return frame
    }

    /// How far above a floating card's bottom the content stops, clear of its rounded corners.
    static let floatingCardMargin = 16.0

    static func draw(_ state: Phone, context: ViewContext, into list: inout DrawList) {
        if state.device.platform == .android { return MaterialFormView.draw(state, context: context, into: &list) }
        let theme = state.theme
        let frame = visibleFrame(state)
        let offset = state.presented.contentOffset
        let layout = state.layout
        let dy = frame.minY - offset.y
        let dx = frame.minX - offset.x
        let band = (minY: offset.y, maxY: offset.y + frame.height)
        let body = state.bodyFont
        list.commands.append(.pushClip(frame))
        for (i, label) in state.form.headerLabels.enumerated() {
            let rect = layout.headerLabelFrames[i].offsetBy(dx: dx, dy: dy)
            guard rect.intersects(frame) else { continue }
            let text = context.measurer.truncating(label, font: body, toWidth: rect.width)
            list.text(TextRun(text, font: body, color: theme.text, frame: rect))
        }
        let rows = layout.rows(intersectingMinY: band.minY - 60, maxY: band.maxY + 60)
        if !rows.isEmpty {
            let firstSection = layout.section(ofField: rows.lowerBound)
            let lastSection = layout.section(ofField: rows.upperBound - 1)
            for s in firstSection...lastSection where !state.form.sections[s].isOutsideContent {
                let header = layout.sectionHeaderFrames[s].offsetBy(dx: dx, dy: dy)
                list.text(
                    TextRun(
                        context.measurer.truncating(
                            state.form.sections[s].title.uppercased(), font: state.footnoteFont, toWidth: header.width),
                        font: state.footnoteFont, color: theme.secondaryText, frame: header))
                // Clamp very tall groups to the visible band (plus a margin that hides the clamped corners).
                var group = layout.groupFrames[s].offsetBy(dx: dx, dy: dy)
                let top = max(group.minY, frame.minY - 40)
                let bottom = min(group.maxY, frame.maxY + 40)
                group = Rect(x: group.minX, y: top, width: group.width, height: max(0, bottom - top))
                list.fillRounded(group, radius: theme.cellCornerRadius, theme.cell)
            }
            for index in rows where !state.form.sections[layout.section(ofField: index)].isOutsideContent {
                drawRow(index, state: state, context: context, dx: dx, dy: dy, into: &list)
            }
        }
        drawScrollIndicator(state, context: context, into: &list)
        list.commands.append(.popClip)
    }

    static func drawRow(
        _ index: Int, state: Phone, context: ViewContext, dx: Double, dy: Double, into list: inout DrawList
    ) {
        let theme = state.theme
        let layout = state.layout
        let field = state.form.fields[index]
        let row = layout.rowFrames[index].offsetBy(dx: dx, dy: dy)
        let body = state.bodyFont
        let pad = theme.fieldPadding
        let isFocused = state.editor.focus == index
        let section = layout.section(ofField: index)
        if index + 1 < layout.sectionStarts[section + 1] {
            // Under a row with an icon the separator starts at the label, as in a settings list.
            let hasIcon = field.icon != nil && !layout.metrics.stacksLabels
            let start = pad + (hasIcon ? ValueLine.iconSide + ValueLine.iconGap : 0)
            list.hairline(
                Rect(x: row.minX + start, y: row.maxY - 0.5, width: row.width - start, height: 0.5), theme.separator)
        }
        if field.isMultiline {
            drawMultiline(index, row: row, state: state, context: context, into: &list)
            return
        }
        if field.isReadOnly {
            // A list's row: its text alone.
            let label = Rect(x: row.minX + pad, y: row.minY, width: row.width - 2 * pad, height: row.height)
            list.text(
                TextRun(
                    context.measurer.truncating(field.label, font: body, toWidth: label.width), font: body,
                    color: theme.text, frame: label))
            return
        }
        let line = ValueLine(state, field: index, row: row, measurer: context.measurer)
        let measurer = context.measurer
        if let icon = line.iconFrame, let colour = field.icon.flatMap(Color.init(hex:)) {
            drawIcon(icon, colour: colour, theme: theme, into: &list)
        }
        let label = measurer.truncating(field.label, font: body, toWidth: line.labelFrame.width)
        list.text(TextRun(label, font: body, color: theme.text, frame: line.labelFrame))
        let valueArea = line.area
        if line.text.isEmpty {
            // The caret replaces the placeholder, as on iOS, so it never draws over it.
            if isFocused {
                let x = line.isStacked ? valueArea.minX : valueArea.maxX - theme.caretWidth
                drawCaret(x: x, midY: line.midY, state: state, context: context, into: &list)
            } else {
                let placeholder = measurer.truncating(field.placeholder, font: body, toWidth: valueArea.width)
                list.text(
                    TextRun(
                        placeholder, font: body, color: theme.placeholder, frame: valueArea, alignment: line.alignment))
            }
            return
        }
        guard isFocused else {
            // A value too long for its row ends in "…", as a UITextField's does when it is not being edited. Only a
            // prefix longer than any row is measured, so a huge value costs what a short one does.
            let shown =
                line.fits
                ? line.text
                : measurer.truncating(String(line.text.prefix(longText)), font: body, toWidth: valueArea.width)
            list.text(TextRun(shown, font: body, color: theme.text, frame: valueArea, alignment: line.alignment))
            return
        }
        list.clipped(to: valueArea) { list in
            if !state.editor.composition.isEmpty {
                let marked = context.measurer.size(of: state.editor.composition, font: body).width
                let height = state.layout.metrics.lineHeight
                let rect = Rect(x: line.anchorX - marked, y: line.midY - height / 2, width: marked, height: height)
                list.fill(rect, theme.selection)
                list.fill(Rect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1), theme.tint)
            }
            appendLine(
                line.text, font: body, color: theme.text, anchor: line.anchor, x: line.anchorX, row: valueArea,
                visible: valueArea, context: context, into: &list)
        }
        drawCaret(x: line.caretX, midY: line.midY, state: state, context: context, into: &list)
    }

    /// A settings row's icon square; a near-black icon on a dark cell (Wallet's #1C1C1E in dark mode) keeps a 1 pt
    /// ring to show its edge.
    static func drawIcon(_ icon: Rect, colour: Color, theme: Theme, into list: inout DrawList) {
        guard isHardToSee(colour, on: theme.cell) else {
            list.fillRounded(icon, radius: 7, colour)
            return
        }
        list.fillRounded(icon, radius: 7, theme.placeholder)
        list.fillRounded(icon.inset(by: EdgeInsets(all: 1)), radius: 6, colour)
    }

    /// Whether an icon of `colour` would vanish into a cell of `cell`: every channel within 24 of the cell's.
    static func isHardToSee(_ colour: Color, on cell: Color) -> Bool {
        let channels = [(colour.red, cell.red), (colour.green, cell.green), (colour.blue, cell.blue)]
        return channels.allSatisfy { abs(Int($0.0) - Int($0.1)) <= 24 }
    }

    static func drawMultiline(_ index: Int, row: Rect, state: Phone, context: ViewContext, into list: inout DrawList) {
        let theme = state.theme
        let field = state.form.fields[index]
        let body = state.bodyFont
        let metrics = state.layout.metrics
        let isFocused = state.editor.focus == index
        let value =
            isFocused
            ? state.editor.values[index].inserting(state.editor.composition, at: state.editor.caret)
            : state.editor.values[index]
        // The label sits on the first line, left, as a single-line row's does, the text's lines after it; when
        // labels stack it has the first line to itself, the text under it.
        let labelColumn = state.multilineLabelColumn(ofField: index, context.measurer)
        let stacked = state.layout.multilineLabelLine
        if labelColumn > 0 || stacked > 0 {
            let width = stacked > 0 ? row.width - 2 * theme.fieldPadding : labelColumn - PhoneMetrics.labelGap
            let frame = Rect(
                x: row.minX + theme.fieldPadding, y: row.minY + metrics.multilinePadding, width: width,
                height: metrics.lineHeight)
            list.text(
                TextRun(
                    context.measurer.truncating(field.label, font: body, toWidth: width), font: body,
                    color: theme.text, frame: frame))
        }
        let textLeft = row.minX + theme.fieldPadding + labelColumn
        let textTop = row.minY + metrics.multilinePadding + stacked
        let wrapper = state.wrapper(forField: index, measurer: context.measurer)
        if value.isEmpty {
            let line = Rect(
                x: textLeft, y: textTop, width: wrapper.width, height: metrics.lineHeight)
            if isFocused {
                drawCaret(x: textLeft, midY: line.midY, state: state, context: context, into: &list)
            } else if !field.placeholder.isEmpty {
                list.text(
                    TextRun(
                        context.measurer.truncating(field.placeholder, font: body, toWidth: line.width),
                        font: body, color: theme.placeholder, frame: line))
            }
            return
        }
        let lines = state.displayedLines(ofField: index, measurer: context.measurer)
        for (i, line) in lines.enumerated() {
            let rect = Rect(
                x: textLeft, y: textTop + Double(i) * metrics.lineHeight,
                width: wrapper.width, height: metrics.lineHeight)
            if !line.text.isEmpty { list.text(TextRun(line.text, font: body, color: theme.text, frame: rect)) }
        }
        guard isFocused else { return }
        let caret = state.editor.caret + state.editor.composition.count
        let lineIndex = wrapper.line(ofCaret: caret, in: lines)
        let line = lines[lineIndex]
        let column = max(0, min(line.text.count, caret - line.start))
        let x = textLeft + context.measurer.size(of: String(line.text.prefix(column)), font: body).width
        let midY = textTop + (Double(lineIndex) + 0.5) * metrics.lineHeight
        drawCaret(x: x, midY: midY, state: state, context: context, into: &list)
    }

    /// Longest piece of text drawn as one run: a long value is cut into pieces, and only those that meet the
    /// visible area are drawn, so a 10,000-character value costs what a short one does.
    static let pieceLength = 48
    /// More characters than fit in any row, whatever the font.
    static let longText = 400

    /// Draws one line of text, vertically centred in `row` and clipped to `visible`, placed so that the character
    /// offset `anchor` lies at `x` (0 places the text's start there).
    static func appendLine(
        _ text: String, font: FontSpec, color: Color, anchor: Int = 0, x: Double, row: Rect, visible: Rect,
        context: ViewContext, into list: inout DrawList
    ) {
        func run(_ piece: Substring, at left: Double, width: Double) {
            let frame = Rect(x: left, y: row.minY, width: width, height: row.height)
            list.text(TextRun(String(piece), font: font, color: color, frame: frame))
        }
        guard text.count > pieceLength else {
            let before = anchor > 0 ? context.measurer.size(of: String(text.prefix(anchor)), font: font).width : 0
            run(Substring(text), at: x - before, width: context.measurer.size(of: text, font: font).width)
            return
        }
        let split = text.index(text.startIndex, offsetBy: min(max(0, anchor), text.count))
        // Forwards from the anchor to the right edge.
        var left = x
        var rest = text[split...]
        while !rest.isEmpty, left < visible.maxX {
            let piece = rest.prefix(pieceLength)
            rest = rest.dropFirst(pieceLength)
            let width = context.measurer.size(of: String(piece), font: font).width
            if left + width > visible.minX { run(piece, at: left, width: width) }
            left += width
        }
        // Backwards from the anchor to the left edge.
        var right = x
        var head = text[..<split]
        while !head.isEmpty, right > visible.minX {
            let piece = head.suffix(pieceLength)
            head = head.dropLast(pieceLength)
            let width = context.measurer.size(of: String(piece), font: font).width
            if right - width < visible.maxX { run(piece, at: right - width, width: width) }
            right -= width
        }
    }

    /// The caret blinks 0.5 s on, 0.5 s off in the window, and always shows in captures; it grows with the text.
    static func drawCaret(x: Double, midY: Double, state: Phone, context: ViewContext, into list: inout DrawList) {
        let theme = state.theme
        if !context.isCapture, state.now.seconds.truncatingRemainder(dividingBy: 1) >= 0.5 { return }
        let height = theme.caretHeight * state.bodyFont.size / theme.bodySize
        list.fill(Rect(x: x, y: midY - height / 2, width: theme.caretWidth, height: height), theme.tint)
    }

    /// Shown while scrolling and for 0.5 s afterwards.
    static func drawScrollIndicator(_ state: Phone, context: ViewContext, into list: inout DrawList) {
        guard let last = state.diagnostics.lastScroll,
            (state.now - last).seconds <= 0.5 || state.pointer.press?.isDragging == true
        else {
            return
        }
        let geometry = state.scrollGeometry
        let visible = geometry.frame.height - geometry.contentInset.top - geometry.contentInset.bottom
        let total = geometry.contentSize.height
        guard total > visible, visible > 0 else { return }
        let trackTop = geometry.frame.minY + geometry.contentInset.top + 3
        let track = visible - 6
        let length = max(36, track * visible / total)
        let range = geometry.offsetRange(inset: geometry.contentInset)
        let fraction =
            range.upperBound > range.lowerBound
            ? (geometry.contentOffset.y - range.lowerBound) / (range.upperBound - range.lowerBound) : 0
        let y = trackTop + (track - length) * min(1, max(0, fraction))
        let x = geometry.frame.maxX - 3 - 3 - state.safeArea.right
        list.fillRounded(Rect(x: x, y: y, width: 3, height: length), radius: 1.5, state.theme.scrollIndicator)
    }
}

extension String {
    /// The string with `other` inserted at character offset `offset` (clamped).
    func inserting(_ other: String, at offset: Int) -> String {
        guard !other.isEmpty else { return self }
        var copy = self
        copy.insert(contentsOf: other, at: copy.index(copy.startIndex, offsetBy: min(max(0, offset), count)))
        return copy
    }
}
