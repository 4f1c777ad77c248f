extension Tokenizer {
    /// Whether `byte` opens a string or character literal in this language (a Swift raw string's `#` included).
    func startsString(_ byte: UInt8) -> Bool {
        if byte == .quote { return true }
        if byte == .apostrophe { return language != .swift }
        if byte == .hash, language == .swift {
            var distance = 1
            while cursor.peek(distance) == .hash { distance += 1 }
            return cursor.peek(distance) == .quote
        }
        return false
    }

    /// Reads a string or character literal from `start` (a Dart `r` already read) as one token, its
    /// interpolations skipped whole.
    mutating func string(from start: ByteCursor.Mark) {
        let raw = language == .dart && cursor.offset > start.offset
        var hashes = 0
        while cursor.current == .hash {
            hashes += 1
            cursor.advance()
        }
        let quote = cursor.current
        let triple = cursor.peek(1) == quote && cursor.peek(2) == quote && quote != .backtick
        if triple && (language.tripleQuotes || language == .dart) {
            cursor.advance(by: 3)
        } else {
            cursor.advance()
        }
        let closed = scanString(
            quote: quote, triple: triple && (language.tripleQuotes || language == .dart), hashes: hashes,
            raw: raw || (language == .kotlin && triple))
        if !closed, output.unterminated == nil {
            output.unterminated = "an unterminated string at \(start.line):\(start.offset - start.lineStart + 1)"
        }
        emit(.string, from: start)
    }

    /// Reads to the end of a string whose opening quote is read; returns whether it closed. A one-line string ends
    /// at a line break (unclosed), a template literal and a multi-line string do not.
    mutating func scanString(quote: UInt8, triple: Bool, hashes: Int, raw: Bool) -> Bool {
        let multiline = triple || quote == .backtick
        while !cursor.atEnd {
            let byte = cursor.current
            if byte == .newline, !multiline { return false }
            if byte == quote, closes(quote: quote, triple: triple, hashes: hashes) { return true }
            if byte == .backslash, !raw {
                if interpolationOpens(afterBackslashWith: hashes) {
                    cursor.advance(by: 1 + hashes)
                    skipBalanced()
                    continue
                }
                cursor.advance(by: hashes == 0 ? 2 : 1)
                continue
            }
            if byte == .dollar, cursor.peek(1) == .braceOpen, interpolatesWithDollar(quote: quote, raw: raw) {
                cursor.advance()
                skipBalanced()
                continue
            }
            cursor.advance()
        }
        return false
    }

    /// Whether `${` opens code in this string: Kotlin's strings, Dart's but raw ones, TypeScript's template literals.
    func interpolatesWithDollar(quote: UInt8, raw: Bool) -> Bool {
        switch language {
        case .kotlin: true
        case .dart: !raw
        case .typescript: quote == .backtick
        case .swift, .java: false
        }
    }

    /// Whether the quote here closes the string, and if so reads past it (and a raw string's hashes).
    mutating func closes(quote: UInt8, triple: Bool, hashes: Int) -> Bool {
        let count = triple ? 3 : 1
        for distance in 0..<count where cursor.peek(distance) != quote { return false }
        for distance in 0..<hashes where cursor.peek(count + distance) != .hash { return false }
        cursor.advance(by: count + hashes)
        if triple { while cursor.current == quote { cursor.advance() } }
        return true
    }

    /// Whether a backslash here opens Swift's interpolation `\(` (or `\#(` in a raw string of one hash).
    func interpolationOpens(afterBackslashWith hashes: Int) -> Bool {
        guard language == .swift else { return false }
        for distance in 0..<hashes where cursor.peek(1 + distance) != .hash { return false }
        return cursor.peek(1 + hashes) == .parenOpen
    }

    /// Skips a bracketed stretch of code from its opening bracket (here) to the matching closer, reading the strings
    /// and comments inside as such.
    mutating func skipBalanced() {
        var depth = 0
        while !cursor.atEnd {
            let byte = cursor.current
            if byte == .slash, cursor.peek(1) == .slash {
                skipLineComment()
            } else if byte == .slash, cursor.peek(1) == .star {
                skipBlockComment()
            } else if startsString(byte) || (byte == .backtick && language == .typescript) {
                let start = cursor.mark
                let count = output.tokens.count
                string(from: start)
                output.tokens.removeSubrange(count...)
            } else {
                if byte == .parenOpen || byte == .braceOpen || byte == .bracketOpen { depth += 1 }
                if byte == .parenClose || byte == .braceClose || byte == .bracketClose { depth -= 1 }
                cursor.advance()
                if depth <= 0 { return }
            }
        }
    }

    mutating func skipLineComment() {
        let start = cursor.mark
        while !cursor.atEnd, cursor.current != .newline { cursor.advance() }
        output.comments.append(Comment(text: cursor.text(from: start), line: start.line, endLine: start.line))
    }

    mutating func skipBlockComment() {
        let start = cursor.mark
        cursor.advance(by: 2)
        var depth = 1
        while !cursor.atEnd, depth > 0 {
            if cursor.current == .star, cursor.peek(1) == .slash {
                depth -= 1
                cursor.advance(by: 2)
            } else if language.nestsBlockComments, cursor.current == .slash, cursor.peek(1) == .star {
                depth += 1
                cursor.advance(by: 2)
            } else {
                cursor.advance()
            }
        }
        if depth > 0, output.unterminated == nil {
            output.unterminated = "an unterminated comment at \(start.line):\(start.offset - start.lineStart + 1)"
        }
        output.comments.append(Comment(text: cursor.text(from: start), line: start.line, endLine: cursor.line))
    }
}
