extension Tokenizer {
    /// Keywords after which an expression starts, so `/` opens a regular expression and `<` a JSX element.
    static let expressionKeywords: Set<String> = [
        "return", "typeof", "case", "do", "else", "in", "of", "new", "delete", "void", "throw", "yield", "await",
        "default",
    ]

    /// Punctuation after which an expression starts.
    static let expressionPunctuation: Set<String> = [
        "(", ",", "=", ":", "?", "[", "{", "!", "&&", "||", "??", "=>", ";", "+", "-", "*", "%", "==", "===", "!=",
        "!==", "<", ">", "<=", ">=", "|", "&", "^", "~", "?:", "+=", "-=", "...",
    ]

    /// Whether an expression may start here, from the token before: nothing, an operator or an opening bracket, or a
    /// keyword such as `return`.
    func expressionMayStart() -> Bool {
        guard let previous = output.tokens.last else { return true }
        switch previous.kind {
        case .punctuation: return Self.expressionPunctuation.contains(previous.text)
        case .identifier: return Self.expressionKeywords.contains(previous.text)
        case .number, .string, .jsxText: return false
        }
    }

    func regexMayStart() -> Bool { expressionMayStart() }

    /// Reads a regular expression literal from its `/`; returns false (having read nothing) when none closes on the
    /// line, so the `/` is division after all.
    mutating func scanRegex() -> Bool {
        var distance = 1
        var inClass = false
        while true {
            let byte = cursor.peek(distance)
            if byte == 0 || byte == .newline { return false }
            if byte == .backslash {
                distance += 2
                continue
            }
            if byte == .bracketOpen { inClass = true }
            if byte == .bracketClose { inClass = false }
            if byte == .slash, !inClass { break }
            distance += 1
        }
        cursor.advance(by: distance + 1)
        cursor.skipIdentifier()
        return true
    }

    /// Whether `<` here opens a JSX element: an expression may start, and a name or `>` follows.
    func jsxMayStart() -> Bool {
        let next = cursor.peek(1)
        return (next.startsIdentifier || next == .greater) && expressionMayStart()
    }

    /// Reads the `<` of an element in code and reads its tag next.
    mutating func openJSX(from start: ByteCursor.Mark) {
        cursor.advance()
        emit(.punctuation, from: start)
        modes.append(.jsxTag(closing: false))
    }

    /// Reads one token of a tag: its name, an attribute's name, `=`, a string, `{` (code until its `}`), `/>` or
    /// `>`.
    mutating func jsxTag(closing: Bool) {
        if skipTrivia() { return }
        let byte = cursor.current
        let start = cursor.mark
        if byte.startsIdentifier {
            while cursor.current.continuesIdentifier || cursor.current == UInt8(ascii: "-")
                || cursor.current == .dot || cursor.current == UInt8(ascii: ":")
            {
                cursor.advance()
            }
            return emit(.identifier, from: start)
        }
        if byte == .quote || byte == .apostrophe {
            cursor.advance()
            while !cursor.atEnd, cursor.current != byte { cursor.advance() }
            cursor.advance()
            return emit(.string, from: start)
        }
        cursor.advance()
        if byte == .slash, cursor.current == .greater {
            cursor.advance()
            emit(.punctuation, from: start)
            modes.removeLast()
            return
        }
        emit(.punctuation, from: start)
        if byte == .braceOpen {
            modes.append(.code(braces: 0))
        } else if byte == .greater {
            modes.removeLast()
            if closing {
                if modes.last == .jsxChildren { modes.removeLast() }
            } else {
                modes.append(.jsxChildren)
            }
        }
    }

    /// Reads the children of an element: text up to `<` or `{`, an expression, a child element or the closing tag.
    mutating func jsxChildren() {
        let start = cursor.mark
        while !cursor.atEnd, cursor.current != .less, cursor.current != .braceOpen { cursor.advance() }
        if cursor.offset > start.offset, !cursor.text(from: start).allSatisfy(\.isWhitespace) {
            emit(.jsxText, from: start)
        }
        guard !cursor.atEnd else { return }
        let open = cursor.mark
        cursor.advance()
        if cursor.current == .slash {
            cursor.advance()
            emit(.punctuation, from: open)
            modes.append(.jsxTag(closing: true))
        } else {
            emit(.punctuation, from: open)
            modes.append(cursor.bytes[open.offset] == .braceOpen ? .code(braces: 0) : .jsxTag(closing: false))
        }
    }
}
