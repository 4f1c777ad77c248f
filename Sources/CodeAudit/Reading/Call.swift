/// A call read from tokens: a name followed by `(…)` (its arguments split at the top-level commas, each with its
/// label when named: `label:` in Swift and Dart, `label =` in Kotlin), a trailing block `{…}`, or both, with the
/// member chain it hangs from (`Modifier.fillMaxSize().imePadding()`: `imePadding` hangs from
/// `Modifier`, `fillMaxSize`).
///
/// ```swift
/// let scaffold = file.calls(named: "Scaffold").first
/// scaffold?.argument("resizeToAvoidBottomInset").map { file.text(of: $0.range) }  // "false"
/// ```
public struct Call: Equatable, Sendable {
    /// One argument: its label when named, and its tokens.
    public struct Argument: Equatable, Sendable {
        /// The label, or nil for a positional argument.
        public var label: String?
        /// The argument's tokens, its label left out.
        public var range: Range<Int>
    }

    /// The called name.
    public var name: String
    /// The index of the name's token.
    public var index: Int
    /// The tokens between the parentheses, or nil for a trailing block alone.
    public var parentheses: Range<Int>?
    /// The tokens inside the trailing block, or nil.
    public var block: Range<Int>?
    /// The arguments in the parentheses.
    public var arguments: [Argument]

    /// The tokens the call spans inside its brackets: its arguments and its block.
    public var body: Range<Int> {
        let start = parentheses?.lowerBound ?? block?.lowerBound ?? index
        let end = block?.upperBound ?? parentheses?.upperBound ?? index
        return start..<max(start, end)
    }

    /// The argument labelled `label`, or nil.
    public func argument(_ label: String) -> Argument? { arguments.first { $0.label == label } }

    /// Every call and trailing block of `tokens`, in order.
    static func all(in tokens: [Token], partners: [Int]) -> [Call] {
        var calls: [Call] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let next = afterTypeArguments(index + 1, in: tokens)
            guard next < tokens.count, tokens[next].kind == .punctuation else { continue }
            var call = Call(name: tokens[index].text, index: index, parentheses: nil, block: nil, arguments: [])
            var after = next
            if tokens[next].text == "(", partners[next] > next {
                call.parentheses = (next + 1)..<partners[next]
                call.arguments = arguments(in: call.parentheses ?? 0..<0, tokens: tokens, partners: partners)
                after = partners[next] + 1
            }
            if after < tokens.count, tokens[after].is("{"), partners[after] > after,
                call.parentheses != nil || !Self.declarationWords.contains(tokens[max(0, index - 1)].text)
            {
                call.block = (after + 1)..<partners[after]
            }
            if call.parentheses != nil || call.block != nil { calls.append(call) }
        }
        return calls
    }

    /// The index after a call's type arguments (`showModalBottomSheet<void>(`, `listOf<String>(`) that start at
    /// `index`, or `index` when there are none.
    static func afterTypeArguments(_ index: Int, in tokens: [Token]) -> Int {
        guard index < tokens.count, tokens[index].is("<") else { return index }
        var depth = 0
        var at = index
        while at < tokens.count, at - index < 16 {
            let token = tokens[at]
            if token.is("<") { depth += 1 } else if token.is(">") { depth -= 1 } else if token.is(">>") { depth -= 2 }
            if depth <= 0 { return at + 1 < tokens.count && tokens[at + 1].is("(") ? at + 1 : index }
            guard token.kind == .identifier || [",", ".", "?", "<", "[", "]"].contains(token.text) else { return index }
            at += 1
        }
        return index
    }

    /// Words before a name that make `name {` a declaration, not a trailing block.
    static let declarationWords: Set<String> = [
        "class", "struct", "enum", "extension", "protocol", "interface", "object", "var", "val", "let", "get", "set",
        "func", "fun", "function", "import", "package",
    ]

    /// The arguments in `range`, split at its top-level commas.
    static func arguments(in range: Range<Int>, tokens: [Token], partners: [Int]) -> [Argument] {
        var arguments: [Argument] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .punctuation, partners[index] > index {
                index = partners[index] + 1
                continue
            }
            if token.is(",") {
                if start < index { arguments.append(argument(start..<index, tokens: tokens)) }
                start = index + 1
            }
            index += 1
        }
        if start < range.upperBound { arguments.append(argument(start..<range.upperBound, tokens: tokens)) }
        return arguments
    }

    /// One argument's tokens, with a leading `label:` or `label =` (not `==`) taken as its label.
    static func argument(_ range: Range<Int>, tokens: [Token]) -> Argument {
        if range.count >= 2, tokens[range.lowerBound].kind == .identifier,
            tokens[range.lowerBound + 1].is(":") || tokens[range.lowerBound + 1].is("=")
        {
            return Argument(label: tokens[range.lowerBound].text, range: (range.lowerBound + 2)..<range.upperBound)
        }
        return Argument(label: nil, range: range)
    }
}

extension SourceFile {
    /// The calls named `name`.
    public func calls(named name: String) -> [Call] { calls.filter { $0.name == name } }

    /// The calls named one of `names`.
    public func calls(named names: Set<String>) -> [Call] { calls.filter { names.contains($0.name) } }

    /// The calls whose brackets hold the token at `index`, innermost first.
    public func calls(enclosing index: Int) -> [Call] {
        calls.filter { $0.body.contains(index) && $0.index != index }.sorted { $0.body.count < $1.body.count }
    }

    /// The names of the member chain the token at `index` is a link of, in order: `Modifier`, `fillMaxSize`,
    /// `imePadding`, `padding` for any of them in `Modifier.fillMaxSize().imePadding().padding(8.dp)`.
    public func chain(at index: Int) -> [(name: String, index: Int)] {
        var start = index
        while start >= 2, tokens[start - 1].is(".") || tokens[start - 1].is("?.") {
            var before = start - 2
            if tokens[before].is(")"), let open = partner(of: before) { before = open - 1 }
            guard before >= 0, tokens[before].kind == .identifier else { break }
            start = before
        }
        var links: [(String, Int)] = []
        var at = start
        while at < tokens.count, tokens[at].kind == .identifier {
            links.append((tokens[at].text, at))
            var next = at + 1
            if next < tokens.count, tokens[next].is("("), let close = partner(of: next) { next = close + 1 }
            guard next + 1 < tokens.count, tokens[next].is(".") || tokens[next].is("?.") else { break }
            at = next + 1
        }
        return links
    }

    /// The text of the tokens in `range`, joined by single spaces.
    public func text(of range: Range<Int>) -> String {
        tokens[range.clamped(to: tokens.indices)].map(\.text).joined(separator: " ")
    }

    /// The innermost `{…}` block holding the token at `index` whose `{` follows a `)` (a function's or a handler's
    /// body, or a closure passed to a call), as token indices inside its braces; the whole file when there is none.
    public func handler(containing index: Int) -> Range<Int> {
        var at = index
        while at >= 0 {
            if tokens[at].is("{"), let close = partner(of: at), close > index, followsParameters(at) {
                return (at + 1)..<close
            }
            if tokens[at].is("}"), let open = partner(of: at), open < at {
                at = open - 1
                continue
            }
            at -= 1
        }
        return 0..<tokens.count
    }

    /// Whether the `{` at `index` follows a parameter list, across a return type, `throws` or `async`.
    func followsParameters(_ index: Int) -> Bool {
        var at = index - 1
        var steps = 0
        while at >= 0, steps < 8 {
            let token = tokens[at]
            if token.is(")") { return true }
            if token.is("{") || token.is("}") || token.is(";") || token.is("=") { return false }
            at -= 1
            steps += 1
        }
        return false
    }
}
