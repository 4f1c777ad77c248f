import KeyboardAvoidance
import LabDrawing
import LabImages

extension KeyboardView {
    /// The AutoFill bar in the predictive bar's place: a key and "Passwords", centred; or a key, "Use Strong
    /// Password" and the password under it; or the code with "From Messages" under it.
    static func drawAutoFillBar(
        _ bar: AutoFillBar, in frame: Rect, state: Phone, measurer: any TextMeasuring, into list: inout DrawList
    ) {
        let theme = state.theme
        let title: String
        let detail: String?
        switch bar {
        case .passwords: (title, detail) = ("Passwords", nil)
        case .strongPassword(let password): (title, detail) = ("Use Strong Password", password)
        case .oneTimeCode(let code): (title, detail) = (code, "From Messages")
        }
        let titleFont = FontSpec(.regular, size: theme.predictiveSize)
        let detailFont = FontSpec(.regular, size: 12)
        // A code from Messages shows no key: it is not a saved credential.
        let hasKey: Bool
        if case .oneTimeCode = bar { hasKey = false } else { hasKey = true }
        let keyWidth = hasKey ? keyGlyphSize.width + 6 : 0
        let textWidth = min(
            frame.width - 24 - keyWidth,
            max(
                measurer.size(of: title, font: titleFont).width,
                detail.map { measurer.size(of: $0, font: detailFont).width } ?? 0))
        let left = frame.midX - (keyWidth + textWidth) / 2
        if hasKey {
            let glyph = Rect(
                x: left, y: frame.midY - keyGlyphSize.height / 2, width: keyGlyphSize.width,
                height: keyGlyphSize.height)
            drawKeyGlyph(in: glyph, color: theme.text, background: theme.keyboardBackground, into: &list)
        }
        let textFrame = Rect(x: left + keyWidth, y: frame.minY, width: textWidth, height: frame.height)
        guard let detail else {
            list.text(TextRun(title, font: titleFont, color: theme.text, frame: textFrame, alignment: .center))
            return
        }
        let top = Rect(x: textFrame.minX, y: frame.minY + 5, width: textWidth, height: frame.height / 2 - 3)
        let bottom = Rect(x: textFrame.minX, y: frame.midY + 2, width: textWidth, height: frame.height / 2 - 6)
        list.text(
            TextRun(
                measurer.truncating(title, font: titleFont, toWidth: textWidth), font: titleFont, color: theme.text,
                frame: top, alignment: .center))
        list.text(
            TextRun(
                measurer.truncating(detail, font: detailFont, toWidth: textWidth), font: detailFont,
                color: theme.secondaryText, frame: bottom, alignment: .center))
    }

    /// The AutoFill key glyph's size.
    static let keyGlyphSize = Size(width: 12, height: 22)

    /// A key standing upright: a ring (the bow) over a shaft with two teeth on its right, drawn as simple shapes; the
    /// ring's hole is cut in `background`.
    static func drawKeyGlyph(in rect: Rect, color: Color, background: Color, into list: inout DrawList) {
        let bow = Rect(x: rect.midX - 5.5, y: rect.minY, width: 11, height: 11)
        list.fillRounded(bow, radius: 5.5, color)
        list.fillRounded(Rect(x: bow.midX - 1.75, y: bow.minY + 2.5, width: 3.5, height: 3.5), radius: 1.75, background)
        list.fill(Rect(x: rect.midX - 1, y: bow.maxY - 0.5, width: 2, height: rect.maxY - bow.maxY + 0.5), color)
        list.fill(Rect(x: rect.midX + 1, y: rect.maxY - 6, width: 3, height: 1.75), color)
        list.fill(Rect(x: rect.midX + 1, y: rect.maxY - 2.5, width: 2.5, height: 1.75), color)
    }
}
