import KeyboardAvoidance
import LabDrawing
import LabImages

/// The side panel when several phones are compared: one column of values per phone, each phone's problem flags,
/// SwiftUI's notes for a phone under `swiftui` (which behaviour is SwiftUI's), and its own plot (offset, inset and keyboard top) under its column. A value wider than its column is shortened
/// with "…"; a problem flag wraps inside its column.
enum CompareView {
    /// The values shown for one phone, in the labels' order.
    static func values(_ phone: Phone) -> [String] {
        let now = phone.presented
        let n = NumberText.compact
        let saved = phone.avoidance.strategy.saved
        let overlap = KeyboardLabStrategy.overlap(
            keyboard: now.keyboardFrame, scrollFrame: phone.layoutScrollFrame, screen: phone.screen)
        let gap = phone.focusedWindowRect.map { n(now.keyboardFrame.minY - $0.maxY) } ?? "—"
        return [
            phone.avoidance.strategy.name, "\(phone.device.id) \(phone.text(ConditionKeys.orientation))",
            "\(n(now.contentInset.top)) \(n(now.contentInset.bottom))", n(now.contentOffset.y),
            saved.map { n($0.contentInset.bottom) } ?? "—", saved.map { n($0.contentOffset.y) } ?? "—",
            n(now.keyboardFrame.minY), n(overlap), n(phone.scrollFrame.height),
            n(phone.avoidance.progress(at: phone.now)), phone.focusedField?.id ?? "none", gap,
            phone.text(ConditionKeys.dismissMode),
        ]
    }

    /// The labels, one per value.
    static let labels = [
        ConditionKeys.strategy.name, ConditionKeys.device.name, "inset t b", "offset.y", "saved I0.b", "saved O0.y",
        "keyboard y", "overlap",
        "scroll h", "progress", "focused", "gap to kb", "dismiss",
    ]

    /// The conditions besides device, orientation, strategy and dismiss mode (their own rows) that differ between
    /// the phones, each with every phone's value; "—" for a phone the condition takes no effect on (an iPhone's
    /// `target-sdk`, a Pixel's `ios`).
    static func differingConditions(_ phones: [Phone]) -> [(name: String, values: [String])] {
        let shown: Set = [
            ConditionKeys.device.name, ConditionKeys.orientation.name, ConditionKeys.strategy.name,
            ConditionKeys.dismissMode.name,
        ]
        // Phones under the same conditions (they differ by strategy, shown in its own row) need no comparing.
        guard phones.count > 1, phones.contains(where: { $0.conditions != phones[0].conditions }) else { return [] }
        let settings = phones.map(\.effectiveSettings)
        let standard = ConditionKeys.standardSettings
        return ConditionKeys.all.filter { !shown.contains($0.name) }.compactMap { key in
            let applies = phones.map { phone in key.platform.map { $0 == phone.device.platform } ?? true }
            let values = zip(applies, settings).map { applies, setting in
                applies ? key.text(of: setting) ?? "—" : "—"
            }
            // Among the phones it takes effect on, a condition differs when they disagree, or when some phones
            // ignore it and the others leave its standard value (an iPhone beside a Pixel at target 35); a key whose
            // start depends on the device (an iPhone's quirks, from its iOS version) has no standard to leave.
            let own = zip(applies, values).filter(\.0).map(\.1)
            let leavesStandard = key.text(of: standard).map { start in own.contains { $0 != start } } ?? false
            let differs = Set(own).count > 1 || (own.count < values.count && leavesStandard)
            return differs ? (key.name, values) : nil
        }
    }

    /// The banner over the panel: slow motion, a pause (F10 steps), and each condition that differs between the
    /// phones (`ios 18 / 26`); empty when there is nothing to say.
    static func banner(_ app: AppState) -> [String] {
        var parts: [String] = []
        if app.phone.chrome.slowAnimations { parts.append("SLOW MOTION ×10") }
        if app.isPaused { parts.append("PAUSED · F10 steps") }
        for condition in differingConditions(app.phones) {
            parts.append("\(condition.name) \(condition.values.joined(separator: " / "))")
        }
        return parts
    }

    /// The phones' colours, in column order: the strategy names and the captions. None is the red of the problem
    /// flags (``Theme/warning``), so a phone's name never reads as a problem.
    static func colors(_ theme: Theme) -> [Color] {
        [theme.plotOffset, theme.plotInset, theme.plotKeyboard, Color(red: 191, green: 90, blue: 242)]
    }

    static func draw(
        _ app: AppState, frame: Rect, metrics: PanelMetrics, measurer: any TextMeasuring, into list: inout DrawList
    ) {
        let theme = app.phone.theme
        let font = FontSpec(.monospaced, size: metrics.textSize)
        let k = metrics.factor
        let lineHeight = metrics.lineHeight
        let labelWidth = metrics.compareLabelWidth
        let columnWidth = metrics.compareColumnWidth
        let cellWidth = columnWidth - 6 * k
        var y = frame.minY
        let columns = app.phones.map(values)
        let palette = colors(theme)
        func cell(_ text: String, column: Int?, color: Color) {
            let x = column.map { frame.minX + labelWidth + Double($0) * columnWidth } ?? frame.minX
            let width = column == nil ? labelWidth - 4 * k : cellWidth
            list.text(
                TextRun(
                    measurer.truncating(text, font: font, toWidth: width), font: font, color: color,
                    frame: Rect(x: x, y: y, width: width, height: lineHeight)))
        }
        for (row, label) in labels.enumerated() {
            cell(label, column: nil, color: theme.overlayText.withOpacity(0.6))
            for (column, values) in columns.enumerated() {
                cell(values[row], column: column, color: row == 0 ? palette[column % palette.count] : theme.overlayText)
            }
            y += lineHeight
        }
        // Every other condition that differs between the phones, so the columns say what is being compared.
        for condition in differingConditions(app.phones) {
            cell(condition.name, column: nil, color: theme.overlayText.withOpacity(0.6))
            for (column, value) in condition.values.enumerated() {
                cell(value, column: column, color: palette[column % palette.count])
            }
            y += lineHeight
        }
        y += 8 * k
        // Each phone's flags, wrapped inside its column, one under another; then SwiftUI's notes under `swiftui`.
        func block(_ label: String, _ perPhone: [[String]], empty: String, color: Color) {
            let wrapped = perPhone.map {
                $0.flatMap { OverlayView.wrapped($0, font: font, width: cellWidth, measurer: measurer) }
            }
            for row in 0..<max(1, wrapped.map(\.count).max() ?? 0) {
                cell(row == 0 ? label : "", column: nil, color: theme.overlayText.withOpacity(0.6))
                for (column, lines) in wrapped.enumerated() {
                    let text = row < lines.count ? lines[row] : (row == 0 ? empty : "")
                    cell(text, column: column, color: row < lines.count ? color : theme.overlayText)
                }
                y += lineHeight
            }
        }
        block("problems", app.phones.map(\.problemLines), empty: "none", color: theme.warning)
        let notes = app.phones.map(SwiftUINotes.lines)
        if notes.contains(where: { !$0.isEmpty }) {
            y += 4 * k
            block("SwiftUI", notes, empty: "—", color: theme.overlayText)
        }
        let plotHeight = min(160 * k, max(60 * k, frame.maxY - y - 12 * k))
        let top = max(y + 12 * k, frame.maxY - plotHeight)
        for (column, phone) in app.phones.enumerated() {
            let plot = Rect(
                x: frame.minX + labelWidth + Double(column) * columnWidth, y: top, width: cellWidth,
                height: min(plotHeight, frame.maxY - top))
            PlotView.draw(phone, frame: plot, textSize: metrics.textSize, into: &list)
        }
    }
}
