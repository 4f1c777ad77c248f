/// A position in a file's bytes that knows its line: what the tokenizer reads with.
struct ByteCursor {
    /// A saved position: its offset, line and the offset its line starts at.
    struct Mark {
        var offset: Int
        var line: Int
        var lineStart: Int
    }

    let bytes: [UInt8]
    private(set) var offset = 0
    private(set) var line = 1
    private(set) var lineStart = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { offset >= bytes.count }
    /// The byte here, or 0 at the end.
    var current: UInt8 { offset < bytes.count ? bytes[offset] : 0 }
    var mark: Mark { Mark(offset: offset, line: line, lineStart: lineStart) }

    /// The byte `distance` ahead (or behind, when negative), or 0 outside the file.
    func peek(_ distance: Int) -> UInt8 {
        let index = offset + distance
        return index >= 0 && index < bytes.count ? bytes[index] : 0
    }

    /// Whether the bytes here are `text`.
    func at(_ text: [UInt8]) -> Bool {
        guard offset + text.count <= bytes.count else { return false }
        for (index, byte) in text.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }

    /// Moves one byte on, counting a line break.
    mutating func advance() {
        guard offset < bytes.count else { return }
        if bytes[offset] == .newline {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count { advance() }
    }

    mutating func skipIdentifier() {
        while offset < bytes.count, bytes[offset].continuesIdentifier { offset += 1 }
    }

    /// The text from `mark` to here; invalid UTF-8 becomes U+FFFD.
    func text(from mark: Mark) -> String { String(decoding: bytes[mark.offset..<offset], as: UTF8.self) }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backtick = UInt8(ascii: "`")
    static let backslash = UInt8(ascii: "\\")
    static let hash = UInt8(ascii: "#")
    static let dollar = UInt8(ascii: "$")
    static let dot = UInt8(ascii: ".")
    static let less = UInt8(ascii: "<")
    static let greater = UInt8(ascii: ">")
    static let equals = UInt8(ascii: "=")
    static let braceOpen = UInt8(ascii: "{")
    static let braceClose = UInt8(ascii: "}")
    static let parenOpen = UInt8(ascii: "(")
    static let parenClose = UInt8(ascii: ")")
    static let bracketOpen = UInt8(ascii: "[")
    static let bracketClose = UInt8(ascii: "]")

    var isWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D || self == 0x0C }
    var isDigit: Bool { self >= 0x30 && self <= 0x39 }
    var isLetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
    var startsIdentifier: Bool { isLetter || self == 0x5F || self == .dollar || self >= 0x80 }
    var continuesIdentifier: Bool { startsIdentifier || isDigit }
}
