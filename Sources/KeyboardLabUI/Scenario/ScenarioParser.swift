import Foundation
import KeyboardAvoidance

/// Parses the scenario language (docs/reference/scenario-language.md); every error names the file, line, column and
/// what was expected.
///
/// ```swift
/// let scenario = try ScenarioParser.parse(text, file: "Assets/Scenarios/show-hide.scenario")
/// ```
public enum ScenarioParser {
    /// The largest `fps` accepted.
    public static let maximumFPS = 240.0
    /// The latest `end` accepted, in seconds.
    public static let maximumEnd = 600.0
    /// The most captures one scenario may ask for.
    public static let maximumCaptures = 2000
    /// The commands a line may start with: every settable condition key of the table (the orientation is written on
    /// the device's line), then the scenario's own.
    static let headers =
        ConditionKeys.names.filter { $0 != ConditionKeys.orientation.name }
        + ["form", "fps", "touches", "outlines", "screen", "compare", "at", "capture", "mask", "end"]

    /// The name of the scenario in `file`: the file's name without `.scenario`, as its goldens' folder is named.
    public static func name(ofFile file: String) -> String {
        let base = URL(filePath: file).lastPathComponent
        return base.hasSuffix(".scenario") ? String(base.dropLast(".scenario".count)) : base
    }

    /// Parses `text`, which came from `file`.
    ///
    /// - Throws: ``LabError`` at the first problem.
    /// - Complexity: O(n) in the text's length.
    public static func parse(_ text: String, file: String) throws(LabError) -> Scenario {
        var scenario = Scenario(name: name(ofFile: file), file: file)
        var endLine: Int?
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, raw) in lines.enumerated() {
            let line = try ScenarioLine(String(raw), number: offset + 1, file: file)
            guard let head = line.tokens.first else { continue }
            if endLine != nil { throw line.fail(head.column, "nothing may follow `end`; expected the end of the file") }
            if head.text == ConditionKeys.device.name {
                // The device line also holds the orientation.
                try readDevice(line, into: &scenario)
                continue
            }
            if let key = ConditionKeys.named(head.text), key.name != ConditionKeys.orientation.name {
                try readCondition(key, line, at: 1, expected: key.expected) { key.set($0, in: &scenario.settings) }
                continue
            }
            switch head.text {
            case "form", "screen":
                let path = try line.argument(1, "a \(head.text) file path").text
                if head.text == "form" { (scenario.formPath, scenario.formLine) = (path, line.number) }
                if head.text == "screen" { (scenario.screenPath, scenario.screenLine) = (path, line.number) }
                if scenario.formPath != nil, scenario.screenPath != nil {
                    throw line.fail(head.column, "a scenario names a form or a screen, not both; expected one of them")
                }
                try line.noMore(after: 1)
            case "fps":
                scenario.fps = try line.number(at: 1, "frames per second", range: 1...maximumFPS)
                try line.noMore(after: 1)
            case "end":
                scenario.end = try line.number(at: 1, "the end time in seconds", range: 0...maximumEnd)
                try line.noMore(after: 1)
                endLine = line.number
            case "touches":
                scenario.settings.touches = try line.onOff(1)
                try line.noMore(after: 1)
            case "outlines":
                scenario.settings.outlines = try line.onOff(1)
                try line.noMore(after: 1)
            case "compare":
                // The specs run to the end of the line: a `label=` caption may hold spaces, unquoted.
                _ = try line.argument(1, "two to four phone specs, comma-separated (strategy=A,strategy=B)")
                let specs = line.tokens.dropFirst().map(\.text).joined(separator: " ")
                (scenario.compare, scenario.compareLine) = (specs, line.number)
            case "at": try addTimedCommand(line, to: &scenario)
            case "capture": try addCaptures(line, to: &scenario)
            case "mask": scenario.masks.append(try mask(line))
            default:
                throw line.fail(
                    head.column,
                    "unknown command \"\(head.text)\"\(ClosestName.hint(for: head.text, in: headers)); expected "
                        + ScenarioLine.list(headers))
            }
        }
        try checkEnd(of: scenario, endLine: endLine, lineCount: lines.count)
        if scenario.compare != nil, let mask = scenario.masks.first {
            throw LabError(
                file: file, line: mask.line, column: 1,
                message: "a `compare` scenario's captures hold several phones; expected no `mask` lines")
        }
        try checkPhones(of: scenario)
        try expandDrags(in: &scenario)
        scenario.captures.sort { $0.time < $1.time }
        return scenario
    }

    /// Parses the UTF-8 bytes of a scenario file read at the edge.
    ///
    /// - Throws: ``LabError`` when the bytes are not UTF-8, or at the first problem.
    public static func parse(_ data: Data, file: String) throws(LabError) -> Scenario {
        guard let text = String(data: data, encoding: .utf8) else {
            throw LabError(file: file, message: "the scenario is not UTF-8 text")
        }
        return try parse(text, file: file)
    }

    /// Fails unless the scenario has an `end` and nothing happens after it.
    static func checkEnd(of scenario: Scenario, endLine: Int?, lineCount: Int) throws(LabError) {
        let file = scenario.file
        guard let endLine else {
            throw LabError(
                file: file, line: lineCount, column: 1,
                message: "missing `end T`; expected the scenario to end with `end` and a time")
        }
        let end = NumberText.compact(scenario.end)
        if let late = scenario.events.first(where: { $0.time.seconds > scenario.end }) {
            throw LabError(
                file: file, line: late.line, column: 4,
                message:
                    "command at \(NumberText.compact(late.time.seconds)) s is after `end \(end)` (line \(endLine)); "
                    + "expected a time up to the end")
        }
        if let late = scenario.captures.first(where: { $0.time.seconds > scenario.end + 1e-9 }) {
            throw LabError(
                file: file, line: late.line, column: 9,
                message:
                    "capture at \(NumberText.compact(late.time.seconds)) s is after `end \(end)` (line \(endLine)); "
                    + "expected a time up to the end")
        }
    }

    /// A capture time as it appears in names: two decimals, or three when needed (`0.05`, `0.125`).
    public static func timeLabel(_ time: Double) -> String {
        let milliseconds = Int((time * 1000).rounded())
        let whole = milliseconds / 1000
        let fraction = milliseconds % 1000
        if fraction % 10 == 0 {
            let hundredths = fraction / 10
            return "\(whole).\(hundredths < 10 ? "0" : "")\(hundredths)"
        }
        let padded = String(fraction)
        return "\(whole).\(String(repeating: "0", count: 3 - padded.count))\(padded)"
    }

}
