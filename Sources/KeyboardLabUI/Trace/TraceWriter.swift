import KeyboardAvoidance

/// Writes the trace contract's JSON Lines: a `layout` line at the start and after every relayout, a
/// `notification` line per keyboard notification, and a `frame` line per rendered frame.
///
/// ```swift
/// var trace = TraceWriter(scale: 1, screenOrigin: Point.zero)
/// let lines = trace.lines(for: state, notifications: state.takeNotifications())  // write each with a newline
/// ```
public struct TraceWriter: Equatable, Sendable {
    /// The window's scale, pixels per point.
    public var scale: Double
    /// Where the phone screen's top-left lies in the window, in pixels.
    public var screenOrigin: Point
    private var writtenGeneration = -1

    /// Creates a writer.
    public init(scale: Double, screenOrigin: Point) {
        self.scale = scale
        self.screenOrigin = screenOrigin
    }

    /// The lines for one rendered frame of `state`: a layout line if the layout changed, the notifications
    /// posted since the last frame, then the frame line.
    public mutating func lines(for state: Phone, notifications: [TimedNotification]) -> [String] {
        var out: [String] = []
        if state.layoutGeneration != writtenGeneration {
            writtenGeneration = state.layoutGeneration
            out.append(layoutLine(state))
        }
        out.append(contentsOf: notifications.map(Self.notificationLine))
        out.append(Self.frameLine(state))
        return out
    }

    /// The `layout` line.
    public func layoutLine(_ state: Phone) -> String {
        let offset = state.presentation.contentOffset
        let frame = state.scrollFrame
        var fields: [String] = []
        fields.reserveCapacity(min(state.form.fields.count, 64))
        for (index, field) in state.form.fields.enumerated() {
            let rect = state.layout.rowFrames[index].converted(fromContentOf: frame, offset: offset)
            fields.append("\(JSONText.quote(field.id)):\(NumberText.list(rect.components))")
        }
        return
            "{\"kind\":\"layout\",\"t\":\(NumberText.compact(state.now.seconds)),\"device\":\(JSONText.quote(state.device.id)),"
            + "\"orientation\":\"\(state.orientation.rawValue)\",\"scale\":\(NumberText.compact(scale)),"
            + "\"screenOrigin\":\(NumberText.list(screenOrigin.components)),\"scrollFrame\":\(NumberText.list(frame.components)),"
            + "\"contentSize\":\(NumberText.list([state.layout.contentSize.width, state.layout.contentSize.height])),"
            + "\"contentOffset\":\(NumberText.list(offset.components)),\"fields\":{\(fields.joined(separator: ","))}}"
    }

    /// A `notification` line.
    public static func notificationLine(_ notification: TimedNotification) -> String {
        let info = notification.info
        return "{\"kind\":\"notification\",\"t\":\(NumberText.compact(notification.time.seconds)),"
            + "\"name\":\"\(info.event.notificationName)\",\"beginFrame\":\(NumberText.list(info.beginFrame.components)),"
            + "\"endFrame\":\(NumberText.list(info.endFrame.components)),\"duration\":\(NumberText.compact(info.duration.seconds)),"
            + "\"curve\":\(info.curve.rawValue),\"isLocal\":\(info.isLocal)}"
    }

    /// A `frame` line.
    public static func frameLine(_ state: Phone) -> String {
        let now = state.presentation
        let focused = state.focusedField.map { JSONText.quote($0.id) } ?? "null"
        let rect = state.focusedWindowRect.map { NumberText.list($0.components) } ?? "null"
        let text = state.focus.map { JSONText.quote(state.values[$0]) } ?? "null"
        return "{\"kind\":\"frame\",\"t\":\(NumberText.compact(state.now.seconds)),"
            + "\"keyboardFrame\":\(NumberText.list(now.keyboardFrame.components)),"
            + "\"contentInset\":\(NumberText.list(now.contentInset.components)),"
            + "\"contentOffset\":\(NumberText.list(now.contentOffset.components)),\"focused\":\(focused),"
            + "\"focusedRect\":\(rect),\"text\":\(text),\"progress\":\(NumberText.compact(state.timeline.progress(at: state.now)))}"
    }
}

/// JSON string quoting.
public enum JSONText {
    /// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
    public static func quote(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
