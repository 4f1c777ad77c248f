import LabDrawing

/// The interactive window's keys: one table that the window's loop acts on and the help card (F1) lists, in the
/// card's order.
///
/// ```swift
/// if let binding = WindowKeys.binding(for: .other("T"), held: [.control, .shift]) {
///     send(binding.command.action(on: phone))  // the text size one step smaller
/// }
/// ```
public enum WindowKeys {
    /// Every key of the window, in the help card's order: the function keys first.
    public static let bindings: [KeyBinding] = [
        KeyBinding(.f1, help: "this help", .send(.help(nil))),
        KeyBinding(.f2, help: "panel on / off", .send(.overlay(nil))),
        KeyBinding(.f3, help: "hardware keyboard", .send(.hardwareKeyboard(nil))),
        KeyBinding(.f4, help: "rotate", .send(.rotate(nil))),
        KeyBinding(.f5, help: "next device", .send(.setDevice(nil))),
        KeyBinding(.f6, help: "predictive bar", .send(.predictiveBar(nil))),
        KeyBinding(.f7, help: "accessory bar", .send(.accessoryBar(nil))),
        KeyBinding(.f8, help: "slow animations ×10", .send(.slowAnimations(nil))),
        KeyBinding(.f9, help: "pause / resume", .send(.pause(nil))),
        KeyBinding(.f10, help: "step one frame (paused)", .stepFrame),
        KeyBinding(.f11, help: "dismiss keyboard", .send(.dismiss)),
        KeyBinding(.f12, help: "screenshot to PNG", .screenshot),
        KeyBinding(.other("O"), .control, help: "Ctrl+O  readout under the phone on / off", .send(.readout(nil))),
        KeyBinding(.other("M"), .control, help: "Ctrl+M  presenter mode: large type, captions", .send(.presenter(nil))),
        KeyBinding(
            .other("M"), [.control, .shift], help: "Ctrl+Shift+M  presenter type larger: 18, 24, 30 pixels",
            .send(.presenterType(nil))),
        KeyBinding(
            .other("H"), .control, help: "Ctrl+H  hide / show the window's notes (scale, key hint)", .send(.notes(nil))),
        KeyBinding(
            .other("L"), .control, help: "Ctrl+L  outline the fields and the bar", .send(.outlines(nil)),
            pointerHelp: ["Click a field to focus · drag or wheel to scroll"]),
        KeyBinding(.tab, help: "Tab / Shift-Tab  next / previous field", .send(.key(.tab))),
        KeyBinding(.tab, .shift, help: "Tab / Shift-Tab  next / previous field", .send(.key(.shiftTab))),
        KeyBinding(.returnKey, help: "Return  Next, or Done on the last field", .send(.key(.returnKey))),
        KeyBinding(.returnKey, .shift, help: nil, .send(.key(.shiftReturn))),
        KeyBinding(.escape, help: "Esc or a tap outside a field  dismiss", .send(.key(.escape))),
        KeyBinding(.other("S"), .control, help: "Ctrl+S  save values · Ctrl+V  paste", .saveValues),
        KeyBinding(.other("V"), .control, help: "Ctrl+S  save values · Ctrl+V  paste", .paste),
        KeyBinding(
            .other("D"), .control, help: "Ctrl+D  dismiss mode: none · on-drag · interactive", .send(.dismissMode(nil))),
        KeyBinding(.other("A"), .control, help: "Ctrl+A  light / dark appearance", .send(.appearance(nil))),
        KeyBinding(.other("T"), .control, help: "Ctrl+T  text size up (Shift: down)", .send(.textSize(nil))),
        KeyBinding(.other("T"), [.control, .shift], help: "Ctrl+T  text size up (Shift: down)", .smallerTextSize),
        KeyBinding(.other("F"), .control, help: "Ctrl+F  float / dock keyboard (iPad)", .send(.keyboardMode(nil))),
        KeyBinding(
            .other("I"), .control, help: "Ctrl+I  iOS 18 / 26 (iPhone) · Android 14 / 15 / 16 (Android)", .nextVersion),
        KeyBinding(.other("N"), .control, help: "Ctrl+N  Android navigation: gesture / three buttons", .nextNavigation),
        KeyBinding(
            .other("I"), [.control, .shift], help: "Ctrl+Shift+I  Android app's target SDK 34 / 35 / 36",
            .nextAndroidApp(ConditionKeys.targetSDK.name)),
        KeyBinding(
            .other("E"), .control, help: "Ctrl+E  Android app's edge-to-edge: auto / on / off",
            .nextAndroidApp(ConditionKeys.edgeToEdge.name)),
        KeyBinding(
            .other("P"), .control, help: "Ctrl+P  full screen · page sheet · medium · form sheet",
            .send(.presentation(nil))),
        KeyBinding(
            .other("R"), .control, help: "Ctrl+R  record a video of the window (again to stop)", .record,
            pointerHelp: [
                "Drag a floating keyboard by its handle", "Drag the content down through the keyboard to dismiss it",
            ]),
        KeyBinding(.other("Q"), .control, help: "Ctrl+Q  quit", .quit),
        KeyBinding(.backspace, help: nil, .send(.key(.backspace))),
        KeyBinding(.left, help: nil, .send(.key(.left))),
        KeyBinding(.right, help: nil, .send(.key(.right))),
        KeyBinding(.home, help: nil, .send(.key(.home))),
        KeyBinding(.end, help: nil, .send(.key(.end))),
    ]

    /// The binding a press of `key` with `held` modifiers triggers: of those it matches, the one needing the most
    /// modifiers (Shift+Tab over Tab); nil when none does.
    ///
    /// - Complexity: O(bindings).
    public static func binding(for key: Key, held: KeyModifiers) -> KeyBinding? {
        bindings.filter { $0.matches(key, held: held) }.max {
            $0.modifiers.rawValue.nonzeroBitCount < $1.modifiers.rawValue.nonzeroBitCount
        }
    }

    /// The help card's function keys: each key's name ("F1") and what it does.
    public static var functionKeyHelp: [(key: String, help: String)] {
        bindings.compactMap { binding in
            guard let number = binding.key.functionNumber, let help = binding.help else { return nil }
            return ("F\(number)", help)
        }
    }

    /// The help card's lines below the function keys: each other key's line once, in the table's order, with what
    /// the mouse does after the key it follows.
    public static var helpLines: [String] {
        var lines: [String] = []
        for binding in bindings where binding.key.functionNumber == nil {
            if let help = binding.help, !lines.contains(help) { lines.append(help) }
            lines += binding.pointerHelp
        }
        return lines
    }
}
