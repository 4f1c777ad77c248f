import KeyboardAvoidance

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
        case .overlay: "overlay on / off"
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

enum HelpView {
    static func draw(_ state: AppState, into list: inout DrawList) {
        let theme = state.theme
        let lineHeight = 20.0
        let keys = FunctionKey.allCases
        let extra = ["Tab / ⇧Tab  next / previous field", "Return  Next · Done", "Esc or tap outside  dismiss", "Ctrl+S  save values · Ctrl+V paste"]
        let height = Double(keys.count + extra.count) * lineHeight + 48
        let width = min(state.screen.width - 32, 340)
        let card = Rect(x: (state.screen.width - width) / 2, y: max(state.safeArea.top + 8, (state.screen.height - height) / 2), width: width, height: height)
        list.fillRounded(card, radius: 12, theme.overlayPanel.withOpacity(0.88))
        list.text(TextRun("Function keys", font: FontSpec(.semibold, size: 17), color: theme.overlayText, frame: Rect(x: card.minX + 16, y: card.minY + 10, width: width - 32, height: 24)))
        var y = card.minY + 40
        let font = FontSpec(.monospaced, size: 12)
        for key in keys {
            list.text(TextRun("F\(key.rawValue)", font: font, color: theme.plotOffset, frame: Rect(x: card.minX + 16, y: y, width: 40, height: lineHeight)))
            list.text(TextRun(key.title, font: font, color: theme.overlayText, frame: Rect(x: card.minX + 60, y: y, width: width - 76, height: lineHeight)))
            y += lineHeight
        }
        for line in extra {
            list.text(TextRun(line, font: font, color: theme.overlayText.withOpacity(0.8), frame: Rect(x: card.minX + 16, y: y, width: width - 32, height: lineHeight)))
            y += lineHeight
        }
    }
}
