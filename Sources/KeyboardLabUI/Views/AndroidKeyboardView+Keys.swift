import KeyboardAvoidance
import LabDrawing
import LabImages

extension AndroidKeyboardView {
    /// A key's glyph size (shift, delete, the return key's icon), a share of its face's height.
    static let glyphShare = 0.55
    /// The largest a key's glyph grows.
    static let largestGlyph = 22.0
    /// The space between a phone pad's digit and its letters.
    static let hintSpacing = 6.0

    /// One key: its rounded face in its colour (a little darker while pressed), then its label or glyph. The bar's
    /// hide chevron has no face.
    static func drawKey(
        _ placed: AndroidPlacedKey, of keyboard: AndroidKeyboard, state: Phone, palette: AndroidKeyboardPalette,
        isPressed: Bool, measurer: any TextMeasuring, into list: inout DrawList
    ) {
        let key = placed.key
        let rect = key.frame
        if key.spec.kind == .dismiss {
            if isPressed {
                let size = min(rect.width, rect.height) - 8
                let disc = Rect(x: rect.midX - size / 2, y: rect.midY - size / 2, width: size, height: size)
                list.fillRounded(disc, radius: size / 2, palette.ink.withOpacity(0.12))
            }
            drawHideGlyph(in: rect, color: palette.ink, into: &list)
            return
        }
        var face = placed.isFunctional ? palette.functional : palette.key
        var ink = placed.isFunctional ? palette.functionalInk : palette.ink
        if key.spec.kind == .returnKey {
            face = palette.action
            ink = palette.actionInk
        }
        if isPressed { face = AndroidKeyboardPalette.pressed(face) }
        list.fillRounded(rect, radius: AndroidKeyboardGrid.cornerRadius(of: rect), face)
        let grid = keyboard.grid
        let size = min(largestGlyph, grid.faceHeight * glyphShare)
        let glyph = Rect(x: rect.midX - size / 2, y: rect.midY - size / 2, width: size, height: size)
        switch key.spec.kind {
        case .shift: drawShiftGlyph(in: glyph, filled: state.editor.shift, color: ink, into: &list)
        case .delete: drawDeleteGlyph(in: glyph, color: ink, into: &list)
        case .returnKey: drawReturnGlyph(keyboard.returnKey, in: glyph, color: ink, face: face, into: &list)
        case .space where keyboard.page.isPad: drawSpaceGlyph(in: glyph, color: ink, into: &list)
        case .emoji: KeyboardView.drawEmojiGlyph(in: glyph, color: ink, into: &list)
        case .numbers:
            let font = FontSpec(.robotoMedium, size: grid.labelSize)
            list.text(TextRun(key.spec.label, font: font, color: ink, frame: rect, alignment: .center))
        case .character:
            drawCharacter(
                key, grid: grid, page: keyboard.page, shift: state.editor.shift, color: ink, measurer: measurer,
                into: &list)
        default:
            break
        }
    }

    /// A character key's label as typed (upper case with shift on), a letter's size, or a label's for a longer
    /// one; a phone pad's letters (and `+`) sit beside its digit, the pair centred.
    static func drawCharacter(
        _ key: PlacedKey, grid: AndroidKeyboardGrid, page: AndroidKeyboardPage, shift: Bool, color: Color,
        measurer: any TextMeasuring, into list: inout DrawList
    ) {
        let rect = key.frame
        var label = shift ? key.spec.label.uppercased() : key.spec.label
        // The pads' minus reads as a minus sign, not a hyphen.
        if page.isPad, label == "-" { label = "\u{2212}" }
        let font =
            label.count == 1 ? FontSpec(.roboto, size: grid.letterSize) : FontSpec(.robotoMedium, size: grid.labelSize)
        let hint = key.spec.subtitle
        guard !hint.isEmpty else {
            list.text(TextRun(label, font: font, color: color, frame: rect, alignment: .center))
            return
        }
        let hintFont = FontSpec(.roboto, size: grid.hintSize)
        let labelWidth = measurer.size(of: label, font: font).width
        let hintWidth = measurer.size(of: hint, font: hintFont).width
        let left = rect.midX - (labelWidth + hintSpacing + hintWidth) / 2
        list.text(
            TextRun(
                label, font: font, color: color,
                frame: Rect(x: left, y: rect.minY, width: labelWidth, height: rect.height)))
        list.text(
            TextRun(
                hint, font: hintFont, color: color.withOpacity(0.7),
                frame: Rect(x: left + labelWidth + hintSpacing, y: rect.minY, width: hintWidth, height: rect.height)))
    }
}
