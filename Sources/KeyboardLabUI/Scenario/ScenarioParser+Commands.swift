import KeyboardAvoidance

extension ScenarioParser {
    /// Parses one timed command's arguments (the words after `at T VERB`) into an action.
    typealias CommandParser = @Sendable (ScenarioLine) throws(InputError) -> Action

    /// Every timed command, in the order error messages list them; each reads its words from index 3.
    static let commands: [(verb: String, parse: CommandParser)] = [
        ("tap", tapCommand),
        ("type", { line throws(InputError) in try ended(line, 3, .type(line.quoted(3))) }),
        ("paste", { line throws(InputError) in try ended(line, 3, .paste(line.quoted(3))) }),
        ("key", keyCommand),
        ("scroll", scrollCommand),
        ("rotate", { line throws(InputError) in try ended(line, 3, .rotate(line.choice(3, of: Orientation.self))) }),
        ("hardware-keyboard", { line throws(InputError) in try ended(line, 3, .hardwareKeyboard(line.onOff(3))) }),
        ("predictive", { line throws(InputError) in try ended(line, 3, .predictiveBar(line.onOff(3))) }),
        ("accessory", { line throws(InputError) in try ended(line, 3, .accessoryBar(line.onOff(3))) }),
        ("overlay", { line throws(InputError) in try ended(line, 3, .overlay(line.onOff(3))) }),
        ("slow", { line throws(InputError) in try ended(line, 3, .slowAnimations(line.onOff(3))) }),
        ("device", { line throws(InputError) in try ended(line, 3, .setDevice(line.argument(3, "a device id").text)) }),
        ("dismiss", { line throws(InputError) in try ended(line, 2, .dismiss) }),
    ]

    /// `at T VERB …`: the action and its instant, which may not go back before `previous`.
    static func timedAction(_ line: ScenarioLine, after previous: Double?) throws(InputError) -> TimedAction {
        let timeToken = try line.argument(1, "a time in seconds")
        let time = try line.number(timeToken, "a time in seconds", range: 0...maximumEnd)
        if let previous, time < previous {
            throw line.fail(
                timeToken.column,
                "time \(timeToken.text) goes backwards; expected \(NumberText.compact(previous)) or later")
        }
        let verbs = ScenarioLine.list(commands.map(\.verb))
        let verb = try line.argument(2, "a command (\(verbs))")
        guard let command = commands.first(where: { $0.verb == verb.text }) else {
            throw line.fail(verb.column, "unknown command \"\(verb.text)\"; expected \(verbs)")
        }
        return TimedAction(time: Instant(seconds: time), action: try command.parse(line), line: line.number)
    }

    /// `action`, once no word follows word `last`.
    static func ended(_ line: ScenarioLine, _ last: Int, _ action: Action) throws(InputError) -> Action {
        try line.noMore(after: last)
        return action
    }

    /// `tap field ID` or `tap X Y`.
    static func tapCommand(_ line: ScenarioLine) throws(InputError) -> Action {
        let first = try line.argument(3, "field ID, or X Y in window points")
        if first.text == "field" { return try ended(line, 4, .focusField(line.argument(4, "a field id").text)) }
        let x = try line.number(first, "an x coordinate in points", range: -10_000...10_000)
        let y = try line.number(at: 4, "a y coordinate in points", range: -10_000...10_000)
        return try ended(line, 4, .tap(Point(x: x, y: y)))
    }

    /// `key NAME`.
    static func keyCommand(_ line: ScenarioLine) throws(InputError) -> Action {
        let names = ScenarioLine.list(EditKey.allCases.map(\.rawValue))
        let token = try line.argument(3, names)
        guard let key = EditKey(rawValue: token.text) else {
            throw line.fail(token.column, "unknown key \"\(token.text)\"; expected \(names)")
        }
        return try ended(line, 3, .key(key))
    }

    /// `scroll DX DY`: an instant drag.
    static func scrollCommand(_ line: ScenarioLine) throws(InputError) -> Action {
        let dx = try line.number(at: 3, "dx in points", range: -100_000...100_000)
        let dy = try line.number(at: 4, "dy in points", range: -100_000...100_000)
        return try ended(line, 4, .scroll(dx: dx, dy: dy))
    }
}
