import KeyboardAvoidance
import LabDrawing

/// Where a single-line field's value lies in its row, exactly as drawn: the value's area beside the label (or under
/// it, at accessibility text sizes), the text's placement (right-aligned while it fits beside the label,
/// left-aligned under it; a focused value longer than the area scrolls so the caret stays visible) and the caret. The view draws from it and taps place the caret from it, so they never drift apart.
///
/// ```swift
/// let line = ValueLine(phone, field: index, row: row, measurer: fonts)
/// line.caretX                       // where the caret is drawn
/// line.caret(nearest: tap)         // the caret index a tap there gives
/// ```
struct ValueLine {
    /// The value's area in the row: right of the label, or the row's second line when labels stack.
    var area: Rect
    /// The label's width as drawn.
    var labelWidth: Double
    /// Where the label is drawn: the row's left part, or its first line when labels stack.
    var labelFrame: Rect
    /// The field's icon, left of the label; nil for none (and in stacked rows, but for Material 3's leading icon).
    var iconFrame: Rect?
    /// Whether the label sits on its own line above the value (accessibility text sizes).
    var isStacked: Bool
    /// The text shown: the value, with any IME composition at the caret when focused.
    var text: String
    /// The text's width, or infinity when it is longer than any row (``FormContentView/longText`` characters).
    var width: Double
    /// Whether the field is focused.
    var isFocused: Bool
    /// The character offset whose position is known: the caret (after any composition) when focused, else 0.
    var anchor: Int
    /// Where the anchor lies horizontally.
    var anchorX: Double
    /// The right edge a focused value stops at, short of the area's edge by the caret's width.
    var rightEdge: Double
    /// Whether the whole text fits the area.
    var fits: Bool
    private let measurer: any TextMeasuring
    /// The font the value is drawn in (the body text size).
    let font: FontSpec

    /// An icon's side, as a settings list's.
    static let iconSide = 29.0
    /// The gap between an icon and its label.
    static let iconGap = 12.0

    /// The value line of field `index` of `phone`, in a row at `row` (window or content coordinates), measured with
    /// `measurer`.
    init(_ phone: Phone, field index: Int, row: Rect, measurer: any TextMeasuring) {
        let theme = phone.theme
        let metrics = phone.layout.metrics
        self.measurer = measurer
        font = phone.bodyFont
        let pad = theme.fieldPadding
        let label = phone.form.fields[index].label
        isStacked = metrics.stacksLabels
        if isStacked {
            var left = row.minX + pad
            var width = max(0, row.width - 2 * pad)
            if phone.device.platform == .android, phone.form.fields[index].icon != nil {
                // Material 3's leading icon, 12 dp in and centred; the text starts 52 dp in.
                let side = MaterialMetrics.iconSize
                iconFrame = Rect(
                    x: row.minX + MaterialMetrics.leadingIconInset, y: row.midY - side / 2, width: side, height: side)
                left = row.minX + MaterialMetrics.leadingIconTextInset
                width = max(0, row.maxX - pad - left)
            }
            labelWidth = min(width, measurer.size(of: label, font: font).width)
            labelFrame = Rect(x: left, y: row.minY + metrics.multilinePadding, width: width, height: metrics.lineHeight)
            area = Rect(x: left, y: labelFrame.maxY, width: width, height: metrics.lineHeight)
        } else {
            var left = row.minX + pad
            if phone.form.fields[index].icon != nil {
                let side = Self.iconSide
                iconFrame = Rect(x: left, y: row.midY - side / 2, width: side, height: side)
                left += side + Self.iconGap
            }
            labelWidth = min(row.width * 0.45, measurer.size(of: label, font: font).width)
            labelFrame = Rect(x: left, y: row.minY, width: labelWidth, height: row.height)
            area = Rect(
                x: left + labelWidth + 12, y: row.minY, width: max(0, row.maxX - pad - left - labelWidth - 12),
                height: row.height)
        }
        isFocused = phone.editor.focus == index
        let value = phone.editor.values[index]
        let shown = isFocused ? value.inserting(phone.editor.composition, at: phone.editor.caret) : value
        // A secure field shows a dot per character; offsets into the text stay the value's.
        text = phone.form.fields[index].isSecure ? Self.dots(shown.count) : shown
        width = text.count > FormContentView.longText ? .infinity : measurer.size(of: text, font: font).width
        rightEdge = area.maxX - theme.caretWidth - 1
        guard isFocused else {
            fits = width <= area.width
            anchor = 0
            anchorX = fits && !isStacked ? area.maxX - width : area.minX
            return
        }
        anchor = phone.editor.caret + phone.editor.composition.count
        let beforeCaret =
            anchor > FormContentView.longText
            ? .infinity : measurer.size(of: String(text.prefix(anchor)), font: font).width
        fits = width <= rightEdge - area.minX
        let start = fits && !isStacked ? rightEdge - width : area.minX
        anchorX = fits ? start + beforeCaret : min(area.minX + beforeCaret, rightEdge)
    }

    /// What a secure field shows for `count` characters.
    static func dots(_ count: Int) -> String { String(repeating: "\u{2022}", count: count) }

    /// How the value and placeholder sit in the area: right-aligned beside the label, left-aligned under it.
    var alignment: TextAlignment { isStacked ? .leading : .trailing }

    /// The vertical centre of the value's line, where the caret is drawn.
    var midY: Double { area.midY }

    /// Where the caret is drawn.
    var caretX: Double { min(anchorX, rightEdge) }

    /// The x of the boundary before character `offset`.
    ///
    /// - Complexity: O(|offset − anchor|) in characters measured.
    func x(ofBoundary offset: Int) -> Double {
        let lower = text.index(text.startIndex, offsetBy: min(offset, anchor))
        let upper = text.index(text.startIndex, offsetBy: max(offset, anchor))
        let between = measurer.size(of: String(text[lower..<upper]), font: font).width
        return offset >= anchor ? anchorX + between : anchorX - between
    }

    /// The caret offset nearest to `point`, or nil when `point` lies on the label: left of the text and the area,
    /// or on the label's own line when labels stack.
    ///
    /// - Complexity: O(v²) in the characters visible in the area.
    func caret(nearest point: Point) -> Int? {
        if isStacked, point.y < area.minY { return nil }
        let target = point.x
        let textStart = x(ofBoundary: 0)
        guard target >= max(area.minX, textStart) - 4 else { return nil }
        var best = anchor
        var bestDistance = abs(anchorX - target)
        for direction in [1, -1] {
            var offset = anchor + direction
            while offset >= 0, offset <= text.count {
                let boundary = x(ofBoundary: offset)
                if abs(boundary - target) < bestDistance {
                    bestDistance = abs(boundary - target)
                    best = offset
                }
                if boundary > area.maxX + 40 || boundary < area.minX - 40 { break }
                offset += direction
            }
        }
        return best
    }
}
