import KeyboardAvoidance
import LabDrawing

/// Draws a phone's keyboard alone, as ``PhoneView`` draws it in the lab, on a screen-sized canvas cleared to the
/// appearance's background: what `keyboard-lab keyboard` renders before ``KeyboardOverlay`` cuts the keyboard out.
///
/// The iOS 26 glass panel fills its rounded top corners too here (the lab shows the content behind there), so the
/// overlay keeps the glass's own colour along the curve and the curve's coverage becomes the pixels' alpha.
///
/// ```swift
/// let list = KeyboardOverlayView.draw(phone, measurer: fonts)
/// let picture = KeyboardOverlay(phone, scale: 2).cropped(try canvas.capture(list, scale: 2))
/// ```
public enum KeyboardOverlayView {
    /// The keyboard's commands exactly as the lab's screen draws them, in painting order.
    ///
    /// - Complexity: O(k) in the keys.
    public static func keyboardCommands(_ state: Phone, measurer: any TextMeasuring) -> [DrawCommand] {
        var list = DrawList(canvas: state.screen.size, background: state.theme.background)
        KeyboardView.draw(state, measurer: measurer, into: &list)
        return list.commands
    }

    /// The keyboard on a canvas the screen's size, cleared to the appearance's background, clipped to the screen as
    /// the lab's screen is, with the glass panel's top corners filled.
    ///
    /// - Complexity: O(k) in the keys.
    public static func draw(_ state: Phone, measurer: any TextMeasuring) -> DrawList {
        var list = DrawList(canvas: state.screen.size, background: state.theme.background)
        list.commands.append(.pushClip(state.screen))
        for command in keyboardCommands(state, measurer: measurer) {
            if case .backdrop(let rect, _, let blur, let wash) = command {
                list.commands.append(.backdrop(rect, topRadius: 0, blur: blur, wash: wash))
            } else {
                list.commands.append(command)
            }
        }
        list.commands.append(.popClip)
        return list
    }
}
