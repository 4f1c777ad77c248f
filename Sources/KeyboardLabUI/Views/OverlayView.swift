import KeyboardAvoidance

/// KeyboardLab's own overlay: a compact readout on the phone and the full panel beside it, with the
/// notification log, the plot of offset.y, inset.bottom and keyboard top, and the frame-time graph.
public enum OverlayView {
    /// The side panel's width in points for one phone.
    public static let panelWidth = 460.0

    /// The side panel's width for `phones` phones: one column of values per phone when comparing.
    public static func panelWidth(phones: Int) -> Double {
        phones <= 1 ? panelWidth : CompareView.labelWidth + CompareView.columnWidth * Double(phones) + 28
    }
    /// The side panel's minimum height in points.
    public static let panelMinimumHeight = 920.0
    /// The side panel's text size: at least 13 pixels at scale 1, readable on a projector.
    public static let panelTextSize = 13.0

    static func mono(_ state: Phone, _ size: Double? = nil) -> FontSpec {
        FontSpec(.monospaced, size: size ?? state.labTheme.overlaySize)
    }

    /// The compact readout's lines.
    static func compactLines(_ state: Phone) -> [String] {
        let now = state.presented
        // The default strategy goes unnamed on the phone; the panel always names it.
        let name = state.avoidance.timeline.strategy.name
        let strategy = name == AvoidanceStrategies.names[0] ? "" : "\(name)  "
        let n = NumberText.compact
        let inset = now.contentInset
        var lines = [
            "\(strategy)inset  \(n(inset.top)) \(n(inset.left)) \(n(inset.bottom)) \(n(inset.right))   offset \(n(now.contentOffset.x)) \(n(now.contentOffset.y))",
            "kb y \(n(now.keyboardFrame.minY)) -> \(n(state.avoidance.timeline.target.keyboardFrame.minY))   p \(n(state.avoidance.timeline.progress(at: state.now)))",
        ]
        if let field = state.focusedField {
            lines.append("\(field.id)  " + (state.presentedGap.map { "gap \(n($0))" } ?? "in a bar"))
        }
        lines += SwiftUINotes.lines(state)
        if let note = state.designScaleNote { lines.append(note) }
        lines += quirkLines(state, width: 52)
        lines += state.problems.map { "! \($0)" }
        return lines
    }

    /// The iOS version and the quirks in force, wrapped at `width` characters; nothing on iOS 18 without quirks.
    static func quirkLines(_ state: Phone, width: Int) -> [String] {
        let quirks = state.conditions.quirks.sorted().map(\.rawValue)
        guard state.conditions.ios != .standard || !quirks.isEmpty else { return [] }
        var lines = ["iOS \(state.conditions.ios.rawValue)  quirks" + (quirks.isEmpty ? " none" : "")]
        for name in quirks {
            if lines[lines.count - 1].count + name.count + 1 > width { lines.append("  ") }
            lines[lines.count - 1] += " " + name
        }
        return lines
    }

    /// Draws the compact readout at the top of the visible area, or at its bottom when the focused field would lie
    /// under it.
    static func drawCompact(_ state: Phone, into list: inout DrawList) {
        let lines = compactLines(state)
        let lineHeight = state.labTheme.overlaySize + 4
        let height = Double(lines.count) * lineHeight + 8
        let width = state.screen.width - 16 - state.safeArea.left - state.safeArea.right
        let x = 8 + state.safeArea.left
        var panel = Rect(x: x, y: state.scrollFrame.minY + 4, width: width, height: height)
        if let field = state.focusedWindowRect, field.intersects(panel) {
            let bottom = min(state.presented.keyboardFrame.minY, state.screen.maxY - state.safeArea.bottom)
            panel.origin.y = bottom - height - 4
        }
        list.fillRounded(panel, radius: 6, state.labTheme.overlayPanel)
        for (i, line) in lines.enumerated() {
            let rect = Rect(
                x: panel.minX + 8, y: panel.minY + 4 + Double(i) * lineHeight, width: panel.width - 16,
                height: lineHeight)
            let color = line.hasPrefix("! ") ? state.labTheme.warning : state.labTheme.overlayText
            list.text(TextRun(line, font: mono(state), color: color, frame: rect))
        }
    }

    /// The full readout's lines, label and value.
    public static func panelLines(_ state: Phone, isPaused: Bool = false, context: ViewContext? = nil)
        -> [(String, String)]
    {
        let now = state.presented
        let n = NumberText.compact
        let inset = now.contentInset
        let saved = state.avoidance.timeline.strategy.saved
        let overlap = KeyboardLabStrategy.overlap(
            keyboard: state.obstruction(now.keyboardFrame), scrollFrame: state.scrollFrame, screen: state.screen)
        var lines: [(String, String)] = [
            ("strategy", state.avoidance.timeline.strategy.name),
            (
                "device",
                "\(state.device.name) \(state.orientation.rawValue) \(n(state.screen.width))×\(n(state.screen.height))"
            ),
            ("contentInset", "t \(n(inset.top))  l \(n(inset.left))  b \(n(inset.bottom))  r \(n(inset.right))"),
            ("contentOffset", "x \(n(now.contentOffset.x))  y \(n(now.contentOffset.y))"),
            ("saved I0", saved.map { "t \(n($0.contentInset.top))  b \(n($0.contentInset.bottom))" } ?? "—"),
            ("saved O0", saved.map { "x \(n($0.contentOffset.x))  y \(n($0.contentOffset.y))" } ?? "—"),
            ("keyboard", NumberText.list(now.keyboardFrame.components)),
            ("kb target", NumberText.list(state.avoidance.timeline.target.keyboardFrame.components)),
            ("overlap", n(overlap)),
            (
                "curve",
                "\(state.avoidance.timeline.curve.name)\(state.chrome.slowAnimations ? " ×10 slow" : "")  p \(n(state.avoidance.timeline.progress(at: state.now)))"
            ),
        ]
        if let field = state.focusedField {
            let gap = state.presentedGap.map { "gap \(n($0)) (want \(n(state.form.gap(for: field.id))))" }
            lines.append(("focused", "\(field.id)  " + (gap ?? "in a bar, not scrolled for")))
        } else {
            lines.append(("focused", "none"))
        }
        for (index, note) in SwiftUINotes.lines(state).enumerated() {
            lines.append((index == 0 ? "SwiftUI" : "", note))
        }
        let o = state.conditions.options
        func onOff(_ flag: Bool) -> String { flag ? "on" : "off" }
        let mode =
            state.conditions.keyboardMode == .floating && !state.device.supportsFloatingKeyboard
            ? "floating (iPad only)" : state.isFloating ? "floating" : "docked"
        lines.append(("keyboard", "\(state.keyboardType.rawValue) · \(mode) · hardware \(onOff(o.hardwareKeyboard))"))
        lines.append(
            (
                "look",
                "\(state.conditions.appearance.rawValue) (Ctrl+A) · text \(state.conditions.textSize.rawValue) (Ctrl+T)"
            ))
        lines.append(("bars", "predictive \(onOff(o.predictiveBar)) · accessory \(onOff(o.accessoryBar))"))
        lines.append(("dismiss", "\(state.conditions.dismissMode.rawValue) (Ctrl+D)"))
        lines.append(("screen", state.screenSummary))
        lines.append(("iOS", "\(state.conditions.ios.rawValue) (Ctrl+I)"))
        let quirks = state.conditions.quirks.sorted().map(\.rawValue)
        lines.append(("quirks", quirks.first ?? "none"))
        for quirk in quirks.dropFirst() { lines.append(("", quirk)) }
        let finger = state.pointer.press.map {
            "\(n($0.last.x)), \(n($0.last.y))\($0.isFollowingKeyboard ? " · keyboard follows" : "")"
        }
        lines.append(("finger", finger ?? "up"))
        lines.append(("release v", state.pointer.releaseVelocity.map { "\(n($0)) pt/s" } ?? "—"))
        let problems = state.problems
        lines.append(("problems", problems.isEmpty ? "none" : problems[0].description))
        for problem in problems.dropFirst() { lines.append(("", problem.description)) }
        lines.append(("t", "\(n(state.now.seconds)) s\(isPaused ? "  PAUSED (F10 steps)" : "")"))
        if let context, let frame = context.frameTimes.last {
            lines.append(("frame", "\(n(frame)) ms · work \(n(context.workTime ?? 0)) ms"))
        }
        if let driver = context?.driver { lines.append(("driver", driver)) }
        return lines
    }

    /// The red dot, REC and the elapsed minutes and seconds while the window records a video.
    static func drawRecording(_ seconds: Double, at origin: Point, _ theme: Theme, _ list: inout DrawList) {
        list.fillRounded(Rect(x: origin.x, y: origin.y + 5, width: 12, height: 12), radius: 6, theme.warning)
        let whole = Int(seconds)
        list.text(
            TextRun(
                String(format: "REC %d:%02d", whole / 60, whole % 60), font: FontSpec(.semibold, size: 13),
                color: theme.warning, frame: Rect(x: origin.x + 18, y: origin.y + 1, width: 90, height: 20)))
    }

    /// Draws the side panel, `height` points tall, in its own coordinates.
    public static func drawPanel(_ app: AppState, height: Double, context: ViewContext) -> DrawList {
        let state = app.phone
        let theme = state.labTheme
        let panelWidth = panelWidth(phones: app.phones.count)
        var list = DrawList(canvas: Size(width: panelWidth, height: height), background: theme.sidePanel)
        let x = 14.0
        let width = panelWidth - 28
        var y = 12.0
        list.text(
            TextRun(
                "KeyboardLab", font: FontSpec(.semibold, size: 17), color: theme.overlayText,
                frame: Rect(x: x, y: y, width: width, height: 22)))
        if let seconds = context.recordingSeconds {
            drawRecording(seconds, at: Point(x: x + width - 96, y: y), theme, &list)
        } else {
            list.text(
                TextRun(
                    state.chrome.overlayVisible ? "F1 help · F2 overlay" : "overlay off · F2 to show",
                    font: mono(state, panelTextSize),
                    color: theme.overlayText.withOpacity(0.6), frame: Rect(x: x, y: y, width: width, height: 22),
                    alignment: .trailing))
        }
        y += 30
        if app.helpVisible {
            HelpView.draw(
                state, in: Rect(x: x, y: y, width: width, height: height - y - 12), measurer: context.measurer,
                into: &list)
            return list
        }
        guard state.chrome.overlayVisible else { return list }
        if app.phones.count > 1 {
            CompareView.draw(app, frame: Rect(x: x, y: y, width: width, height: height - y - 12), into: &list)
            return list
        }
        let lineHeight = 19.0
        let font = mono(state, panelTextSize)
        for (label, value) in panelLines(state, isPaused: app.isPaused, context: context) {
            list.text(
                TextRun(
                    label, font: font, color: theme.overlayText.withOpacity(0.6),
                    frame: Rect(x: x, y: y, width: 106, height: lineHeight)))
            list.text(
                TextRun(
                    value, font: font, color: theme.overlayText,
                    frame: Rect(x: x + 110, y: y, width: width - 110, height: lineHeight)))
            y += lineHeight
        }
        y += 10
        list.text(
            TextRun(
                "notifications", font: font, color: theme.overlayText.withOpacity(0.6),
                frame: Rect(x: x, y: y, width: width, height: lineHeight)))
        y += lineHeight
        for note in state.diagnostics.notificationLog.suffix(PhoneDiagnostics.logCapacity) {
            let info = note.info
            let n = NumberText.compact
            list.text(
                TextRun(
                    "\(n(note.time.seconds))s \(info.event.notificationName)", font: font, color: theme.overlayText,
                    frame: Rect(x: x, y: y, width: width, height: 16)))
            y += 16
            let detail =
                "  \(NumberText.list(info.beginFrame.components))→\(NumberText.list(info.endFrame.components)) \(n(info.duration.seconds))s c\(info.curve.rawValue)\(info.isLocal ? " local" : "")"
            list.text(
                TextRun(
                    detail, font: font, color: theme.overlayText.withOpacity(0.7),
                    frame: Rect(x: x, y: y, width: width, height: 16)))
            y += 18
        }
        y = max(y + 8, height - 250)
        PlotView.draw(state, frame: Rect(x: x, y: y, width: width, height: 130), into: &list)
        y += 140
        if !context.frameTimes.isEmpty {
            PlotView.drawFrameTimes(
                context.frameTimes, theme: theme, frame: Rect(x: x, y: y, width: width, height: 70), into: &list)
        }
        return list
    }
}
