import KeyboardAvoidance
import LabDrawing

/// KeyboardLab's own overlay: the full panel beside the phones, with the notification log, the plot of offset.y,
/// inset.bottom and keyboard top, and the frame-time graph (the compact readout under each phone is
/// ``ReadoutView``).
public enum OverlayView {
    static func mono(_ state: Phone, _ size: Double? = nil) -> FontSpec {
        FontSpec(.monospaced, size: size ?? state.labTheme.overlaySize)
    }

    /// The iOS version and the quirks in force, wrapped at `width` characters; nothing on iOS 18 without quirks.
    static func quirkLines(_ state: Phone, width: Int) -> [String] {
        let quirks = state.conditions.quirks.sorted().map(\.rawValue)
        guard state.conditions.ios != .standard || !quirks.isEmpty else { return [] }
        var lines = ["iOS \(state.text(ConditionKeys.ios))  quirks" + (quirks.isEmpty ? " none" : "")]
        for name in quirks {
            if lines[lines.count - 1].count + name.count + 1 > width { lines.append("  ") }
            lines[lines.count - 1] += " " + name
        }
        return lines
    }

    /// The full readout's lines, label and value.
    public static func panelLines(_ state: Phone, isPaused: Bool = false, context: ViewContext? = nil)
        -> [(String, String)]
    {
        let now = state.presented
        let n = NumberText.compact
        let inset = now.contentInset
        let saved = state.avoidance.strategy.saved
        let overlap = KeyboardLabStrategy.overlap(
            keyboard: state.obstruction(now.keyboardFrame), scrollFrame: state.scrollFrame, screen: state.screen)
        var lines: [(String, String)] = [
            (ConditionKeys.strategy.name, state.avoidance.strategy.name),
            (
                ConditionKeys.device.name,
                "\(state.device.name) \(state.text(ConditionKeys.orientation)) \(n(state.screen.width))×\(n(state.screen.height))"
            ),
            ("contentInset", "t \(n(inset.top))  l \(n(inset.left))  b \(n(inset.bottom))  r \(n(inset.right))"),
            ("contentOffset", "x \(n(now.contentOffset.x))  y \(n(now.contentOffset.y))"),
            ("saved I0", saved.map { "t \(n($0.contentInset.top))  b \(n($0.contentInset.bottom))" } ?? "—"),
            ("saved O0", saved.map { "x \(n($0.contentOffset.x))  y \(n($0.contentOffset.y))" } ?? "—"),
            ("keyboard", NumberText.list(now.keyboardFrame.components)),
            ("kb target", NumberText.list(state.avoidance.target.keyboardFrame.components)),
            ("overlap", n(overlap)),
            (
                "curve",
                "\(state.avoidance.curve.name)\(state.chrome.slowAnimations ? " ×10 slow" : "")  p \(n(state.avoidance.progress(at: state.now)))"
            ),
        ]
        if let field = state.focusedField {
            let want = state.device.platform == .android ? 0 : state.form.gap(for: field.id)
            let gap = state.presentedGap.map { "\(ReadoutView.gapLabel(state)) \(n($0)) (want \(n(want)))" }
            lines.append(("focused", "\(field.id)  " + (gap ?? "in a bar, not scrolled for")))
        } else {
            lines.append(("focused", "none"))
        }
        for (index, note) in SwiftUINotes.lines(state).enumerated() {
            lines.append((index == 0 ? "SwiftUI" : "", note))
        }
        if let note = state.frameworkNote { lines.append((state.avoidance.strategy.name, note)) }
        let o = state.conditions.options
        func onOff(_ flag: Bool) -> String { flag ? "on" : "off" }
        let mode =
            state.conditions.keyboardMode == .floating && !state.device.supportsFloatingKeyboard
            ? "floating (iPad only)" : state.conditions.isFloating ? "floating" : "docked"
        lines.append(("keyboard", "\(state.keyboardType.rawValue) · \(mode) · hardware \(onOff(o.hardwareKeyboard))"))
        lines.append(
            (
                "look",
                "\(state.text(ConditionKeys.appearance)) (Ctrl+A) · text \(state.text(ConditionKeys.textSize)) (Ctrl+T)"
            ))
        lines.append(("bars", "predictive \(onOff(o.predictiveBar)) · accessory \(onOff(o.accessoryBar))"))
        lines.append(("dismiss", "\(state.text(ConditionKeys.dismissMode)) (Ctrl+D)"))
        lines.append(("screen", state.screenSummary))
        lines += platformLines(state)
        let finger = state.pointer.press.map {
            "\(n($0.last.x)), \(n($0.last.y))\($0.isFollowingKeyboard ? " · keyboard follows" : "")"
        }
        lines.append(("finger", finger ?? "up"))
        lines.append(("release v", state.pointer.releaseVelocity.map { "\(n($0)) pt/s" } ?? "—"))
        let problems = state.problemLines
        lines.append(("problems", problems.first ?? "none"))
        for problem in problems.dropFirst() { lines.append(("", problem)) }
        lines.append(("t", "\(n(state.now.seconds)) s\(isPaused ? "  PAUSED (F10 steps)" : "")"))
        if let context, let frame = context.frameTimes.last {
            lines.append(("frame", "\(n(frame)) ms · work \(n(context.workTime ?? 0)) ms"))
        }
        if let driver = context?.driver { lines.append(("driver", driver)) }
        return lines
    }

    /// The platform's rows: iOS's version and quirks on an iPhone (with any Android condition noted as taking no
    /// effect), Android's version, navigation and insets on an Android device with the app's target and edge-to-edge
    /// choice (and iOS's conditions noted likewise).
    static func platformLines(_ state: Phone) -> [(String, String)] {
        guard state.device.platform == .android,
            let android = FrameValues.AndroidValues(state, presented: state.presented)
        else {
            var lines = [("iOS", "\(state.text(ConditionKeys.ios)) (Ctrl+I)")]
            if let note = state.otherPlatformNote { lines.append((ConditionKeys.android.name, note)) }
            let quirks = state.conditions.quirks.sorted().map(\.rawValue)
            // One value, wrapped to the panel's width where it is drawn.
            lines.append((ConditionKeys.quirks.name, quirks.isEmpty ? "none" : quirks.joined(separator: ", ")))
            return lines
        }
        let n = NumberText.compact
        let edge = state.conditions.androidWindow?.edgeToEdge == true ? "edge-to-edge" : "resizes"
        var lines = [
            (
                ConditionKeys.android.name,
                "\(state.text(ConditionKeys.android)) (\(edge)) · \(state.text(ConditionKeys.navigation))"
            ),
            // The app's target and its edge-to-edge choice, and the keys that step them.
            (
                "app",
                "target \(state.text(ConditionKeys.targetSDK)) · edge-to-edge \(state.text(ConditionKeys.edgeToEdge)) "
                    + "(Ctrl+Shift+I · Ctrl+E)"
            ),
            ("insets", "ime \(n(android.ime)) · bars \(n(android.systemBars.top))/\(n(android.systemBars.bottom))"),
            ("pan", n(android.pan)),
        ]
        if let note = state.otherPlatformNote { lines.append(("iOS", note)) }
        return lines
    }
}
