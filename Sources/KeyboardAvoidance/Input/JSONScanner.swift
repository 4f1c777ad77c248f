import Foundation

/// Reads JSON bytes forward, for the long files Foundation's readers take too long over: a form of 10,000 fields
/// or a chat of 10,000 messages, where JSONDecoder and JSONSerialization spend 4–8 µs on each object.
///
/// It is strict: anything JSON does not allow (a stray byte, a bad escape, `01`, bytes that are not UTF-8, another
/// encoding) fails the read, and so does anything its callers do not expect. The callers then read the file with
/// the reporting readers, which name the problem; the scanner itself reports nothing.
///
/// ```swift
/// let title = JSONScanner.read(data) { scanner in scanner.string() }  // for the bytes `"Sign up"`
/// ```
struct JSONScanner {
    private let bytes: UnsafeRawBufferPointer
    private(set) var index = 0

    private init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// What `read` gives for `data` when it reads it to the end (white space aside), or nil.
    ///
    /// - Complexity: O(n) in the size of `data`, for readers that read each value once.
    static func read<Value>(_ data: Data, _ read: (inout JSONScanner) -> Value?) -> Value? {
        data.withUnsafeBytes { raw in
            var scanner = JSONScanner(raw)
            guard let value = read(&scanner) else { return nil }
            scanner.skipSpace()
            return scanner.index == raw.count ? value : nil
        }
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    /// How deeply values may nest.
    private static let depthLimit = 256

    /// The next byte, or nil at the end.
    var peek: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// Takes `byte` after any white space.
    mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard peek == byte else { return false }
        index += 1
        return true
    }

    /// An object, each member's key handed to `member`, which reads the value. Keys with escapes are not read.
    @inline(__always)
    mutating func object(_ member: (inout Self, String) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = plainString(), take(UInt8(ascii: ":")), member(&self, key) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// A list, `element` reading each of its values.
    @inline(__always)
    mutating func list(_ element: (inout Self) -> Bool) -> Bool {
        guard take(UInt8(ascii: "[")) else { return false }
        if take(UInt8(ascii: "]")) { return true }
        repeat {
            guard element(&self) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]"))
    }

    /// Reads a value into `slot`, which must still be empty: a key given twice fails the read.
    @inline(__always)
    mutating func once<Value>(_ slot: inout Value?, _ read: (inout Self) -> Value?) -> Bool {
        guard slot == nil, let value = read(&self) else { return false }
        slot = value
        return true
    }

    /// A string naming a case of `type`.
    @inline(__always)
    mutating func value<Case: RawRepresentable<String>>(of type: Case.Type) -> Case? {
        string().flatMap(Case.init(rawValue:))
    }

    /// A list whose values `element` reads, or nil when one of them fails.
    @inline(__always)
    mutating func values<Element>(_ element: (inout Self) -> Element?) -> [Element]? {
        var values: [Element] = []
        let read = list { scanner in
            guard let value = element(&scanner) else { return false }
            values.append(value)
            return true
        }
        return read ? values : nil
    }

    /// Steps over any value, checking it as strictly as the values read.
    mutating func skipValue(depth: Int = 0) -> Bool {
        skipSpace()
        guard depth < Self.depthLimit, let first = peek else { return false }
        switch first {
        case Self.quote: return string() != nil
        case UInt8(ascii: "{"): return object { scanner, _ in scanner.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["): return list { $0.skipValue(depth: depth + 1) }
        case UInt8(ascii: "t"): return word("true")
        case UInt8(ascii: "f"): return word("false")
        case UInt8(ascii: "n"): return word("null")
        default: return number() != nil
        }
    }

    private mutating func word(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
            UnsafeRawBufferPointer(start: word.utf8Start, count: count).elementsEqual(bytes[index..<(index + count)])
        else { return false }
        index += count
        return true
    }

    /// A finite number in JSON's grammar (no leading zeros, no bare point, no `+`).
    mutating func number() -> Double? {
        skipSpace()
        let start = index
        func digits(_ scanner: inout Self) -> Int {
            let first = scanner.index
            while let byte = scanner.peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { scanner.index += 1 }
            return scanner.index - first
        }
        if peek == UInt8(ascii: "-") { index += 1 }
        let leadingZero = peek == UInt8(ascii: "0")
        let whole = digits(&self)
        guard whole > 0, !(leadingZero && whole > 1) else { return nil }
        if peek == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { return nil }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { return nil }
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A string with no escapes and no control characters, such as a key.
    mutating func plainString() -> String? {
        skipSpace()
        guard peek == Self.quote else { return nil }
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != Self.quote {
            guard bytes[end] != Self.backslash, bytes[end] >= 0x20 else { return nil }
            end += 1
        }
        guard end < bytes.count else { return nil }
        index = end + 1
        return Self.text(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), ascii: false)
    }

    /// `bytes` as text when they are UTF-8; `ascii` says they are known to be ASCII, which is checked no further.
    private static func text(_ bytes: UnsafeRawBufferPointer, ascii: Bool) -> String? {
        ascii || bytes.allSatisfy({ $0 < 0x80 })
            ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
    }

    /// A string value with its escapes decoded.
    mutating func string() -> String? {
        skipSpace()
        guard peek == Self.quote else { return nil }
        index += 1
        let start = index
        var high: UInt8 = 0
        while let byte = peek {
            if byte == Self.quote {
                let text = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
                index += 1
                return Self.text(text, ascii: high < 0x80)
            }
            if byte == Self.backslash { return escapedString(from: start) }
            guard byte >= 0x20 else { return nil }
            high |= byte
            index += 1
        }
        return nil
    }

    /// The rest of a string that has escapes, its bytes from `start` to the first backslash already read.
    private mutating func escapedString(from start: Int) -> String? {
        var decoded = Array(bytes[start..<index])
        while let byte = peek {
            index += 1
            switch byte {
            case Self.quote:
                return String(validating: decoded, as: UTF8.self)
            case Self.backslash:
                guard let escape = peek else { return nil }
                index += 1
                switch escape {
                case Self.quote, Self.backslash, UInt8(ascii: "/"): decoded.append(escape)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    decoded.append(contentsOf: String(scalar).utf8)
                default: return nil
                }
            case 0..<0x20:
                return nil
            default:
                decoded.append(byte)
            }
        }
        return nil
    }

    /// The scalar of a `\u` escape whose `u` was just read, a surrogate pair taken whole; nil for a lone surrogate.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let first = hexQuad() else { return nil }
        guard (0xD800..<0xDC00).contains(first) else { return Unicode.Scalar(first) }
        guard index + 2 <= bytes.count, bytes[index] == Self.backslash, bytes[index + 1] == UInt8(ascii: "u") else {
            return nil
        }
        index += 2
        guard let second = hexQuad(), (0xDC00..<0xE000).contains(second) else { return nil }
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
    }

    private mutating func hexQuad() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
