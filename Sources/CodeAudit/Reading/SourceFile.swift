import Foundation

/// One file of the app, read: its tokens and comments, its lines (for fingerprints and messages), its
/// `keyboard-lab:ignore` comments, and its brackets matched.
///
/// ```swift
/// let file = SourceFile(path: "App/Login.swift", bytes: Array(text.utf8))!
/// for index in file.indices(of: "keyboardFrameBeginUserInfoKey") { … file.tokens[index].line … }
/// ```
public struct SourceFile: Sendable {
    /// The path relative to the scanned root, with `/`.
    public let path: String
    /// The language it is read as.
    public let language: SourceLanguage
    /// The code's tokens.
    public let tokens: [Token]
    /// Its comments.
    public let comments: [Comment]
    /// Its lines, without their line breaks.
    public let lines: [String]
    /// What was left open at the file's end, or nil.
    public let unterminated: String?
    /// For each bracket token, the index of its partner; -1 for other tokens and unmatched brackets.
    let partners: [Int]
    /// The rule ids each line's `keyboard-lab:ignore` comments name (a comment ignores on its own line and the
    /// next); `*` for every rule.
    let ignores: [Int: Set<String>]
    /// Every call and trailing block, in order of its name: read once, on first use.
    let calls: [Call]

    /// Reads `bytes` as the file at `path` (relative to the scanned root); nil when its extension is not code.
    public init?(path: String, bytes: [UInt8]) {
        guard let language = SourceLanguage(path: path) else { return nil }
        self.init(path: path, language: language, bytes: bytes)
    }

    /// Reads `bytes` as `language`.
    public init(path: String, language: SourceLanguage, bytes: [UInt8]) {
        self.path = path
        self.language = language
        let source = Tokenizer.tokenize(bytes, as: language, jsx: Tokenizer.allowsJSX(path: path))
        tokens = source.tokens
        comments = source.comments
        unterminated = source.unterminated
        lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        partners = Self.matchBrackets(source.tokens)
        ignores = Self.ignores(in: source.comments)
        calls = Call.all(in: source.tokens, partners: partners)
    }

    /// The text of 1-based `line`, trimmed; empty outside the file.
    public func line(_ line: Int) -> String {
        lines.indices.contains(line - 1) ? lines[line - 1].trimmingCharacters(in: .whitespaces) : ""
    }

    /// Whether a `keyboard-lab:ignore` comment on `line` or the line above names `rule`.
    public func ignores(_ rule: String, at line: Int) -> Bool {
        for candidate in [line, line - 1] {
            if let ids = ignores[candidate], ids.contains(rule) || ids.contains("*") { return true }
        }
        return false
    }

    /// The indices of the identifier tokens spelt `name`.
    public func indices(of name: String) -> [Int] {
        tokens.indices.filter { tokens[$0].kind == .identifier && tokens[$0].text == name }
    }

    /// Whether any identifier token is spelt one of `names`.
    public func mentions(_ names: Set<String>) -> Bool {
        tokens.contains { $0.kind == .identifier && names.contains($0.text) }
    }

    /// Whether any identifier spelt one of `names` lies in `range` of token indices.
    public func mentions(_ names: Set<String>, in range: Range<Int>) -> Bool {
        tokens[range.clamped(to: tokens.indices)].contains { $0.kind == .identifier && names.contains($0.text) }
    }

    /// The partner of the bracket at `index`, or nil.
    public func partner(of index: Int) -> Int? {
        partners.indices.contains(index) && partners[index] >= 0 ? partners[index] : nil
    }

    static func matchBrackets(_ tokens: [Token]) -> [Int] {
        var partners = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        let closers: [String: String] = [")": "(", "]": "[", "}": "{"]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            if token.text == "(" || token.text == "[" || token.text == "{" {
                open.append(index)
            } else if let opener = closers[token.text] {
                // An unmatched closer (broken code) is left alone; openers above a mismatch are dropped.
                guard let at = open.lastIndex(where: { tokens[$0].text == opener }) else { continue }
                partners[index] = open[at]
                partners[open[at]] = index
                open.removeSubrange(at...)
            }
        }
        return partners
    }

    static func ignores(in comments: [Comment]) -> [Int: Set<String>] {
        var ignores: [Int: Set<String>] = [:]
        for comment in comments {
            guard let marker = comment.text.range(of: "keyboard-lab:ignore") else { continue }
            let ids = comment.text[marker.upperBound...].split(whereSeparator: { " ,\t*/".contains($0) })
                .prefix { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } }
            ignores[comment.endLine, default: []].formUnion(ids.isEmpty ? ["*"] : ids.map(String.init))
        }
        return ignores
    }
}
