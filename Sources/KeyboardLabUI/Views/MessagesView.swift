import KeyboardAvoidance
import LabDrawing
import LabImages

/// A chat's messages, from `docs/reference/ios-look.md`: bubbles with a 17 pt radius and 12 × 7 pt padding; mine blue
/// with white text on the right, theirs grey on the left. Only the bubbles on screen are drawn.
enum MessagesView {
    /// My bubbles' blue.
    static let mine = Color(red: 0x00, green: 0x7A, blue: 0xFF)
    /// Their bubbles' grey, light.
    static let theirs = Color(red: 0xE9, green: 0xE9, blue: 0xEB)
    /// Their bubbles' grey, dark.
    static let theirsDark = Color(red: 0x26, green: 0x26, blue: 0x29)
    /// A bubble's corner radius.
    static let radius = 17.0

    /// A bubble's fill, text colour and corner radius: iOS's blue and grey, or on Android Material 3's primary
    /// (onPrimary text) for mine and surfaceContainerHigh (onSurface text) for theirs, 20 dp round.
    static func bubbleLook(_ state: Phone, isMine: Bool) -> (fill: Color, ink: Color, radius: Double) {
        let theme = state.theme
        if state.device.platform == .android {
            return isMine
                ? (theme.tint, theme.onTint, MaterialMetrics.bubbleRadius)
                : (theme.surfaceContainerHigh, theme.text, MaterialMetrics.bubbleRadius)
        }
        let fill = isMine ? mine : (state.conditions.appearance == .dark ? theirsDark : theirs)
        return (fill, isMine ? .white : theme.text, radius)
    }

    /// - Complexity: O(v + log n) in the visible bubbles and all messages.
    static func draw(_ state: Phone, context: ViewContext, into list: inout DrawList) {
        guard let layout = state.messageLayout, let thread = state.page.thread else { return }
        let frame = FormContentView.visibleFrame(state)
        let scroll = state.scrollFrame
        let offset = state.presented.contentOffset
        let body = layout.font
        let padding = MessageLayout.padding
        list.clipped(to: frame) { list in
            let top = offset.y + frame.minY - scroll.minY
            for index in layout.visible(minY: top, maxY: top + frame.height) {
                let bubble = layout.bubbles[index].converted(fromContentOf: scroll, offset: offset)
                let isMine = thread.messages[index].from == .me
                let look = bubbleLook(state, isMine: isMine)
                let fill = look.fill
                list.fillRounded(bubble, radius: min(look.radius, bubble.height / 2), fill)
                for (number, line) in layout.lines(of: index, text: thread.messages[index].text).enumerated() {
                    let lineFrame = Rect(
                        x: bubble.minX + padding.horizontal,
                        y: bubble.minY + padding.vertical + Double(number) * layout.lineHeight,
                        width: bubble.width - 2 * padding.horizontal + 4, height: layout.lineHeight)
                    list.text(
                        TextRun(
                            line, font: body, color: look.ink, frame: lineFrame, background: fill))
                }
            }
            FormContentView.drawScrollIndicator(state, context: context, into: &list)
        }
    }
}
