import KeyboardAvoidance

/// One line of a scenario, split into words, with the checks every command shares. Each failure names the file,
/// the line, the column and what was expected.
struct ScenarioLine: Sendable {
    /// A word of a line and the column where it starts.
    struct Token: Sendable {
        var text: String
        var column: Int
        var quoted: Bool
    }

    /// The scenario's file, for errors.
    let file: String
    /// The line's number, from 1.
    let number: Int
    /// The line's words, without any comment.
    let tokens: [Token]

    /// Splits `text`, line `number` of `file`.
    init(_ text: String, number: Int, file: String) throws(LabError) {
        self.file = file
        self.number = number
        tokens = try Self.tokenize(text) { column, message in
            LabError(file: file, line: number, column: column, message: message)
        }
    }

    /// The line with words `range` taken out (a timed command's `phone N`), every other word at its own column.
    func removingWords(_ range: Range<Int>) -> ScenarioLine {
        var tokens = tokens
        tokens.removeSubrange(range.clamped(to: tokens.indices))
        return ScenarioLine(file: file, number: number, tokens: tokens)
    }

    private init(file: String, number: Int, tokens: [Token]) {
        self.file = file
        self.number = number
        self.tokens = tokens
    }

    /// An error at `column` of this line.
    func fail(_ column: Int, _ message: String) -> LabError {
        LabError(file: file, line: number, column: column, message: message)
    }

    /// The column just after the last word, where a missing word would go.
    var endColumn: Int { tokens.last.map { $0.column + $0.text.count + 1 } ?? 1 }

    /// Word `index`, or an error saying `expected`.
    func argument(_ index: Int, _ expected: String) throws(LabError) -> Token {
        guard index < tokens.count else { throw fail(endColumn, "expected \(expected)") }
        return tokens[index]
    }

    /// Fails when there are words after word `index`.
    func noMore(after index: Int) throws(LabError) {
        guard tokens.count > index + 1 else { return }
        let extra = tokens[index + 1]
        throw fail(extra.column, "unexpected \"\(extra.text)\"; expected the end of the line")
    }

    /// `token` as a number in `range`.
    func number(_ token: Token, _ expected: String, range: ClosedRange<Double>) throws(LabError) -> Double {
        guard !token.quoted, let value = Double(token.text), value.isFinite else {
            throw fail(token.column, "expected \(expected), found \"\(token.text)\"")
        }
        guard range.contains(value) else {
            let from = NumberText.compact(range.lowerBound)
            let to = NumberText.compact(range.upperBound)
            throw fail(token.column, "\(token.text) is out of range; expected \(expected) from \(from) to \(to)")
        }
        return value
    }

    /// Word `index` as a number in `range`.
    func number(at index: Int, _ expected: String, range: ClosedRange<Double>) throws(LabError) -> Double {
        try number(argument(index, expected), expected, range: range)
    }

    /// Word `index` as `on` (true) or `off` (false).
    func onOff(_ index: Int) throws(LabError) -> Bool {
        let token = try argument(index, "on or off")
        switch token.text {
        case "on": return true
        case "off": return false
        default:
            let hint = ClosestName.hint(for: token.text, in: ["on", "off"])
            throw fail(token.column, "expected on or off, found \"\(token.text)\"\(hint)")
        }
    }

    /// Word `index` as a quoted text.
    func quoted(_ index: Int) throws(LabError) -> String {
        let token = try argument(index, "a quoted text such as \"Zelda\"")
        guard token.quoted else {
            throw fail(token.column, "expected a quoted text such as \"Zelda\", found \(token.text)")
        }
        return token.text
    }

    /// "a, b or c".
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// Splits a line into words and quoted strings, dropping a `#` comment.
    static func tokenize(_ line: String, fail: (Int, String) -> LabError) throws(LabError) -> [Token] {
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
