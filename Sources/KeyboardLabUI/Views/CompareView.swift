import KeyboardAvoidance
import LabImages

/// The side panel when several phones are compared: one column of values per phone, each phone's problem flags
/// and its own plot (offset, inset and keyboard top) under its column.
enum CompareView {
    /// The labels' column width in points.
    static let labelWidth = 110.0
    /// Each phone's column width in points.
    static let columnWidth = 214.0

    /// The values shown for one phone, in the labels' order.
    static func values(_ phone: Phone) -> [String] {
        let now = phone.presented
        let n = NumberText.compact
        let saved = phone.avoidance.timeline.strategy.saved
        let overlap = KeyboardLabStrategy.overlap(
            keyboard: now.keyboardFrame, scrollFrame: phone.layoutScrollFrame, screen: phone.screen)
        let gap = phone.focusedWindowRect.map { n(now.keyboardFrame.minY - $0.maxY) } ?? "—"
        return [
            phone.avoidance.timeline.strategy.name, "\(phone.device.id) \(phone.orientation.rawValue)",
            "\(n(now.contentInset.top)) \(n(now.contentInset.bottom))", n(now.contentOffset.y),
            saved.map { n($0.contentInset.bottom) } ?? "—", saved.map { n($0.contentOffset.y) } ?? "—",
            n(now.keyboardFrame.minY), n(overlap), n(phone.scrollFrame.height),
            n(phone.avoidance.timeline.progress(at: phone.now)), phone.focusedField?.id ?? "none", gap,
            phone.conditions.dismissMode.rawValue,
        ]
    }

    /// The labels, one per value.
    static let labels = [
        "strategy", "device", "inset t b", "offset.y", "saved I0.b", "saved O0.y", "keyboard y", "overlap",
        "scroll h", "progress", "focused", "gap", "dismiss",
    ]

    /// The colours of the phones' offset lines, in column order.
    static func colors(_ theme: Theme) -> [Color] {
        [theme.plotOffset, theme.plotInset, theme.plotKeyboard, theme.warning]
    }

    static func draw(_ app: AppState, frame: Rect, into list: inout DrawList) {
        let theme = app.phone.theme
        let font = FontSpec(.monospaced, size: OverlayView.panelTextSize)
        let lineHeight = 18.0
        var y = frame.minY
        let columns = app.phones.map(values)
        let palette = colors(theme)
        for (row, label) in labels.enumerated() {
            list.text(
                TextRun(
                    label, font: font, color: theme.overlayText.withOpacity(0.6),
                    frame: Rect(x: frame.minX, y: y, width: labelWidth, height: lineHeight)))
            for (column, values) in columns.enumerated() {
                let color = row == 0 ? palette[column % palette.count] : theme.overlayText
                list.text(
                    TextRun(
                        values[row], font: font, color: color,
                        frame: Rect(
                            x: frame.minX + labelWidth + Double(column) * columnWidth, y: y, width: columnWidth - 6,
                            height: lineHeight)))
            }
            y += lineHeight
        }
        y += 8
        let problems = app.phones.map { $0.problems.map(\.description) }
        for row in 0..<max(1, problems.map(\.count).max() ?? 0) {
            list.text(
                TextRun(
                    row == 0 ? "problems" : "", font: font, color: theme.overlayText.withOpacity(0.6),
                    frame: Rect(x: frame.minX, y: y, width: labelWidth, height: lineHeight)))
            for (column, flags) in problems.enumerated() {
                let text = row < flags.count ? flags[row] : (row == 0 ? "none" : "")
                list.text(
                    TextRun(
                        text, font: font,
                        color: row < flags.count ? theme.warning : theme.overlayText,
                        frame: Rect(
                            x: frame.minX + labelWidth + Double(column) * columnWidth, y: y, width: columnWidth - 6,
                            height: lineHeight)))
            }
            y += lineHeight
        }
        let top = max(y + 12, frame.maxY - 170)
        for (column, phone) in app.phones.enumerated() {
            let plot = Rect(
                x: frame.minX + labelWidth + Double(column) * columnWidth, y: top, width: columnWidth - 6, height: 160)
            PlotView.draw(phone, frame: plot, into: &list)
        }
    }
}
