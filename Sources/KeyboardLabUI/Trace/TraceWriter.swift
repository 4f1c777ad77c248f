import KeyboardAvoidance
import LabText

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

    /// Maps the phone to window pixels at `scale` from `screenOrigin` from now on (the window was drawn at another
    /// scale), so the next frame starts with a layout line in the new pixels.
    public mutating func remap(scale: Double, screenOrigin: Point) {
        self.scale = scale
        self.screenOrigin = screenOrigin
        writtenGeneration = -1
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
        let offset = state.presented.contentOffset
        let frame = state.scrollFrame
        var fields = JSONObject()
        for (index, field) in state.form.fields.enumerated() {
            // The navigation search field sits in the navigation bar and the composer in the bottom bar, not in the
            // content.
            fields.add(field.id, numbers: state.windowRect(ofField: index)?.components)
        }
        var line = JSONObject()
        line.add("kind", string: "layout")
        line.add("t", number: state.now.seconds)
        let conditions = state.effectiveSettings
        for key in ConditionKeys.all {
            guard let name = key.traceKey else { continue }
            switch key.traceValue(of: conditions) {
            case .string(let text)?: line.add(name, string: text)
            case .strings(let texts)?: line.add(name, strings: texts)
            case nil: line.add(name, string: nil)
            }
        }
        line.add("scale", number: scale)
        line.add("screenOrigin", numbers: screenOrigin.components)
        line.add("scrollFrame", numbers: frame.components)
        line.add("card", numbers: state.layoutCardFrame?.components)
        line.add("contentSize", numbers: [state.contentSize.width, state.contentSize.height])
        line.add("contentOffset", numbers: offset.components)
        line.add("fields", object: fields)
        var shown = JSONObject()
        shown.add("kind", string: state.page.content.rawValue)
        shown.add("parts", strings: state.page.screenParts)
        if let thread = state.page.thread {
            shown.add("messages", number: Double(thread.messages.count))
            shown.add("lift", string: thread.lift.rawValue)
        }
        if let width = state.shownDesign.width {
            shown.add("designWidth", number: width)
            shown.add("factor", number: state.shownDesign.factor)
        }
        line.add("screen", object: shown)
        line.add("pinned", numbers: state.restingBottomBar?.components)
        line.add("tabBar", numbers: state.barLayout.tabBarFrame(keyboard: state.restingKeyboardFrame)?.components)
        return line.text
    }

    /// A `notification` line.
    public static func notificationLine(_ notification: TimedNotification) -> String {
        let info = notification.info
        var line = JSONObject()
        line.add("kind", string: "notification")
        line.add("t", number: notification.time.seconds)
        line.add("name", string: info.event.notificationName)
        line.add("beginFrame", numbers: info.beginFrame.components)
        line.add("endFrame", numbers: info.endFrame.components)
        line.add("duration", number: info.duration.seconds)
        line.add("curve", number: Double(info.curve.rawValue))
        line.add("isLocal", bool: info.isLocal)
        return line.text
    }

    /// A `frame` line.
    public static func frameLine(_ state: Phone) -> String {
        let values = FrameValues(state)
        var line = JSONObject()
        line.add("kind", string: "frame")
        line.add("t", number: state.now.seconds)
        line.add("keyboardFrame", numbers: values.keyboardFrame.components)
        line.add("contentInset", numbers: values.contentInset.components)
        line.add("contentOffset", numbers: values.contentOffset.components)
        line.add("focused", string: state.focusedField?.id)
        line.add("focusedRect", numbers: values.focusedRect?.components)
        line.add("text", string: state.editor.focus.map { state.editor.values[$0] })
        line.add("progress", number: state.avoidance.progress(at: state.now))
        line.add("scrollFrame", numbers: values.scrollFrame.components)
        line.add("touch", numbers: state.pointer.press?.last.components)
        line.add("interactive", bool: state.pointer.press?.isFollowingKeyboard ?? false)
        line.add(ConditionKeys.strategy.name, string: state.avoidance.strategy.name)
        line.add("card", numbers: values.card?.components)
        line.add("pinned", numbers: values.pinned?.components)
        line.add("safeAreaBottom", number: values.safeAreaBottom)
        if let android = values.android {
            line.add("ime", number: android.ime)
            line.add("systemBars", numbers: android.systemBars.components)
            line.add("pan", number: android.pan)
        }
        if let atEnd = state.isAtEnd { line.add("atEnd", bool: atEnd) }
        if let tabs = state.page.tabBar { line.add("tab", number: Double(tabs.selected)) }
        line.add("problems", strings: state.problemLines)
        return line.text
    }
}

/// One JSON object written key by key, in order: numbers in ``NumberText/compact(_:)`` form, strings quoted by
/// ``TextEscaping/json(_:)``, and `null` for a missing value.
public struct JSONObject: Equatable, Sendable {
    private var members: [String] = []

    /// An empty object.
    public init() {}

    /// Adds `key` with a raw JSON value.
    mutating func add(_ key: String, raw: String) {
        members.append(TextEscaping.json(key) + ":" + raw)
    }

    /// Adds `key` with a string, or `null`.
    public mutating func add(_ key: String, string: String?) {
        add(key, raw: string.map(TextEscaping.json) ?? "null")
    }

    /// Adds `key` with a number.
    public mutating func add(_ key: String, number: Double) {
        add(key, raw: NumberText.compact(number))
    }

    /// Adds `key` with a list of numbers, or `null`.
    public mutating func add(_ key: String, numbers: [Double]?) {
        add(key, raw: numbers.map(NumberText.list) ?? "null")
    }

    /// Adds `key` with `true` or `false`, or `null`.
    public mutating func add(_ key: String, bool: Bool?) {
        add(key, raw: bool.map { $0 ? "true" : "false" } ?? "null")
    }

    /// Adds `key` with a list of strings.
    public mutating func add(_ key: String, strings: [String]) {
        add(key, raw: "[" + strings.map(TextEscaping.json).joined(separator: ",") + "]")
    }

    /// Adds `key` with a nested object.
    public mutating func add(_ key: String, object: JSONObject) {
        add(key, raw: object.text)
    }

    /// The object as one line of JSON.
    public var text: String { "{" + members.joined(separator: ",") + "}" }
}
