import Foundation
import KeyboardAvoidance

/// Parses the scenario language of DESIGN.md; every error names the file, line, column and what was expected.
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

    /// A word of a line and the column where it starts.
    struct Token {
        var text: String
        var column: Int
        var quoted: Bool
    }

    /// Parses `text`, which came from `file`.
    ///
    /// - Throws: ``InputError`` at the first problem.
    public static func parse(_ text: String, file: String) throws(InputError) -> Scenario {
        let base = URL(filePath: file).lastPathComponent
        let name = base.hasSuffix(".scenario") ? String(base.dropLast(".scenario".count)) : base
        var scenario = Scenario(name: name, file: file)
        var lastTime = -Double.infinity
        var endLine: Int?
        var sawEnd = false
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            func fail(_ column: Int, _ message: String) -> InputError {
                InputError(file: file, line: lineNumber, column: column, message: message)
            }
            let tokens = try tokenize(String(rawLine), fail: fail)
            guard let head = tokens.first else { continue }
            if sawEnd {
                throw fail(head.column, "nothing may follow `end`; expected the end of the file")
            }
            func argument(_ index: Int, _ expected: String) throws(InputError) -> Token {
                guard index < tokens.count else {
                    let column = tokens.last.map { $0.column + $0.text.count + 1 } ?? 1
                    throw fail(column, "expected \(expected)")
                }
                return tokens[index]
            }
            func noMore(after index: Int) throws(InputError) {
                if tokens.count > index + 1 {
                    throw fail(
                        tokens[index + 1].column,
                        "unexpected \"\(tokens[index + 1].text)\"; expected the end of the line")
                }
            }
            func number(_ token: Token, _ expected: String, range: ClosedRange<Double>) throws(InputError) -> Double {
                guard !token.quoted, let value = Double(token.text), value.isFinite else {
                    throw fail(token.column, "expected \(expected), found \"\(token.text)\"")
                }
                guard range.contains(value) else {
                    throw fail(
                        token.column,
                        "\(token.text) is out of range; expected \(expected) from \(NumberText.compact(range.lowerBound)) to \(NumberText.compact(range.upperBound))"
                    )
                }
                return value
            }
            func onOff(_ index: Int) throws(InputError) -> Bool {
                let token = try argument(index, "on or off")
                switch token.text {
                case "on": return true
                case "off": return false
                default: throw fail(token.column, "expected on or off, found \"\(token.text)\"")
                }
            }
            func orientation(_ token: Token) throws(InputError) -> Orientation {
                guard let value = Orientation(rawValue: token.text) else {
                    throw fail(token.column, "expected portrait or landscape, found \"\(token.text)\"")
                }
                return value
            }

            switch head.text {
            case "device":
                scenario.deviceID = try argument(1, "a device id such as iphone-15").text
                scenario.deviceLine = lineNumber
                if tokens.count > 2 { scenario.orientation = try orientation(tokens[2]) }
                try noMore(after: 2)
            case "form":
                scenario.formPath = try argument(1, "a form file path").text
                scenario.formLine = lineNumber
                try noMore(after: 1)
            case "fps":
                scenario.fps = try number(
                    try argument(1, "frames per second"), "frames per second", range: 1...maximumFPS)
                try noMore(after: 1)
            case "end":
                scenario.end = try number(
                    try argument(1, "the end time in seconds"), "the end time in seconds", range: 0...maximumEnd)
                try noMore(after: 1)
                endLine = lineNumber
                sawEnd = true
            case "at":
                let timeToken = try argument(1, "a time in seconds")
                let time = try number(timeToken, "a time in seconds", range: 0...maximumEnd)
                if time < lastTime {
                    throw fail(
                        timeToken.column,
                        "time \(timeToken.text) goes backwards; expected \(NumberText.compact(lastTime)) or later")
                }
                lastTime = time
                let verb = try argument(
                    2,
                    "a command (tap, type, paste, key, scroll, rotate, hardware-keyboard, predictive, accessory, dismiss, overlay, device, slow)"
                )
                let action: Action
                switch verb.text {
                case "tap":
                    let first = try argument(3, "field ID, or X Y in window points")
                    if first.text == "field" {
                        action = .focusField(try argument(4, "a field id").text)
                        try noMore(after: 4)
                    } else {
                        let x = try number(first, "an x coordinate in points", range: -10_000...10_000)
                        let y = try number(
                            try argument(4, "a y coordinate in points"), "a y coordinate in points",
                            range: -10_000...10_000)
                        action = .tap(Point(x: x, y: y))
                        try noMore(after: 4)
                    }
                case "type", "paste":
                    let token = try argument(3, "a quoted text such as \"Zelda\"")
                    guard token.quoted else {
                        throw fail(token.column, "expected a quoted text such as \"Zelda\", found \(token.text)")
                    }
                    action = verb.text == "type" ? .type(token.text) : .paste(token.text)
                    try noMore(after: 3)
                case "key":
                    let token = try argument(3, "tab, shift-tab, return, escape or backspace")
                    guard let key = EditKey(rawValue: token.text) else {
                        throw fail(
                            token.column,
                            "unknown key \"\(token.text)\"; expected tab, shift-tab, return, escape, backspace, left, right, home or end"
                        )
                    }
                    action = .key(key)
                    try noMore(after: 3)
                case "scroll":
                    let dx = try number(try argument(3, "dx in points"), "dx in points", range: -100_000...100_000)
                    let dy = try number(try argument(4, "dy in points"), "dy in points", range: -100_000...100_000)
                    action = .scroll(dx: dx, dy: dy)
                    try noMore(after: 4)
                case "rotate":
                    action = .rotate(try orientation(try argument(3, "portrait or landscape")))
                    try noMore(after: 3)
                case "hardware-keyboard": action = .hardwareKeyboard(try onOff(3)); try noMore(after: 3)
                case "predictive": action = .predictiveBar(try onOff(3)); try noMore(after: 3)
                case "accessory": action = .accessoryBar(try onOff(3)); try noMore(after: 3)
                case "overlay": action = .overlay(try onOff(3)); try noMore(after: 3)
                case "slow": action = .slowAnimations(try onOff(3)); try noMore(after: 3)
                case "device":
                    action = .setDevice(try argument(3, "a device id").text)
                    try noMore(after: 3)
                case "dismiss":
                    action = .dismiss
                    try noMore(after: 2)
                default:
                    throw fail(
                        verb.column,
                        "unknown command \"\(verb.text)\"; expected tap, type, paste, key, scroll, rotate, hardware-keyboard, predictive, accessory, overlay, slow, device or dismiss"
                    )
                }
                scenario.events.append(TimedAction(time: Instant(seconds: time), action: action, line: lineNumber))
            case "capture":
                guard let asIndex = tokens.firstIndex(where: { $0.text == "as" && !$0.quoted }) else {
                    throw fail(
                        tokens.last.map { $0.column + $0.text.count + 1 } ?? 1,
                        "expected `as NAME` after the capture times")
                }
                let nameToken = try argument(asIndex + 1, "a capture name after `as`")
                try noMore(after: asIndex + 1)
                try checkName(nameToken, fail: fail)
                var times: [Double] = []
                let timeTokens = tokens[1..<asIndex]
                if timeTokens.isEmpty {
                    throw fail(head.column + 8, "expected capture times, e.g. `0.1 0.2` or `0.0..0.5 every 0.05`")
                }
                if let range = timeTokens.first, range.text.contains("..") {
                    let parts = range.text.components(separatedBy: "..")
                    guard parts.count == 2 else { throw fail(range.column, "expected a range such as 0.0..0.5") }
                    let from = try number(
                        Token(text: parts[0], column: range.column, quoted: false), "a start time",
                        range: 0...maximumEnd)
                    let to = try number(
                        Token(text: parts[1], column: range.column + parts[0].count + 2, quoted: false), "an end time",
                        range: 0...maximumEnd)
                    guard timeTokens.count == 3, timeTokens[timeTokens.startIndex + 1].text == "every" else {
                        throw fail(range.column + range.text.count + 1, "expected `every STEP` after the range")
                    }
                    let stepToken = timeTokens[timeTokens.startIndex + 2]
                    let step = try number(stepToken, "a step in seconds", range: 0.001...maximumEnd)
                    guard to >= from else {
                        throw fail(
                            range.column, "the range ends before it starts; expected START..END with END ≥ START")
                    }
                    let count = Int(((to - from) / step + 1e-9).rounded(.down))
                    guard count < maximumCaptures else {
                        throw fail(stepToken.column, "\(count + 1) captures; expected at most \(maximumCaptures)")
                    }
                    times = (0...count).map { from + Double($0) * step }
                } else {
                    for token in timeTokens {
                        times.append(try number(token, "a capture time in seconds", range: 0...maximumEnd))
                    }
                }
                for time in times {
                    let captureName = "\(nameToken.text)-\(timeLabel(time))"
                    if scenario.captures.contains(where: { $0.name == captureName }) {
                        throw fail(
                            nameToken.column,
                            "duplicate capture name \"\(captureName)\"; expected each capture to have its own name")
                    }
                    scenario.captures.append(
                        Capture(
                            name: captureName, sequence: nameToken.text, time: Instant(seconds: time), line: lineNumber)
                    )
                }
                guard scenario.captures.count <= maximumCaptures else {
                    throw fail(head.column, "more than \(maximumCaptures) captures")
                }
            default:
                throw fail(
                    head.column, "unknown command \"\(head.text)\"; expected device, form, fps, at, capture or end")
            }
        }
        guard let endLine else {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            throw InputError(
                file: file, line: lines, column: 1,
                message: "missing `end T`; expected the scenario to end with `end` and a time")
        }
        if let late = scenario.events.first(where: { $0.time.seconds > scenario.end }) {
            throw InputError(
                file: file, line: late.line, column: 4,
                message:
                    "command at \(NumberText.compact(late.time.seconds)) s is after `end \(NumberText.compact(scenario.end))` (line \(endLine)); expected a time up to the end"
            )
        }
        if let late = scenario.captures.first(where: { $0.time.seconds > scenario.end + 1e-9 }) {
            throw InputError(
                file: file, line: late.line, column: 9,
                message:
                    "capture at \(NumberText.compact(late.time.seconds)) s is after `end \(NumberText.compact(scenario.end))` (line \(endLine)); expected a time up to the end"
            )
        }
        scenario.captures.sort { $0.time < $1.time }
        return scenario
    }

    /// Reads and parses a scenario file.
    public static func load(from url: URL, displayPath: String? = nil) throws(InputError) -> Scenario {
        let path = displayPath ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw InputError(file: path, message: "cannot read the scenario (\(JSONInput.reason(error)))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(file: path, message: "the scenario is not UTF-8 text")
        }
        return try parse(text, file: path)
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

    static func checkName(_ token: Token, fail: (Int, String) -> InputError) throws(InputError) {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        let scalarsOK = token.text.unicodeScalars.allSatisfy { allowed.contains($0) && $0.isASCII }
        guard !token.text.isEmpty, scalarsOK, token.text.count <= 64 else {
            throw fail(
                token.column,
                "capture name \"\(token.text)\" may hold only letters, digits, - and _ (it names a file inside --out)")
        }
    }

    /// Splits a line into words and quoted strings, dropping a `#` comment.
    static func tokenize(_ line: String, fail: (Int, String) -> InputError) throws(InputError) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var start = 0
        var column = 0
        var iterator = Array(line).makeIterator()
        var inQuote = false
        var quoteStart = 0
        while let c = iterator.next() {
            column += 1
            if inQuote {
                if c == "\\" {
                    column += 1
                    switch iterator.next() {
                    case "n": current.append("\n")
                    case "\"": current.append("\"")
                    case "\\": current.append("\\")
                    case "t": current.append("\t")
                    default: throw fail(column, "unknown escape in quoted text; expected \\n, \\t, \\\" or \\\\")
                    }
                } else if c == "\"" {
                    tokens.append(Token(text: current, column: quoteStart, quoted: true))
                    current = ""
                    inQuote = false
                } else {
                    current.append(c)
                }
                continue
            }
            if c == "#" { break }
            if c == "\"" {
                if !current.isEmpty { tokens.append(Token(text: current, column: start, quoted: false)); current = "" }
                inQuote = true
                quoteStart = column
            } else if c == " " || c == "\t" || c == "\r" {
                if !current.isEmpty { tokens.append(Token(text: current, column: start, quoted: false)); current = "" }
            } else {
                if current.isEmpty { start = column }
                current.append(c)
            }
        }
        if inQuote { throw fail(quoteStart, "unterminated quoted text; expected a closing \"") }
        if !current.isEmpty { tokens.append(Token(text: current, column: start, quoted: false)) }
        return tokens
    }
}
