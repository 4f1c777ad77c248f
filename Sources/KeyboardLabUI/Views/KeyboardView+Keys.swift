import KeyboardAvoidance
import LabDrawing
import LabImages

extension KeyboardView {
    /// One key: its body, then its label or glyph. On a number pad (`isGrid`) digits are large with their
    /// letters, and delete has no body. iOS 26's glass keys (`isGlass`) are rounder and cast no shadow.
    static func drawKey(
        _ key: PlacedKey, state: Phone, isPressed: Bool, isGrid isNumberPad: Bool, isGlass: Bool = false,
        measurer: any TextMeasuring, into list: inout DrawList
    ) {
        let theme = state.theme
        let rect = key.frame
        var fill: Color
        var labelColor = theme.text
        var label = key.spec.label
        var font = FontSpec(.regular, size: theme.keyLetterSize)
        switch key.spec.kind {
        case .character:
            fill = theme.key
            if state.editor.shift { label = label.uppercased() }
            if isNumberPad { font = FontSpec(.regular, size: theme.numberKeySize) }
        case .space:
            fill = theme.key
            font = FontSpec(.regular, size: theme.spaceLabelSize)
        case .returnKey:
            let key = state.keyboardField.map { state.form.returnKey(for: $0.id) } ?? .return
            label = key.label
            font = FontSpec(key.isAction ? .semibold : .regular, size: theme.spaceLabelSize)
            fill = key.isAction ? theme.tint : theme.specialKey
            if key.isAction { labelColor = .white }
        case .numbers:
            fill = theme.specialKey
            font = FontSpec(.regular, size: theme.spaceLabelSize)
        case .emoji, .dictation:
            fill = theme.specialKey
        case .shift, .delete, .dismiss:
            fill =
                isNumberPad
                ? theme.keyboardBackground
                : (key.spec.kind == .shift && state.editor.shift ? theme.key : theme.specialKey)
        case .blank, .spacer:
            return
        }
        if isPressed { fill = theme.keyPressed }
        let drawsBody = !(isNumberPad && key.spec.kind == .delete)
        if drawsBody {
            // The shadow is the key moved 1 pt down. A translucent one (dark mode) is drawn as its bottom band only,
            // which is all that shows under the key, rather than blending the whole key's area for nothing.
            let radius = isGlass ? KeyboardGeometry.glassKey.radius : theme.keyCornerRadius
            let band = theme.keyShadow.alpha == 255 ? rect.height : min(rect.height, 2 * radius + 2)
            if !isGlass {
                list.fillRounded(
                    Rect(x: rect.minX, y: rect.maxY + 1 - band, width: rect.width, height: band), radius: radius,
                    theme.keyShadow)
            }
            list.fillRounded(rect, radius: radius, fill)
        }
        switch key.spec.kind {
        case .shift: drawShiftGlyph(in: rect, filled: state.editor.shift, color: theme.text, into: &list)
        case .delete: drawDeleteGlyph(in: rect, color: theme.text, into: &list)
        case .dismiss: drawDismissGlyph(in: rect, color: theme.text, into: &list)
        case .emoji: drawEmojiGlyph(in: rect, color: theme.text, into: &list)
        case .dictation:
            let glyph = Rect(x: rect.midX - 13, y: rect.midY - 13, width: 26, height: 26)
            drawDictationGlyph(in: glyph, color: theme.text, background: fill, into: &list)
        default:
            if isNumberPad && !key.spec.subtitle.isEmpty {
                drawDigit(
                    label, letters: key.spec.subtitle, in: rect, font: font, color: labelColor, measurer: measurer,
                    into: &list)
            } else {
                let labelRect = key.spec.kind == .character && !isNumberPad ? rect.offsetBy(dx: 0, dy: -1.5) : rect
                list.text(TextRun(label, font: font, color: labelColor, frame: labelRect, alignment: .center))
            }
        }
    }

    /// The small letters under a number-pad digit (ABC, DEF …).
    static let digitLettersFont = FontSpec(.semibold, size: 10)

    /// A number-pad digit with its small letters: stacked under it when the key is tall enough for both lines,
    /// beside it on a short (landscape) key, and dropped when even that does not fit, so they never overlap.
    static func drawDigit(
        _ digit: String, letters: String, in rect: Rect, font: FontSpec, color: Color, measurer: any TextMeasuring,
        into list: inout DrawList
    ) {
        let digitSize = measurer.size(of: digit, font: font)
        let lettersSize = measurer.size(of: letters, font: digitLettersFont)
        if digitSize.height + lettersSize.height <= rect.height - 2 {
            let top = rect.midY - (digitSize.height + lettersSize.height) / 2
            let digitLine = Rect(x: rect.minX, y: top, width: rect.width, height: digitSize.height)
            list.text(TextRun(digit, font: font, color: color, frame: digitLine, alignment: .center))
            let lettersLine = Rect(x: rect.minX, y: digitLine.maxY, width: rect.width, height: lettersSize.height)
            list.text(TextRun(letters, font: digitLettersFont, color: color, frame: lettersLine, alignment: .center))
            return
        }
        let spacing = 6.0
        let total = digitSize.width + spacing + lettersSize.width
        guard total <= rect.width - 8 else {
            list.text(TextRun(digit, font: font, color: color, frame: rect, alignment: .center))
            return
        }
        let left = rect.midX - total / 2
        list.text(
            TextRun(
                digit, font: font, color: color,
                frame: Rect(x: left, y: rect.minY, width: digitSize.width, height: rect.height)))
        list.text(
            TextRun(
                letters, font: digitLettersFont, color: color,
                frame: Rect(
                    x: left + digitSize.width + spacing, y: rect.minY, width: lettersSize.width, height: rect.height)))
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

    /// A small keyboard over a downward chevron, the iPad's hide-keyboard key.
    static func drawDismissGlyph(in rect: Rect, color: Color, into list: inout DrawList) {
        let cx = rect.midX
        let cy = rect.midY - 4
        let body = Rect(x: cx - 12, y: cy - 8, width: 24, height: 15)
        let outline = [
            Point(x: body.minX, y: body.minY), Point(x: body.maxX, y: body.minY), Point(x: body.maxX, y: body.maxY),
            Point(x: body.minX, y: body.maxY), Point(x: body.minX, y: body.minY),
        ]
        list.commands.append(.polyline(outline, width: 1.5, color))
        for row in 0..<2 {
            for column in 0..<4 {
                list.fill(
                    Rect(
                        x: body.minX + 4 + Double(column) * 4.5, y: body.minY + 3.5 + Double(row) * 3.5, width: 2,
                        height: 2), color)
            }
        }
        list.fill(Rect(x: body.minX + 7, y: body.maxY - 4, width: 10, height: 1.5), color)
        list.commands.append(
            .polyline(
                [
                    Point(x: cx - 4, y: body.maxY + 5), Point(x: cx, y: body.maxY + 9),
                    Point(x: cx + 4, y: body.maxY + 5),
                ],
                width: 1.5, color))
    }
}
