import Foundation
import KeyboardAvoidance

extension ScenarioParser {
    /// `capture T T … as NAME` or `capture A..B every S as NAME`: adds one capture per time, named `NAME-T`.
    static func addCaptures(_ line: ScenarioLine, to scenario: inout Scenario) throws(LabError) {
        let head = line.tokens[0]
        guard let asIndex = line.tokens.firstIndex(where: { $0.text == "as" && !$0.quoted }) else {
            // A misspelt `as` (`ass`, `sa`) is the likeliest cause: point at it rather than at the end.
            if line.tokens.count >= 2, let near = line.tokens.dropFirst().first(where: { isMisspelt($0, "as") }) {
                throw line.fail(near.column, "unknown word \"\(near.text)\"; did you mean \"as\"?")
            }
            throw line.fail(line.endColumn, "expected `as NAME` after the capture times")
        }
        let nameToken = try line.argument(asIndex + 1, "a capture name after `as`")
        try line.noMore(after: asIndex + 1)
        try checkName(nameToken, in: line)
        var times: [Double] = []
        let timeTokens = line.tokens[1..<asIndex]
        if timeTokens.isEmpty {
            throw line.fail(head.column + 8, "expected capture times, e.g. `0.1 0.2` or `0.0..0.5 every 0.05`")
        }
        if let range = timeTokens.first, range.text.contains("..") {
            let parts = range.text.components(separatedBy: "..")
            guard parts.count == 2 else { throw line.fail(range.column, "expected a range such as 0.0..0.5") }
            let from = try line.number(
                ScenarioLine.Token(text: parts[0], column: range.column, quoted: false), "a start time",
                range: 0...maximumEnd)
            let to = try line.number(
                ScenarioLine.Token(text: parts[1], column: range.column + parts[0].count + 2, quoted: false),
                "an end time",
                range: 0...maximumEnd)
            guard timeTokens.count == 3, timeTokens[timeTokens.startIndex + 1].text == "every" else {
                if timeTokens.count >= 2, isMisspelt(timeTokens[timeTokens.startIndex + 1], "every") {
                    let word = timeTokens[timeTokens.startIndex + 1]
                    throw line.fail(word.column, "unknown word \"\(word.text)\"; did you mean \"every\"?")
                }
                throw line.fail(range.column + range.text.count + 1, "expected `every STEP` after the range")
            }
            let stepToken = timeTokens[timeTokens.startIndex + 2]
            let step = try line.number(stepToken, "a step in seconds", range: 0.001...maximumEnd)
            guard to >= from else {
                throw line.fail(
                    range.column, "the range ends before it starts; expected START..END with END ≥ START")
            }
            let count = Int(((to - from) / step + 1e-9).rounded(.down))
            guard count < maximumCaptures else {
                throw line.fail(stepToken.column, "\(count + 1) captures; expected at most \(maximumCaptures)")
            }
            times = (0...count).map { from + Double($0) * step }
        } else {
            for token in timeTokens {
                times.append(try line.number(token, "a capture time in seconds", range: 0...maximumEnd))
            }
        }
        for time in times {
            let captureName = "\(nameToken.text)-\(timeLabel(time))"
            if scenario.captures.contains(where: { $0.name == captureName }) {
                throw line.fail(
                    nameToken.column,
                    "duplicate capture name \"\(captureName)\"; expected each capture to have its own name")
            }
            scenario.captures.append(
                Capture(
                    name: captureName, sequence: nameToken.text, time: Instant(seconds: time), line: line.number)
            )
        }
        guard scenario.captures.count <= maximumCaptures else {
            throw line.fail(head.column, "more than \(maximumCaptures) captures")
        }
    }

    /// Whether `token` is an unquoted word close to, but not, `keyword`.
    static func isMisspelt(_ token: ScenarioLine.Token, _ keyword: String) -> Bool {
        !token.quoted && token.text != keyword && Double(token.text) == nil
            && ClosestName.closest(to: token.text, in: [keyword]) != nil
    }

    /// Fails unless a capture name is safe as a file name.
    static func checkName(_ token: ScenarioLine.Token, in line: ScenarioLine) throws(LabError) {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        let scalarsOK = token.text.unicodeScalars.allSatisfy { allowed.contains($0) && $0.isASCII }
        guard !token.text.isEmpty, scalarsOK, token.text.count <= 64 else {
            throw line.fail(
                token.column,
                "capture name \"\(token.text)\" may hold only letters, digits, - and _ (it names a file inside --out)")
        }
    }
}
