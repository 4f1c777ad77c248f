import KeyboardAvoidance

extension ScenarioParser {
    /// Parses one timed command's arguments (the words after `at T VERB`) into an action.
    typealias CommandParser = @Sendable (ScenarioLine) throws(LabError) -> Action

    /// Every timed command but `drag` (a gesture, see ``dragGesture(_:at:)``), in the order error messages list
    /// them: the lab's own, then one per condition key of the table with a timed verb (`rotate`, `device`, `ios`, …);
    /// each reads its words from index 3.
    static let commands: [(verb: String, parse: CommandParser)] =
        [
            ("tap", tapCommand),
            ("type", { line throws(LabError) in try ended(line, 3, .type(line.quoted(3))) }),
            ("paste", { line throws(LabError) in try ended(line, 3, .paste(line.quoted(3))) }),
            ("key", keyCommand),
            ("scroll", scrollCommand),
            ("hardware-keyboard", { line throws(LabError) in try ended(line, 3, .hardwareKeyboard(line.onOff(3))) }),
            ("predictive", { line throws(LabError) in try ended(line, 3, .predictiveBar(line.onOff(3))) }),
            ("accessory", { line throws(LabError) in try ended(line, 3, .accessoryBar(line.onOff(3))) }),
            ("overlay", { line throws(LabError) in try ended(line, 3, .overlay(line.onOff(3))) }),
            ("slow", { line throws(LabError) in try ended(line, 3, .slowAnimations(line.onOff(3))) }),
            ("outlines", { line throws(LabError) in try ended(line, 3, .outlines(line.onOff(3))) }),
            ("dismiss", { line throws(LabError) in try ended(line, 2, .dismiss) }),
            ("send", { line throws(LabError) in try ended(line, 2, .send) }),
            ("move-keyboard", moveKeyboardCommand),
        ] + ConditionKeys.settable.filter { $0.verb != nil }.map(timed)

    /// `move-keyboard X Y`: the floating keyboard's top-left corner, in screen points.
    static func moveKeyboardCommand(_ line: ScenarioLine) throws(LabError) -> Action {
        let x = try line.number(at: 3, "the floating keyboard's left edge x in points", range: -10_000...10_000)
        let y = try line.number(at: 4, "the floating keyboard's top edge y in points", range: -10_000...10_000)
        return try ended(line, 4, .moveKeyboard(Point(x: x, y: y)))
    }

    /// `at T VERB …`: adds the action, or the drag, at its instant, which may not go back before the last.
    static func addTimedCommand(_ line: ScenarioLine, to scenario: inout Scenario) throws(LabError) {
        let previous = max(scenario.events.last?.time.seconds ?? 0, scenario.drags.last?.time.seconds ?? 0)
        if line.tokens.count > 2, line.tokens[2].text == "drag" {
            let time = try timeOf(line, after: previous)
            scenario.drags.append(try dragGesture(line, at: time))
        } else {
            scenario.events.append(try timedAction(line, after: previous))
        }
    }

    /// The instant of an `at` line, which may not go back before `previous`.
    static func timeOf(_ line: ScenarioLine, after previous: Double) throws(LabError) -> Instant {
        let timeToken = try line.argument(1, "a time in seconds")
        let time = try line.number(timeToken, "a time in seconds", range: 0...maximumEnd)
        if time < previous {
            throw line.fail(
                timeToken.column,
                "time \(timeToken.text) goes backwards; expected \(NumberText.compact(previous)) or later")
        }
        return Instant(seconds: time)
    }

    /// `at T VERB …`: the action and its instant, which may not go back before `previous`; `at T phone N VERB …`
    /// the same for phone N (from 1) of a `compare` scenario alone, as the window's recorder writes a condition
    /// key pressed in a compare window (each phone steps its own).
    static func timedAction(_ line: ScenarioLine, after previous: Double) throws(LabError) -> TimedAction {
        let time = try timeOf(line, after: previous)
        if line.tokens.count > 2, line.tokens[2].text == "phone" {
            let expected = "a phone's number in the `compare` header, from 1"
            let number = try line.number(at: 3, expected, range: 1...4)
            guard number == number.rounded() else {
                throw line.fail(line.tokens[3].column, "expected \(expected), found \"\(line.tokens[3].text)\"")
            }
            var action = try timedAction(line.removingWords(2..<4), after: previous)
            guard action.action.changesCondition else {
                throw line.fail(
                    line.tokens.count > 4 ? line.tokens[4].column : line.endColumn,
                    "`phone N` goes before a condition's command (\(ScenarioLine.list(phoneVerbs))); every phone "
                        + "takes the others")
            }
            action.phone = Int(number) - 1
            return action
        }
        let verbs = ScenarioLine.list(commands.map(\.verb) + ["drag"])
        let verb = try line.argument(2, "a command (\(verbs))")
        guard let command = commands.first(where: { $0.verb == verb.text }) else {
            let hint = ClosestName.hint(for: verb.text, in: commands.map(\.verb) + ["drag"])
            throw line.fail(verb.column, "unknown command \"\(verb.text)\"\(hint); expected \(verbs)")
        }
        return TimedAction(time: time, action: try command.parse(line), line: line.number)
    }

    /// Checks that every `at T phone N …` names a phone of the `compare` header.
    static func checkPhones(of scenario: Scenario) throws(LabError) {
        let count = scenario.compare.map { $0.split(separator: ",", omittingEmptySubsequences: false).count } ?? 1
        for event in scenario.events {
            guard let phone = event.phone, phone >= count else { continue }
            let what = scenario.compare == nil ? "no `compare` header (one phone)" : "\(count) phones in `compare`"
            throw LabError(
                file: scenario.file, line: event.line, column: 1,
                message: "phone \(phone + 1): \(what); expected a phone from 1 to \(count)")
        }
    }

    /// The verbs `at T phone N` may come before: the condition keys' (``Action/changesCondition``).
    static var phoneVerbs: [String] { ConditionKeys.settable.compactMap(\.verb) }

    /// `action`, once no word follows word `last`.
    static func ended(_ line: ScenarioLine, _ last: Int, _ action: Action) throws(LabError) -> Action {
        try line.noMore(after: last)
        return action
    }

    /// The words `tap` takes before its target.
    static let tapTargets = ["field", "search", "bar", "tab"]

    /// `tap field ID`, `tap search` (the navigation bar's search field), `tap bar` (the bottom bar's button),
    /// `tap tab N` (from 0) or `tap X Y`.
    static func tapCommand(_ line: ScenarioLine) throws(LabError) -> Action {
        let first = try line.argument(3, "field ID, search, bar, tab N, or X Y in window points")
        if first.text == "field" { return try ended(line, 4, .focusField(line.argument(4, "a field id").text)) }
        if first.text == "search" { return try ended(line, 3, .tapSearch) }
        if first.text == "bar" { return try ended(line, 3, .tapBar) }
        if first.text == "tab" {
            let index = try line.number(at: 4, "a tab index from 0", range: 0...99)
            guard index == index.rounded() else {
                throw LabError(
                    file: line.file, line: line.number, column: 1, message: "tab \(index): expected a whole tab index")
            }
            return try ended(line, 4, .tapTab(Int(index)))
        }
        if Double(first.text) == nil, !first.quoted {
            // A word that is not a number is a misspelt target more often than a bad coordinate.
            let hint = ClosestName.hint(for: first.text, in: tapTargets)
            let expected = "field ID, search, bar, tab N, or X Y in window points"
            throw line.fail(first.column, "unknown tap target \"\(first.text)\"\(hint); expected \(expected)")
        }
        let x = try line.number(first, "an x coordinate in points", range: -10_000...10_000)
        let y = try line.number(at: 4, "a y coordinate in points", range: -10_000...10_000)
        return try ended(line, 4, .tap(Point(x: x, y: y)))
    }

    /// `key NAME`.
    static func keyCommand(_ line: ScenarioLine) throws(LabError) -> Action {
        let names = ScenarioLine.list(EditKey.allCases.map(\.rawValue))
        let token = try line.argument(3, names)
        guard let key = EditKey(rawValue: token.text) else {
            let hint = ClosestName.hint(for: token.text, in: EditKey.allCases.map(\.rawValue))
            throw line.fail(token.column, "unknown key \"\(token.text)\"\(hint); expected \(names)")
        }
        return try ended(line, 3, .key(key))
    }

    /// `scroll DX DY`: an instant drag.
    static func scrollCommand(_ line: ScenarioLine) throws(LabError) -> Action {
        let dx = try line.number(at: 3, "dx in points", range: -100_000...100_000)
        let dy = try line.number(at: 4, "dy in points", range: -100_000...100_000)
        return try ended(line, 4, .scroll(dx: dx, dy: dy))
    }

    /// `drag X1 Y1 to X2 Y2 [to X3 Y3 …] over D [timed T1 T2 …]`: with `timed`, one time per point (seconds
    /// from the start, the first 0, never going back, the last at most D), as the recorder writes a live drag.
    static func dragGesture(_ line: ScenarioLine, at time: Instant) throws(LabError) -> DragGesture {
        var path: [Point] = []
        var index = 3
        while true {
            let x = try line.number(at: index, "an x coordinate in points", range: -10_000...10_000)
            let y = try line.number(at: index + 1, "a y coordinate in points", range: -10_000...10_000)
            path.append(Point(x: x, y: y))
            let next = try line.argument(index + 2, path.count < 2 ? "`to X Y`" : "`to X Y` or `over D`")
            if next.text == "over", path.count >= 2 { break }
            guard next.text == "to" else {
                let expected = path.count < 2 ? "`to`" : "`to` or `over`"
                let hint = ClosestName.hint(for: next.text, in: path.count < 2 ? ["to"] : ["to", "over"])
                throw line.fail(next.column, "expected \(expected), found \"\(next.text)\"\(hint)")
            }
            index += 3
        }
        let duration = try line.number(at: index + 3, "a duration in seconds", range: 0.001...maximumEnd)
        guard line.tokens.count > index + 4 else {
            return DragGesture(time: time, path: path, duration: duration, line: line.number)
        }
        let word = line.tokens[index + 4]
        guard word.text == "timed" else {
            throw line.fail(word.column, "expected `timed` or nothing after the duration, found \"\(word.text)\"")
        }
        var times: [Double] = []
        for offset in 0..<path.count {
            let at = index + 5 + offset
            let low = times.last ?? 0
            let value = try line.number(at: at, "the time of point \(offset + 1) in seconds", range: low...duration)
            times.append(value)
        }
        try line.noMore(after: index + 4 + path.count)
        return DragGesture(time: time, path: path, duration: duration, line: line.number, times: times)
    }

    /// Turns every drag into pointer events at the frame step, merged into the events by time.
    static func expandDrags(in scenario: inout Scenario) throws(LabError) {
        guard !scenario.drags.isEmpty else { return }
        var expanded = scenario.events
        for drag in scenario.drags {
            guard drag.duration >= 1 / scenario.fps - 1e-9 else {
                throw LabError(
                    file: scenario.file, line: drag.line, column: 1,
                    message: "the drag lasts \(NumberText.compact(drag.duration)) s; expected at least one frame "
                        + "(\(NumberText.compact(1 / scenario.fps)) s at \(NumberText.compact(scenario.fps)) fps)")
            }
            guard drag.time.seconds + drag.duration <= scenario.end + 1e-9 else {
                throw LabError(
                    file: scenario.file, line: drag.line, column: 4,
                    message: "the drag ends at \(NumberText.compact(drag.time.seconds + drag.duration)) s, after "
                        + "`end \(NumberText.compact(scenario.end))`; expected it to end in time")
            }
            expanded += drag.actions(fps: scenario.fps)
        }
        // A stable sort keeps the file's order among actions at the same instant.
        scenario.events = expanded.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }
}
