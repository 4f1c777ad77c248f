import KeyboardAvoidance

extension Action {
    /// A random action a user could take in `state`: focus a field, type (emoji and newlines too), Tab, Return,
    /// Backspace, scroll, rotate, toggle the keyboard options, switch device, dismiss, tap anywhere, put a finger
    /// down, move it or lift it (drags, interactive dismissals), change the dismiss mode, the appearance or the
    /// text size, float or dock the keyboard, move the floating keyboard, switch the iOS version, or present the screen another way. Used by the property tests and
    /// `keyboard-lab soak`.
    public static func random(in state: Phone, using random: inout some RandomNumberGenerator) -> Action {
        let fields = state.form.fields
        let screen = state.screen
        func point() -> Point {
            Point(
                x: Double.random(in: 0...screen.width, using: &random),
                y: Double.random(in: 0...screen.height, using: &random))
        }
        switch Int.random(in: 0..<32, using: &random) {
        case 30: return .ios(nil)
        case 31: return .presentation(nil)
        case 26: return .appearance(nil)
        case 27: return .textSize(TextSize.allCases.randomElement(using: &random))
        case 28: return .keyboardMode(nil)
        case 29: return .moveKeyboard(point())
        case 20: return .pointerDown(point())
        case 21, 22: return .pointerMoved(point())
        case 23: return .pointerUp(point())
        case 24: return .dismissMode(KeyboardDismissMode.allCases.randomElement(using: &random))
        case 25:
            // A slow finger: a few points from where it is, as a drag in progress moves.
            guard let last = state.pointer.press?.last else { return .pointerDown(point()) }
            return .pointerMoved(
                Point(x: last.x, y: last.y + Double.random(in: -40...60, using: &random)))
        case 0...4: return .focusField(fields[Int.random(in: 0..<fields.count, using: &random)].id)
        case 5: return .type(["a", "Zelda ", "é", "👍🏽", "line\n"][Int.random(in: 0..<5, using: &random)])
        case 6: return .key(.tab)
        case 7: return .key(.shiftTab)
        case 8: return .key(.returnKey)
        case 9: return .key(.backspace)
        case 10: return .scroll(dx: 0, dy: Double.random(in: -400...400, using: &random))
        case 11: return .rotate(nil)
        case 12: return .hardwareKeyboard(nil)
        case 13: return .predictiveBar(nil)
        case 14: return .accessoryBar(nil)
        case 15: return .setDevice(nil)
        case 16: return .dismiss
        case 17: return .key(.escape)
        case 18: return .tap(point())
        default: return .paste(["one\ntwo", "", "  "][Int.random(in: 0..<3, using: &random)])
        }
    }
}
