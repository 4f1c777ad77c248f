import Foundation

/// Reads a chat's messages straight from a screen file's bytes with a ``JSONScanner``.
///
/// It reads only what a chat's list may hold: `content.messages` must be a list of objects with exactly a `"from"`
/// (`"me"` or `"them"`) and a `"text"` (a string). A duplicate or an extra key, a second `content` or `messages`, a
/// content key a chat does not have: each gives nil, and ``Screen/decode(_:file:)`` reads the file with the
/// reporting reader instead, which names the problem.
///
/// The rest of the file is only stepped over. ``Screen/decode(_:file:)`` hands it, with the list left empty, to the
/// reporting reader.
enum MessageListScanner {
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

    /// The chat's messages in `data`, or nil when the file is not a chat this scanner reads whole.
    ///
    /// - Complexity: O(n) in the file's size.
    static func scan(_ data: Data) -> Found? {
        JSONScanner.read(data) { scanner in
            var found: Found?
            let read = scanner.object { scanner, key in
                key == "content" ? scanner.once(&found) { $0.chatContent() } : scanner.skipValue()
            }
            return read ? found : nil
        }
    }
}

extension JSONScanner {
    /// A chat's content object: its kind, lift and messages.
    fileprivate mutating func chatContent() -> MessageListScanner.Found? {
        var found: MessageListScanner.Found?
        let read = object { scanner, key in
            switch key {
            case "messages":
                return scanner.once(&found) { scanner in
                    scanner.skipSpace()
                    let start = scanner.index
                    guard let messages = scanner.values({ $0.message() }) else { return nil }
                    return MessageListScanner.Found(messages: messages, list: start..<scanner.index)
                }
            case "kind", "lift": return scanner.skipValue()
            default: return false
            }
        }
        return read ? found : nil
    }

    private mutating func message() -> Message? {
        var from: Message.Sender?
        var text: String?
        let read = object { scanner, key in
            switch key {
            case "from": scanner.once(&from) { $0.value(of: Message.Sender.self) }
            case "text": scanner.once(&text) { $0.string() }
            default: false
            }
        }
        guard read, let from, let text else { return nil }
        return Message(from: from, text: text)
    }
}
