import KeyboardAvoidance
import LabDrawing
import LabImages

/// The function keys, their actions and the help card that lists them.
public enum FunctionKey: Int, Equatable, Hashable, Sendable, CaseIterable {
    /// F1: help.
    case help = 1
    /// F2: overlay on/off.
    case overlay
    /// F3: hardware keyboard on/off.
    case hardwareKeyboard
    /// F4: rotate.
    case rotate
    /// F5: next device.
    case nextDevice
    /// F6: predictive bar on/off.
    case predictiveBar
    /// F7: accessory bar on/off.
    case accessoryBar
    /// F8: slow animations ×10.
    case slowAnimations
    /// F9: pause / resume.
    case pause
    /// F10: step one frame while paused.
    case step
    /// F11: dismiss the keyboard.
    case dismiss
    /// F12: screenshot to PNG.
    case screenshot

    /// What the key does, for the help card.
    public var title: String {
        switch self {
        case .help: "this help"
        case .overlay: "panel on / off"
        case .hardwareKeyboard: "hardware keyboard"
        case .rotate: "rotate"
        case .nextDevice: "next device"
        case .predictiveBar: "predictive bar"
        case .accessoryBar: "accessory bar"
        case .slowAnimations: "slow animations ×10"
        case .pause: "pause / resume"
        case .step: "step one frame (paused)"
        case .dismiss: "dismiss keyboard"
        case .screenshot: "screenshot to PNG"
        }
    }

    /// The state change the key makes; nil for keys the run loop handles (step, screenshot).
    public var action: Action? {
        switch self {
        case .help: .help(nil)
        case .overlay: .overlay(nil)
        case .hardwareKeyboard: .hardwareKeyboard(nil)
        case .rotate: .rotate(nil)
        case .nextDevice: .setDevice(nil)
        case .predictiveBar: .predictiveBar(nil)
        case .accessoryBar: .accessoryBar(nil)
        case .slowAnimations: .slowAnimations(nil)
        case .pause: .pause(nil)
        case .dismiss: .dismiss
        case .step, .screenshot: nil
        }
    }
}

/// The function-key help, drawn in the side panel; a line longer than the panel wraps at spaces, measured with the
/// renderer's fonts, its continuation indented.
enum HelpView {
    static func draw(
        _ state: Phone, in frame: Rect, metrics: PanelMetrics = PanelMetrics(presenter: false, scale: 1),
        measurer: any TextMeasuring, into list: inout DrawList
    ) {
        let theme = state.labTheme
        let k = metrics.factor
        let lineHeight = 20 * k
        list.fillRounded(frame, radius: 10 * k, theme.overlayPanel)
        list.text(
            TextRun(
                "Function keys", font: FontSpec(.semibold, size: metrics.titleSize), color: theme.overlayText,
                frame: Rect(x: frame.minX + 14 * k, y: frame.minY + 10 * k, width: frame.width - 28 * k, height: 24 * k)
            ))
        var y = frame.minY + 42 * k
        let font = FontSpec(.monospaced, size: metrics.textSize)
        let indent = 16 * k
        /// Draws `text` from `left`, wrapped to end by the frame's right margin.
        func paragraph(_ text: String, left: Double, color: Color) {
            let width = frame.maxX - 14 * k - left
            let wrapper = TextWrapper(measurer: measurer, font: font, width: width - indent)
            for (index, line) in wrapper.lines(text).enumerated() where y + lineHeight <= frame.maxY {
                let x = left + (index == 0 ? 0 : indent)
                list.text(
                    TextRun(
                        line.text, font: font, color: color,
                        frame: Rect(x: x, y: y, width: frame.maxX - 14 * k - x, height: lineHeight)))
                y += lineHeight
            }
        }
        // What does not fit the panel's height is left out rather than drawn past it.
        for key in FunctionKey.allCases where y + lineHeight <= frame.maxY {
            list.text(
                TextRun(
                    "F\(key.rawValue)", font: font, color: theme.plotOffset,
                    frame: Rect(x: frame.minX + 14 * k, y: y, width: 40 * k, height: lineHeight)))
            paragraph(key.title, left: frame.minX + 58 * k, color: theme.overlayText)
        }
        y += 10 * k
        let extra = [
            "Ctrl+O  readout under the phone on / off",
            "Ctrl+M  presenter mode: large type, captions",
            "Ctrl+L  outline the fields and the bar",
            "Click a field to focus · drag or wheel to scroll", "Tab / Shift-Tab  next / previous field",
            "Return  Next, or Done on the last field",
            "Esc or a tap outside a field  dismiss", "Ctrl+S  save values · Ctrl+V  paste",
            "Ctrl+D  dismiss mode: none · on-drag · interactive",
            "Ctrl+A  light / dark appearance",
            "Ctrl+T  text size up (Shift: down)",
            "Ctrl+F  float / dock keyboard (iPad)",
            "Ctrl+I  iOS 18 / 26 (iPhone) · Android 14 / 15 / 16 (Android)",
            "Ctrl+N  Android navigation: gesture / three buttons",
            "Ctrl+P  full screen · page sheet · medium · form sheet",
            "Ctrl+R  record a video of the window (again to stop)",
            "Drag a floating keyboard by its handle",
            "Drag the content down through the keyboard to dismiss it",
            "Ctrl+Q  quit",
        ]
        for line in extra { paragraph(line, left: frame.minX + 14 * k, color: theme.overlayText.withOpacity(0.8)) }
    }
}
