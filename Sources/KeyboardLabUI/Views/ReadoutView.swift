import KeyboardAvoidance
import LabDrawing

/// The phone's compact readout: a strip docked under the phone's screen, outside it, so it covers no content. It
/// shows inset and offset, the keyboard's top, the focused field's gap, SwiftUI's notes, the iOS version and quirks,
/// and the problem flags ("! field covered …"), on an opaque panel in either appearance.
///
/// The strip has a fixed height (``lineCapacity`` lines), so the window does not change size as flags come and go;
/// lines that do not fit are wrapped, and when there are more than the strip holds the problem flags come first (the
/// messages a demo exists for, shown whether or not a panel is, each whole), then the values, the notes and the
/// quirks while there is room, with "+N more" in the last line.
///
/// ```swift
/// ReadoutView.height(phone)  // the strip's height in points, its gap above included
/// ```
public enum ReadoutView {
    /// The lines the strip holds (a window short of room may give it fewer: ``LabChrome/readoutLines``).
    public static let lineCapacity = 6
    /// The gap between the screen's bottom edge and the strip, in points.
    public static let gap = 6.0

    /// What the phone's presented gap (``Phone/presentedGap``) is measured to, in the readout's words: "gap to bar"
    /// when a bar pinned to the keyboard stands above it (a sticky button, a composer), else "gap" (to the keyboard's
    /// top).
    public static func gapLabel(_ state: Phone) -> String {
        let keyboard = state.presented.keyboardFrame
        return state.obstruction(keyboard).minY < keyboard.minY - 0.5 ? "gap to bar" : "gap"
    }

    /// The height the strip takes under the screen, its gap included, in points.
    public static func height(_ state: Phone) -> Double {
        gap + Double(state.chrome.readoutLines) * lineHeight(state) + 8
    }

    /// The readout's text size: the theme's overlay size, or in presenter mode 21 points (18 pixels or more at the
    /// scales, down to 0.86, a presenter's phones are drawn at).
    static func textSize(_ state: Phone) -> Double {
        state.chrome.readoutLarge ? state.chrome.readoutLargeSize : state.labTheme.overlaySize
    }

    static func lineHeight(_ state: Phone) -> Double { textSize(state) + 4 }

    /// The strip's rectangle in the phone's canvas: just under the screen, as wide as it.
    public static func frame(_ state: Phone) -> Rect {
        Rect(x: 0, y: state.screen.height + gap, width: state.screen.width, height: height(state) - gap)
    }

    /// The readout's lines by kind: the values (the focused field's gap with the keyboard's top), the problem flags,
    /// SwiftUI's notes, and the iOS version and quirks.
    static func sections(_ state: Phone) -> (values: [String], flags: [String], notes: [String], quirks: [String]) {
        let now = state.presented
        // The default strategy goes unnamed on the phone; the panel always names it.
        let name = state.avoidance.strategy.name
        let strategy = name == AvoidanceStrategies.standardName(for: state.device.platform) ? "" : "\(name)  "
        let n = NumberText.compact
        let inset = now.contentInset
        var values = [
            "\(strategy)inset \(n(inset.top)) \(n(inset.left)) \(n(inset.bottom)) \(n(inset.right))  offset \(n(now.contentOffset.x)) \(n(now.contentOffset.y))",
            "kb y \(n(now.keyboardFrame.minY)) -> \(n(state.avoidance.target.keyboardFrame.minY))  p \(n(state.avoidance.progress(at: state.now)))",
        ]
        if let field = state.focusedField {
            values[1] += "  \(field.id) " + (state.presentedGap.map { "\(gapLabel(state)) \(n($0))" } ?? "in a bar")
        }
        if let android = FrameValues.AndroidValues(state, presented: now) {
            values.append(
                "ime \(n(android.ime))  systemBars \(n(android.systemBars.top))/\(n(android.systemBars.bottom))"
                    + "  pan \(n(android.pan))")
        }
        if let note = state.frameworkNote { values.append(note) }
        if let note = state.shownDesign.scaleNote { values.append(note) }
        if let note = state.shownDesign.appearanceNote { values.append(note) }
        return (
            values, state.problemLines.map { "! \($0)" }, SwiftUINotes.lines(state),
            OverlayView.quirkLines(state, width: 200)
        )
    }

    /// The lines drawn, wrapped to `width` in `font`, at most ``lineCapacity``: the values, the flags, SwiftUI's notes
    /// and the quirks when they all fit; when they do not, the flags first, then the values, the notes and the quirks
    /// while there is room, and "+N more" for what is left out.
    static func lines(_ state: Phone, font: FontSpec, width: Double, measurer: any TextMeasuring) -> [String] {
        flaggedLines(state, font: font, width: width, measurer: measurer).map(\.text)
    }

    /// ``lines(_:font:width:measurer:)``, each saying whether it is part of a flag (every line a flag wraps onto is
    /// drawn in the warning colour, not only its first).
    static func flaggedLines(
        _ state: Phone, font: FontSpec, width: Double, measurer: any TextMeasuring
    ) -> [(text: String, isFlag: Bool)] {
        func wrap(_ lines: [String], flag: Bool = false) -> [(text: String, isFlag: Bool)] {
            lines.flatMap { OverlayView.wrapped($0, font: font, width: width, measurer: measurer) }.map { ($0, flag) }
        }
        let parts = sections(state)
        let values = parts.values.flatMap { wrappedValues($0, font: font, width: width, measurer: measurer) }
            .map { ($0, false) }
        let flags = parts.flags.map { wrap([$0], flag: true) }
        let rest = wrap(parts.notes) + wrap(parts.quirks)
        let total = values.count + flags.joined().count + rest.count
        let capacity = state.chrome.readoutLines
        guard total > capacity else { return values + flags.joined() + rest }
        // Short of room: the flags before the values, so a video or a window without its panel still shows them,
        // each whole when it fits (the first in part when it alone does not); a one-line strip shows a line alone.
        guard capacity > 1 else { return Array((flags.joined() + values + rest).prefix(1)) }
        let room = capacity - 1
        var shown: [(text: String, isFlag: Bool)] = []
        for flag in flags where shown.count + flag.count <= room { shown += flag }
        if shown.isEmpty, let first = flags.first { shown = Array(first.prefix(room)) }
        for line in values + rest where shown.count < room { shown.append(line) }
        return shown + [("+\(total - shown.count) more", false)]
    }

    /// A line of values (`inset 0 0 336 0  offset 0 1689`: each a name and its numbers, two spaces apart) wrapped
    /// to `width` between values, never inside one: a value that does not fit moves whole to the next line,
    /// indented. Only a value wider than a line on its own is wrapped between its words.
    static func wrappedValues(_ text: String, font: FontSpec, width: Double, measurer: any TextMeasuring) -> [String] {
        guard measurer.size(of: text, font: font).width > width else { return [text] }
        func fits(_ line: String) -> Bool { measurer.size(of: line, font: font).width <= width }
        var lines: [String] = []
        var current = ""
        for value in text.split(separator: "  ").map({ String($0.trimmingPrefix(" ")) }) where !value.isEmpty {
            let joined = current.isEmpty ? "" : current + "  " + value
            if !current.isEmpty, fits(joined) {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current) }
            let alone = (lines.isEmpty ? "" : "  ") + value
            if fits(alone) {
                current = alone
            } else {
                lines += OverlayView.wrapped(alone, font: font, width: width, measurer: measurer)
                current = ""
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Draws the strip under the screen into `list`, whose canvas reaches below the screen by ``height(_:)``.
    static func draw(_ state: Phone, measurer: any TextMeasuring, into list: inout DrawList) {
        let theme = state.labTheme
        let strip = frame(state)
        // The gap shows the window around the phone, not the phone's own background.
        list.fill(Rect(x: 0, y: state.screen.height, width: strip.width, height: gap), theme.windowBackground)
        list.fill(strip, theme.sidePanel)
        let font = FontSpec(.monospaced, size: textSize(state))
        let lineHeight = lineHeight(state)
        let width = strip.width - 16
        for (i, line) in flaggedLines(state, font: font, width: width, measurer: measurer).enumerated() {
            let rect = Rect(
                x: strip.minX + 8, y: strip.minY + 4 + Double(i) * lineHeight, width: width, height: lineHeight)
            list.text(
                TextRun(line.text, font: font, color: line.isFlag ? theme.warning : theme.overlayText, frame: rect))
        }
    }
}
