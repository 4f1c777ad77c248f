import KeyboardAvoidance
import LabDrawing

extension OverlayView {
    /// Draws the side panel, `height` points tall and as wide as `metrics` makes it for the phones, in its own
    /// coordinates. Every line is wrapped (or, for a single word, shortened with "…") to the panel's width; the
    /// plot and the frame-time graph keep to its bottom, and the notification log shows the latest notifications
    /// that fit between the values and the plot.
    public static func drawPanel(
        _ app: AppState, height: Double, context: ViewContext,
        metrics: PanelMetrics = PanelMetrics(presenter: false, scale: 1)
    ) -> DrawList {
        let state = app.phone
        let theme = state.labTheme
        let panelWidth = metrics.panelWidth(phones: app.phones.count)
        var list = DrawList(canvas: Size(width: panelWidth, height: height), background: theme.sidePanel)
        let x = metrics.inset
        let width = panelWidth - 2 * x
        var y = drawHeader(app, metrics: metrics, context: context, width: width, into: &list)
        let rest = Rect(x: x, y: y, width: width, height: max(0, height - y - metrics.inset))
        if app.helpVisible {
            HelpView.draw(state, in: rest, metrics: metrics, measurer: context.measurer, into: &list)
            return list
        }
        guard state.chrome.overlayVisible else { return list }
        if app.phones.count > 1 {
            CompareView.draw(app, frame: rest, metrics: metrics, measurer: context.measurer, into: &list)
            return list
        }
        let font = FontSpec(.monospaced, size: metrics.textSize)
        let k = metrics.factor
        // The plot and the graph keep to the bottom; the values and then the log fill the space above them.
        let graph = context.frameTimes.isEmpty ? 0 : metrics.graphHeight + 10 * k
        let plotBottom = height - metrics.inset - graph
        // Room for the values above the smallest plot, keeping the log's heading and its latest notification.
        let logLine = metrics.textSize + 4 * k
        let room = Int((plotBottom - 60 * k - 20 * k - y - metrics.lineHeight - 3 * logLine) / metrics.lineHeight)
        let rows = fitted(valueRows(state, app: app, context: context, metrics: metrics), into: room)
        let spare = plotBottom - (y + Double(rows.count) * metrics.lineHeight + 10 * k)
        // The plot gives up height for the log down to 60 points, keeping room for one notification.
        let plotHeight = min(metrics.plotHeight, max(60 * k, spare - 4 * metrics.lineHeight))
        let plotTop = plotBottom - plotHeight
        for row in rows {
            let frame = Rect(x: x, y: y, width: metrics.labelWidth, height: metrics.lineHeight)
            list.text(TextRun(row.label, font: font, color: theme.overlayText.withOpacity(0.6), frame: frame))
            let valueX = x + metrics.labelWidth + 4 * k
            list.text(
                TextRun(
                    row.value, font: font, color: theme.overlayText,
                    frame: Rect(x: valueX, y: y, width: x + width - valueX, height: metrics.lineHeight)))
            y += metrics.lineHeight
        }
        drawLog(
            state, in: Rect(x: x, y: y + 10 * k, width: width, height: plotTop - 8 * k - y - 10 * k),
            metrics: metrics, measurer: context.measurer, into: &list)
        PlotView.draw(
            state, frame: Rect(x: x, y: plotTop, width: width, height: plotHeight), textSize: metrics.textSize,
            into: &list)
        if !context.frameTimes.isEmpty {
            PlotView.drawFrameTimes(
                context.frameTimes, theme: theme,
                frame: Rect(x: x, y: plotBottom + 10 * k, width: width, height: metrics.graphHeight),
                textSize: metrics.textSize, into: &list)
        }
        return list
    }

    /// The panel's value lines, each wrapped to the values' column: the label on a value's first line only.
    static func valueRows(_ state: Phone, app: AppState, context: ViewContext, metrics: PanelMetrics)
        -> [(label: String, value: String)]
    {
        let font = FontSpec(.monospaced, size: metrics.textSize)
        let width = metrics.panelWidth(phones: 1) - 2 * metrics.inset - metrics.labelWidth - 4 * metrics.factor
        var rows: [(label: String, value: String)] = []
        for (label, value) in panelLines(state, isPaused: app.isPaused, context: context) {
            for (index, line) in wrapped(value, font: font, width: width, measurer: context.measurer).enumerated() {
                rows.append((index == 0 ? label : "", line))
            }
        }
        return rows
    }

    /// The labels whose lines give way, in this order, when the values do not fit above the plot: the least needed
    /// in a demo first.
    static let optionalLabels = [
        "release v", "finger", "driver", "bars", "look", "dismiss", "frame", "saved O0", "kb target", "t", "curve",
        "saved I0", "overlap", ConditionKeys.device.name, "screen",
    ]

    /// `rows` in at most `room` lines: the optional labels' lines left out first, then the last lines, with a line
    /// saying how many were left out.
    static func fitted(_ rows: [(label: String, value: String)], into room: Int) -> [(label: String, value: String)] {
        var rows = rows
        for label in optionalLabels where rows.count > room {
            guard let start = rows.firstIndex(where: { $0.label == label }) else { continue }
            var end = start + 1
            while end < rows.count, rows[end].label.isEmpty { end += 1 }
            rows.removeSubrange(start..<end)
        }
        guard rows.count > room else { return rows }
        let kept = max(0, room - 1)
        return Array(rows.prefix(kept)) + [("", "… \(rows.count - kept) more lines")]
    }

    /// `text` wrapped at spaces to `width`, continuation lines indented two spaces; a single word wider than the
    /// width is broken where the line ends, its rest on the next line.
    static func wrapped(_ text: String, font: FontSpec, width: Double, measurer: any TextMeasuring) -> [String] {
        // Most lines fit: they cost one measurement, which the measurer caches.
        guard measurer.size(of: text, font: font).width > width else { return [text] }
        let indent = measurer.size(of: "  ", font: font).width
        let wrapper = TextWrapper(measurer: measurer, font: font, width: width - indent)
        let first = TextWrapper(measurer: measurer, font: font, width: width)
        var lines: [String] = []
        var rest = text
        while !rest.isEmpty {
            let pieces = (lines.isEmpty ? first : wrapper).lines(rest)
            let lead = lines.isEmpty ? "" : "  "
            var line = pieces[0].text
            var next = pieces.count > 1 ? String(rest.dropFirst(pieces[1].start)) : ""
            if pieces[0].start == 0, line.count > 1, measurer.size(of: lead + line, font: font).width > width {
                // A word wider than a line on its own ("(keyboardVerticalOffset" in a narrow column) breaks where
                // the line ends and goes on on the next, never cut short.
                var count = line.count - 1
                while count > 1, measurer.size(of: lead + line.prefix(count), font: font).width > width { count -= 1 }
                next = String(rest.dropFirst(count))
                line = String(line.prefix(count))
            }
            lines.append(measurer.truncating(lead + line, font: font, toWidth: width))
            rest = next
        }
        return lines
    }

    /// The notification log in `frame`: the heading, then the latest notifications that fit, oldest first, each
    /// its name and its frames and timing wrapped under it.
    static func drawLog(
        _ state: Phone, in frame: Rect, metrics: PanelMetrics, measurer: any TextMeasuring, into list: inout DrawList
    ) {
        let theme = state.labTheme
        let font = FontSpec(.monospaced, size: metrics.textSize)
        let line = metrics.textSize + 4 * metrics.factor
        guard frame.height >= metrics.lineHeight else { return }
        let n = NumberText.compact
        let notes = state.diagnostics.notificationLog.suffix(PhoneDiagnostics.logCapacity)
        // Wrapped from the latest back, only as far as they fit.
        func wrappedNote(_ note: TimedNotification) -> [String] {
            let info = note.info
            let detail =
                "\(NumberText.list(info.beginFrame.components))→\(NumberText.list(info.endFrame.components)) \(n(info.duration.seconds))s c\(info.curve.rawValue)\(info.isLocal ? " local" : "")"
            return wrapped(
                "\(n(note.time.seconds))s \(info.event.notificationName)", font: font, width: frame.width,
                measurer: measurer)
                + wrapped("  " + detail, font: font, width: frame.width, measurer: measurer)
        }
        var room = frame.height - metrics.lineHeight
        var shown: [[String]] = []
        for note in notes.reversed().lazy.map(wrappedNote) {
            let height = Double(note.count) * line + 2 * metrics.factor
            guard height <= room else { break }
            room -= height
            shown.insert(note, at: 0)
        }
        let heading =
            shown.count == notes.count ? "notifications" : "notifications (last \(shown.count) of \(notes.count))"
        list.text(
            TextRun(
                heading, font: font, color: theme.overlayText.withOpacity(0.6),
                frame: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: metrics.lineHeight)))
        var y = frame.minY + metrics.lineHeight
        for note in shown {
            for (index, text) in note.enumerated() {
                list.text(
                    TextRun(
                        text, font: font, color: theme.overlayText.withOpacity(index == 0 ? 1 : 0.7),
                        frame: Rect(x: frame.minX, y: y, width: frame.width, height: line)))
                y += line
            }
            y += 2 * metrics.factor
        }
    }
}
