/// Splits source text into tokens and comments, knowing each language's comment and string forms, so that a name
/// inside a comment or a string is never taken for code. It reads bytes: invalid UTF-8 is read through (shown as
/// U+FFFD in the text), and nothing it is given makes it fail; what a file leaves open at its end is noted in
/// ``TokenizedSource/unterminated``.
///
/// ```swift
/// let source = Tokenizer.tokenize(Array("let f = note.userInfo // keyboardFrameBeginUserInfoKey".utf8), as: .swift)
/// source.tokens.map(\.text)  // ["let", "f", "=", "note", ".", "userInfo"]
/// source.comments.count      // 1
/// ```
///
/// - Complexity: O(n) in the file's bytes.
public struct Tokenizer {
    /// What the tokenizer is reading: code, a JSX tag, or the children of a JSX element.
    enum Mode: Equatable {
        /// Code; `braces` counts the `{` opened in this mode, so the `}` that closes a JSX expression is known.
        case code(braces: Int)
        /// A JSX tag's name and attributes; `closing` for `</Name>`.
        case jsxTag(closing: Bool)
        /// The children of a JSX element: text, `{…}` and elements, until `</…>`.
        case jsxChildren
    }

    var cursor: ByteCursor
    let language: SourceLanguage
    /// Whether `<Name` in code opens a JSX element (TSX, JSX and JavaScript files).
    let jsx: Bool
    var modes: [Mode] = [.code(braces: 0)]
    var output = TokenizedSource()

    /// Tokenizes `bytes` of a file in `language`; `jsx` says whether `<Name` in code opens a JSX element.
    public static func tokenize(_ bytes: [UInt8], as language: SourceLanguage, jsx: Bool = true) -> TokenizedSource {
        var tokenizer = Tokenizer(
            cursor: ByteCursor(bytes), language: language, jsx: jsx && language == .typescript)
        tokenizer.run()
        tokenizer.output.lineCount = tokenizer.cursor.line
        return tokenizer.output
    }

    /// Whether a file at `path` may hold JSX: everything TypeScript or JavaScript but `.ts`.
    public static func allowsJSX(path: String) -> Bool { !path.lowercased().hasSuffix(".ts") }

    mutating func run() {
        if cursor.peek(0) == UInt8(ascii: "#"), cursor.peek(1) == UInt8(ascii: "!") { skipLineComment() }
        while !cursor.atEnd {
            switch modes.last ?? .code(braces: 0) {
            case .code: code()
            case .jsxTag(let closing): jsxTag(closing: closing)
            case .jsxChildren: jsxChildren()
            }
        }
        if output.unterminated == nil, modes.count > 1 {
            output.unterminated = "an unclosed JSX element or expression at the end of the file"
        }
    }

    /// Reads one whitespace byte or one comment, if either is here; returns whether it did.
    mutating func skipTrivia() -> Bool {
        let byte = cursor.current
        if byte.isWhitespace {
            cursor.advance()
        } else if byte == .slash, cursor.peek(1) == .slash {
            skipLineComment()
        } else if byte == .slash, cursor.peek(1) == .star {
            skipBlockComment()
        } else {
            return false
        }
        return true
    }

    /// Reads one token (or comment, or whitespace) of code.
    mutating func code() {
        if skipTrivia() { return }
        let byte = cursor.current
        let start = cursor.mark
        if byte.startsIdentifier {
            cursor.skipIdentifier()
            if language == .dart, cursor.offset - start.offset == 1, byte == UInt8(ascii: "r"),
                cursor.current == .quote || cursor.current == .apostrophe
            {
                return string(from: start)
            }
            return emit(.identifier, from: start)
        }
        if byte.isDigit { return number(from: start) }
        if startsString(byte) { return string(from: start) }
        if byte == .backtick { return backtickIdentifier(from: start) }
        if byte == .slash, language == .typescript, regexMayStart(), scanRegex() { return emit(.string, from: start) }
        if byte == .less, jsx, jsxMayStart() { return openJSX(from: start) }
        punctuation(from: start)
    }

    mutating func number(from start: ByteCursor.Mark) {
        cursor.advance()
        while !cursor.atEnd {
            let byte = cursor.current
            if byte.continuesIdentifier {
                cursor.advance()
            } else if byte == .dot, cursor.peek(1).isDigit, cursor.peek(-1) != .dot {
                cursor.advance()
            } else {
                break
            }
        }
        emit(.number, from: start)
    }

    /// A quoted identifier (`` `default` `` in Swift and Kotlin), or a template literal in TypeScript.
    mutating func backtickIdentifier(from start: ByteCursor.Mark) {
        if language == .typescript { return string(from: start) }
        cursor.advance()
        while !cursor.atEnd, cursor.current != .backtick, cursor.current != .newline { cursor.advance() }
        if cursor.current == .backtick { cursor.advance() }
        emit(.identifier, from: start)
    }

    mutating func punctuation(from start: ByteCursor.Mark) {
        let byte = cursor.current
        cursor.advance()
        if let second = cursor.atEnd ? nil : cursor.current, Self.pairs.contains([byte, second]) {
            cursor.advance()
            if let third = cursor.atEnd ? nil : cursor.current, Self.triples.contains([byte, second, third]) {
                cursor.advance()
            }
        }
        emit(.punctuation, from: start)
        if byte == .braceOpen { adjustBraces(by: 1) }
        if byte == .braceClose { closeBrace() }
    }

    static let pairs: Set<[UInt8]> = Set(
        ["?.", "=>", "==", "!=", "&&", "||", "::", "->", "..", "?:", "??", "<=", ">=", "+=", "-=", "*=", "/=", "|="]
            .map { Array($0.utf8) })
    static let triples: Set<[UInt8]> = Set(["===", "!==", "...", "..<", "??="].map { Array($0.utf8) })

    mutating func emit(_ kind: Token.Kind, from start: ByteCursor.Mark) {
        output.tokens.append(
            Token(kind, cursor.text(from: start), line: start.line, column: start.offset - start.lineStart + 1))
    }

    mutating func adjustBraces(by delta: Int) {
        guard case .code(let braces) = modes.last else { return }
        modes[modes.count - 1] = .code(braces: braces + delta)
    }

    /// A `}` in code: closes a brace of this mode, or the JSX expression the mode was opened for.
    mutating func closeBrace() {
        guard case .code(let braces) = modes.last else { return }
        if braces > 0 {
            modes[modes.count - 1] = .code(braces: braces - 1)
        } else if modes.count > 1 {
            modes.removeLast()
        }
    }
}
