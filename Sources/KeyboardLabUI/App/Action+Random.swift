import KeyboardAvoidance

extension Action {
    /// A random action a user could take in `state`: focus a field, type (emoji and newlines too), Tab, Return,
    /// Backspace, scroll, rotate, toggle the keyboard options, switch device, dismiss or tap anywhere. Used by the
    /// property tests and `keyboard-lab soak`.
    public static func random(in state: Phone, using random: inout some RandomNumberGenerator) -> Action {
        let fields = state.form.fields
        switch Int.random(in: 0..<20, using: &random) {
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
        case 18:
            let screen = state.screen
            return .tap(
                Point(
                    x: Double.random(in: 0...screen.width, using: &random),
                    y: Double.random(in: 0...screen.height, using: &random)))
        default: return .paste(["one\ntwo", "", "  "][Int.random(in: 0..<3, using: &random)])
        }
    }
}
