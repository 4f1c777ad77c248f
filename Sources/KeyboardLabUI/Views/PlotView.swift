import KeyboardAvoidance
import LabDrawing
import LabImages

/// The overlay's plots: offset.y, inset.bottom and keyboard top over the last seconds, and frame times.
enum PlotView {
    /// Samples per second of the value plot; samples sit on multiples of 1/30 s so the plot is path independent.
    static let samplesPerSecond = 30.0

    static func draw(
        _ state: Phone, frame: Rect, textSize: Double = PanelMetrics.baseTextSize, into list: inout DrawList
    ) {
        let k = textSize / PanelMetrics.baseTextSize
        let theme = state.labTheme
        list.fillRounded(frame, radius: 6, theme.overlayPanel)
        let legend = [
            ("offset.y", theme.plotOffset), ("inset.bottom", theme.plotInset), ("keyboard top", theme.plotKeyboard),
        ]
        // The legend on one line when the plot is wide enough for it (the single phone's), else one item a line.
        let oneLine = frame.width >= 330 * k
        let slot = oneLine ? (frame.width - 16 * k) / Double(legend.count) : frame.width - 16 * k
        let font = FontSpec(.monospaced, size: textSize)
        let row = 16 * k
        for (i, item) in legend.enumerated() {
            let rect = Rect(
                x: frame.minX + 8 * k + (oneLine ? Double(i) * slot : 0),
                y: frame.minY + 4 * k + (oneLine ? 0 : Double(i) * row),
                width: slot - 14 * k, height: row)
            list.fill(Rect(x: rect.minX, y: rect.midY - k, width: 10 * k, height: 2 * k), item.1)
            list.text(TextRun(item.0, font: font, color: theme.overlayText, frame: rect.offsetBy(dx: 14 * k, dy: 0)))
        }
        let legendHeight = oneLine ? 24 * k : 8 * k + row * Double(legend.count)
        let area = Rect(
            x: frame.minX + 8 * k, y: frame.minY + legendHeight, width: frame.width - 16 * k,
            height: max(0, frame.height - legendHeight - 8 * k))
        let samples = samples(state)
        // The plot's own range, from its smallest value to its largest (20 points at least, about their middle): a
        // keyboard that stays up or an offset past the screen's height fills the plot, each curve in view.
        let values = samples.flatMap { [$0.offset, $0.inset, $0.keyboard] }
        let middle = ((values.min() ?? 0) + (values.max() ?? 0)) / 2
        let low = min(values.min() ?? 0, middle - 10)
        let high = max(values.max() ?? 0, middle + 10)
        // Half the line's width and a point inside each edge, so a curve at either end stays visible.
        let band = area.inset(by: EdgeInsets(top: 2 * k, left: 0, bottom: 2 * k, right: 0))
        func y(_ value: Double) -> Double { band.maxY - band.height * (value - low) / (high - low) }
        let count = Double(TimelineHistory.window.seconds * samplesPerSecond)
        func x(_ index: Double) -> Double { area.minX + area.width * index / count }
        // The keyboard's top first and wider: an inset that equals it (as it should) shows inside it, not under it.
        let curves = [
            (samples.map { Point(x: x($0.index), y: y($0.keyboard)) }, 3.5, theme.plotKeyboard),
            (samples.map { Point(x: x($0.index), y: y($0.inset)) }, 1.5, theme.plotInset),
            (samples.map { Point(x: x($0.index), y: y($0.offset)) }, 1.5, theme.plotOffset),
        ]
        // The curves stay inside their area, clear of the legend, whatever their values.
        list.clipped(to: area) { list in
            for (points, width, color) in curves where points.count > 1 {
                list.commands.append(.polyline(points, width: width, color))
            }
        }
        guard !samples.isEmpty else { return }
        // The range, at the right: its largest value at the top, its smallest at the bottom.
        let n = NumberText.compact
        for (text, top) in [
            (n(high.rounded(.up)), area.minY + 3 * k), (n(low.rounded(.down)), area.maxY - row - 3 * k),
        ] {
            list.text(
                TextRun(
                    text, font: font, color: theme.overlayText.withOpacity(0.6),
                    frame: Rect(x: area.minX, y: top, width: area.width, height: row), alignment: .trailing))
        }
    }

    /// The plotted values over the last seconds, at each sample's index from the window's start: offset.y,
    /// inset.bottom and the keyboard's height above the screen's bottom.
    static func samples(_ state: Phone) -> [(index: Double, offset: Double, inset: Double, keyboard: Double)] {
        let count = Int(TimelineHistory.window.seconds * samplesPerSecond)
        let last = (state.now.seconds * samplesPerSecond).rounded(.down)
        return (0...count).compactMap { k in
            let t = Instant(seconds: (last - Double(count - k)) / samplesPerSecond)
            guard t.seconds >= 0, let p = state.diagnostics.history.state(at: t) else { return nil }
            return (
                Double(k), p.contentOffset.y, p.contentInset.bottom, state.screen.height - p.keyboardFrame.minY
            )
        }
    }

    static func drawFrameTimes(
        _ times: [Double], theme: Theme, frame: Rect, textSize: Double = PanelMetrics.baseTextSize,
        into list: inout DrawList
    ) {
        let k = textSize / PanelMetrics.baseTextSize
        list.fillRounded(frame, radius: 6, theme.overlayPanel)
        let budget = 1000.0 / 60
        let label = "frame ms (line = 16.7)  max \(NumberText.compact(times.max() ?? 0))"
        list.text(
            TextRun(
                label, font: FontSpec(.monospaced, size: textSize), color: theme.overlayText,
                frame: Rect(x: frame.minX + 8 * k, y: frame.minY + 2 * k, width: frame.width - 16 * k, height: 16 * k)))
        let area = Rect(
            x: frame.minX + 8 * k, y: frame.minY + 20 * k, width: frame.width - 16 * k, height: frame.height - 26 * k)
        let scale = area.height / (budget * 2)
        let bars = times.suffix(Int(area.width / (2 * k)))
        for (i, ms) in bars.enumerated() {
            let h = min(area.height, ms * scale)
            let color = ms > budget * 1.5 ? Color(red: 255, green: 69, blue: 58) : theme.plotKeyboard
            list.fill(Rect(x: area.minX + Double(i) * 2 * k, y: area.maxY - h, width: 1.5 * k, height: h), color)
        }
        list.fill(
            Rect(x: area.minX, y: area.maxY - budget * scale, width: area.width, height: 1),
            theme.overlayText.withOpacity(0.5))
    }

}
