import Foundation

/// Reads a chat's messages straight from a screen file's bytes.
///
/// Foundation's JSON readers spend about 4 µs on each message (JSONSerialization builds and frees a tree of
/// objects; JSONDecoder is not much quicker), which is 40 ms or more for a chat of 10,000 messages. This scanner
/// reads only what a chat's list may hold and gives up on anything else: `content.messages` must be a list of objects
/// with exactly a `"from"` (`"me"` or `"them"`) and a `"text"` (a string), in well-formed UTF-8. A duplicate or an
/// extra key, an escaped key, a stray byte, a second `content` or `messages`, another encoding: each gives nil, and
/// ``Screen/decode(_:file:)`` reads the file with the reporting reader instead, which names the problem.
///
/// The scanner does not check the rest of the file: it only steps over it. ``Screen/decode(_:file:)`` hands that
/// rest, with the list left empty, to the reporting reader.
struct MessageListScanner {
    /// A chat's messages and where their list lies in the file.
    struct Found: Equatable {
        /// The messages, oldest first.
        let messages: [Message]
        /// The list's bytes, from its `[` to just past its `]`.
        let list: Range<Int>

        /// `data` with the list's bytes replaced by an empty list.
        func fileWithEmptyList(_ data: Data) -> Data {
            var rest = Data(capacity: data.count - list.count + 2)
            data.withUnsafeBytes { raw in
                rest.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[..<list.lowerBound]))
                rest.append(contentsOf: Array("[]".utf8))
                rest.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[list.upperBound...]))
            }
            return rest
        }
    }

    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    private init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The chat's messages in `data`, or nil when the file is not a chat this scanner reads whole.
    ///
    /// - Complexity: O(n) in the file's size.
    static func scan(_ data: Data) -> Found? {
        data.withUnsafeBytes { raw in
            var scanner = MessageListScanner(raw)
            return scanner.file()
        }
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let contentKey = Array("content".utf8)
    private static let messagesKey = Array("messages".utf8)
    /// The keys a chat's content may have besides its messages; any other means the content is not a chat.
    private static let chatKeys = [Array("kind".utf8), Array("lift".utf8)]
    private static let fromKey = Array("from".utf8)
    private static let textKey = Array("text".utf8)
    private static let me = Array("me".utf8)
    private static let them = Array("them".utf8)
    /// How deeply values the scanner steps over may nest.
    private static let depthLimit = 256

    private var peek: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// Takes `byte` after any white space.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard peek == byte else { return false }
        index += 1
        return true
    }

    private func matches(_ range: Range<Int>, is name: [UInt8]) -> Bool {
        range.count == name.count && name.withUnsafeBytes { $0.elementsEqual(bytes[range]) }
    }

    /// The whole file: an object whose `content` holds the messages.
    private mutating func file() -> Found? {
        var found: Found?
        var seenContent = false
        let read = object { scanner, key in
            guard scanner.matches(key, is: Self.contentKey) else { return scanner.skipValue(depth: 1) }
            guard !seenContent else { return false }
            seenContent = true
            found = scanner.content()
            return found != nil
        }
        skipSpace()
        guard read, index == bytes.count else { return nil }
        return found
    }

    /// A chat's content object: its kind, lift and messages.
    private mutating func content() -> Found? {
        var found: Found?
        let read = object { scanner, key in
            if scanner.matches(key, is: Self.messagesKey) {
                scanner.skipSpace()
                guard found == nil, scanner.peek == UInt8(ascii: "[") else { return false }
                let start = scanner.index
                guard let messages = scanner.messageList() else { return false }
                found = Found(messages: messages, list: start..<scanner.index)
                return true
            }
            return Self.chatKeys.contains { scanner.matches(key, is: $0) } && scanner.skipValue(depth: 2)
        }
        return read ? found : nil
    }

    private mutating func messageList() -> [Message]? {
        index += 1
        var messages: [Message] = []
        if take(UInt8(ascii: "]")) { return messages }
        repeat {
            guard let message = message() else { return nil }
            messages.append(message)
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? messages : nil
    }

    private mutating func message() -> Message? {
        var from: Message.Sender?
        var text: String?
        let read = object { scanner, key in
            if scanner.matches(key, is: Self.fromKey), from == nil {
                guard let sender = scanner.plainString() else { return false }
                from = scanner.matches(sender, is: Self.me) ? .me : scanner.matches(sender, is: Self.them) ? .them : nil
                return from != nil
            }
            if scanner.matches(key, is: Self.textKey), text == nil {
                text = scanner.string()
                return text != nil
            }
            return false
        }
        guard read, let from, let text else { return nil }
        return Message(from: from, text: text)
    }

    /// An object, each member's key (its bytes, unescaped keys only) handed to `member`, which reads the value.
    private mutating func object(_ member: (inout Self, Range<Int>) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            skipSpace()
            guard let key = plainString(), take(UInt8(ascii: ":")), member(&self, key) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// Steps over any value. Only the bytes' shape is checked: the reporting reader checks the rest.
    private mutating func skipValue(depth: Int) -> Bool {
        skipSpace()
        guard depth < Self.depthLimit, let first = peek else { return false }
        switch first {
        case Self.quote:
            return skipString()
        case UInt8(ascii: "{"):
            return object { scanner, _ in scanner.skipValue(depth: depth + 1) }
        case UInt8(ascii: "["):
            index += 1
            if take(UInt8(ascii: "]")) { return true }
            repeat {
                guard skipValue(depth: depth + 1) else { return false }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]"))
        default:
            let start = index
            while let byte = peek,
                byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "E")
            {
                index += 1
            }
            return index > start
        }
    }

    private mutating func skipString() -> Bool {
        index += 1
        while let byte = peek {
            index += 1
            if byte == Self.quote { return true }
            if byte == Self.backslash { index += 1 }
        }
        return false
    }

    /// A string with no escapes and no control characters, as the range of its bytes between the quotes.
    private mutating func plainString() -> Range<Int>? {
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
        return start..<end
    }

    /// A string value with its escapes decoded; nil for what JSON does not allow and for bytes that are not UTF-8.
    private mutating func string() -> String? {
        skipSpace()
        guard peek == Self.quote else { return nil }
        index += 1
        let start = index
        var high: UInt8 = 0
        while let byte = peek {
            if byte == Self.quote {
                let text = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
                index += 1
                return high < 0x80 ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
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
