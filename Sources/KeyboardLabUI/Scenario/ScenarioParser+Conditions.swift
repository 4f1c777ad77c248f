import KeyboardAvoidance

extension ScenarioParser {
    /// The timed command `at T VERB VALUE` of condition `key`, parsed by the table.
    static func timed(_ key: AnyConditionKey) -> (verb: String, parse: CommandParser) {
        (
            key.verb ?? key.name,
            { line throws(LabError) in
                var action = Action.dismiss
                try readCondition(key, line, at: 3, expected: key.verbExpected) { text in
                    switch key.action(text) {
                    case .success(let parsed)?:
                        action = parsed
                        return nil
                    case .failure(let problem)?: return problem
                    case nil: return nil
                    }
                }
                return action
            }
        )
    }

    /// Reads condition `key`'s value from word `index` of `line` (its words joined as the key says) and hands it
    /// to `parse`, which returns the table's problem with it. A plain choice fails with "expected A or B, found …";
    /// other problems at the word at fault. A one-word value is checked before the words after it, a two-word one
    /// after (as the scenario language always has).
    static func readCondition(
        _ key: AnyConditionKey, _ line: ScenarioLine, at index: Int, expected: String,
        parse: (String) -> ConditionProblem?
    ) throws(LabError) {
        let first = try line.argument(index, expected)
        if key.wordCount > 1, key.wordCount < .max { try line.noMore(after: index + key.wordCount - 1) }
        let words = Array(line.tokens[index...].prefix(key.wordCount))
        if let problem = parse(words.map(\.text).joined(separator: key.joiner)) {
            if let choices = problem.choices {
                let hint = ClosestName.hint(for: first.text, in: choices)
                throw line.fail(
                    first.column, "expected \(ScenarioLine.list(choices)), found \"\(first.text)\"\(hint)")
            }
            let column =
                problem.word.map { words.indices.contains($0) ? words[$0].column : 1 }
                ?? words.first { $0.text.contains(problem.value) }?.column ?? first.column
            throw line.fail(column, problem.description)
        }
        if key.wordCount == 1 { try line.noMore(after: index) }
    }

    /// `device ID [ORIENTATION]`: the device line, which also holds the orientation.
    static func readDevice(_ line: ScenarioLine, into scenario: inout Scenario) throws(LabError) {
        scenario.deviceID = try line.argument(1, ConditionKeys.device.words.expected).text
        scenario.deviceLine = line.number
        if line.tokens.count > 2 {
            let key = ConditionKeys.orientation.erased
            var settings = ConditionOverrides()
            try readCondition(key, line, at: 2, expected: key.expected) { key.set($0, in: &settings) }
            scenario.orientation = settings[ConditionKeys.orientation] ?? scenario.orientation
        }
        try line.noMore(after: 2)
    }
}
