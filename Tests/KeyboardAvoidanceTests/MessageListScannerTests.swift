import Foundation
import Testing

@testable import KeyboardAvoidance

/// A chat's messages are read by the scanner and the rest by the reporting reader; what the scanner does not read
/// whole goes to the reader alone. Either way a file reads as the reporting reader reads it.
@Suite struct MessageListScannerTests {
    private static let composer = "\"bottomBar\": {\"kind\": \"composer\"}"

    /// `Screen.decode`'s answer and the reporting reader's: the screen, or the error.
    private func bothReadings(_ data: Data) -> (decoded: Result<Screen, InputError>, read: Result<Screen, InputError>) {
        (
            Result { () throws(InputError) in try Screen.decode(data, file: "s.json") },
            Result { () throws(InputError) in try Screen.read(data, file: "s.json") }
        )
    }

    @Test func everyShippedScreenReadsAsTheReaderReadsIt() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: assetsFolder.appending(path: "Screens").path)
        #expect(names.count >= 8)
        for name in names where name.hasSuffix(".json") {
            let data = try assetData("Screens/\(name)")
            #expect(try Screen.decode(data, file: name) == Screen.read(data, file: name), "\(name)")
        }
        let chat = try #require(MessageListScanner.scan(try assetData("Screens/chat.json")))
        #expect(chat.messages.count >= 40)
    }

    /// Texts mixing quotes, backslashes, control characters, accents, CJK and emoji, written by
    /// JSONSerialization and by hand with every non-ASCII character as a `\u` escape (surrogate pairs for emoji),
    /// laid out with assorted white space.
    @Test func escapesAndWhiteSpaceReadAsFoundationReadsThem() throws {
        let pieces = ["a", " ", "\"", "\\", "/", "\n", "\t", "\r", "\u{8}", "\u{C}", "\u{1}", "é", "東京", "😀", "👍🏽"]
        for round in 0..<60 {
            let messages = (0..<(1 + round % 7)).map { number in
                Message(
                    from: (round + number) % 2 == 0 ? .me : .them,
                    text: (0..<((round * 5 + number * 3) % 12)).map {
                        pieces[(round * 31 + number * 17 + $0 * 7) % pieces.count]
                    }
                    .joined())
            }
            let objects = messages.map { ["from": $0.from.rawValue, "text": $0.text] }
            let foundation = try JSONSerialization.data(withJSONObject: [
                "content": ["kind": "messages", "messages": objects], "bottomBar": ["kind": "composer"],
            ])
            let space = [" ", "", "\n  ", "\t", "\r\n"][round % 5]
            let list = messages.map {
                "{\(space)\"text\"\(space):\(space)\(Self.escapedEverywhere($0.text)),\"from\":\"\($0.from.rawValue)\"}"
            }
            let byHand = Data(
                "{\(space)\"content\":{\"messages\":[\(list.joined(separator: ",\(space)"))],\(space)\"kind\":\"messages\"},\(Self.composer)}\(space)"
                    .utf8)
            for data in [foundation, byHand] {
                let scanned = try #require(MessageListScanner.scan(data), "\(String(decoding: data, as: UTF8.self))")
                #expect(scanned.messages == messages)
                #expect(try Screen.read(data, file: "s.json").thread?.messages == messages)
                #expect(try Screen.decode(data, file: "s.json").thread?.messages == messages)
            }
        }
    }

    @Test(arguments: [
        "{\"from\": \"me\", \"from\": \"them\", \"text\": \"a\"}",
        "{\"from\": \"me\", \"text\": \"a\", \"text\": \"b\"}",
        "{\"from\": \"me\", \"text\": \"a\", \"time\": 3}",
        "{\"from\": \"me\"}",
        "{\"\\u0066rom\": \"me\", \"text\": \"a\"}",
        "{\"from\": \"you\", \"text\": \"a\"}",
        "{\"from\": \"me\", \"text\": 3}",
        "{\"from\": \"me\", \"text\": null}",
        "{\"from\": \"me\", \"text\": \"\\ud800 lone\"}",
        "{\"from\": \"me\", \"text\": \"\\udc00 lone\"}",
        "{\"from\": \"me\", \"text\": \"\\ud83d \\ude00 apart\"}",
        "{\"from\": \"me\", \"text\": \"\\x41\"}",
        "{\"from\": \"me\", \"text\": \"\\u00G1\"}",
        "{\"from\": \"me\", \"text\": \"tab\there\"}",
        "{\"from\": \"me\", \"text\": \"a\"},",
        "[\"from\", \"me\"]",
        "\"a message\"",
    ])
    func messagesTheScannerDoesNotReadGoToTheReader(message: String) {
        let data = Data("{\"content\": {\"kind\": \"messages\", \"messages\": [\(message)]}, \(Self.composer)}".utf8)
        #expect(MessageListScanner.scan(data) == nil)
        let readings = bothReadings(data)
        #expect(readings.decoded == readings.read)
    }

    @Test(arguments: [
        "{\"content\": {\"kind\": \"messages\", \"messages\": []}, \"content\": {}, \(composer)}",
        "{\"content\": {\"kind\": \"messages\", \"messages\": [], \"messages\": []}, \(composer)}",
        "{\"content\": {\"kind\": \"list\", \"rows\": [\"a\"], \"messages\": []}, \(composer)}",
        "{\"content\": {\"kind\": \"messages\", \"messages\": []}, \(composer)} trailing",
        "{\"content\": {\"kind\": \"messages\", \"messages\": []}, \(composer)",
        "{\"content\": {\"kind\": \"messages\"}, \(composer)}",
        "{\"content\": {\"kind\": \"messages\", \"messages\": {}}, \(composer)}",
        "[{\"content\": {\"kind\": \"messages\", \"messages\": []}}]",
        "\u{FEFF}{\"content\": {\"kind\": \"messages\", \"messages\": []}, \(composer)}",
    ])
    func filesTheScannerDoesNotReadGoToTheReader(text: String) {
        let data = Data(text.utf8)
        #expect(MessageListScanner.scan(data) == nil)
        let readings = bothReadings(data)
        #expect(readings.decoded == readings.read)
    }

    /// The scanner only steps over the rest of the file, so what is wrong there is the reporting reader's to name,
    /// placed in the file as it is on disk, not in the copy with the list left out.
    @Test func aProblemOutsideTheListIsNamedWhereItIsInTheFile() throws {
        let text = """
            {"content": {"kind": "messages", "messages": [
              {"from": "me", "text": "one"},
              {"from": "them", "text": "two"}
            ]},
            "bottomBar": {"kind": "composer", "maxLines": 0}}
            """
        let data = Data(text.utf8)
        #expect(MessageListScanner.scan(data)?.messages.count == 2)
        #expect(throws: InputError.self) { try Screen.decode(data, file: "s.json") }
        let readings = bothReadings(data)
        #expect(readings.decoded == readings.read)
        guard case .failure(let error) = readings.decoded else { return }
        #expect(error.description.hasPrefix("s.json:5:"), "\(error)")
    }

    /// Shipped screens with bytes changed, dropped or repeated: whatever a change does, both ways give the same
    /// screen or the same error.
    @Test func changedBytesReadAsTheReaderReadsThem() throws {
        let screens = ["chat.json", "settings-tabs.json", "signup-sticky.json"].map { "Screens/\($0)" }
        let differences = try disagreements(amongChangesOf: screens) {
            let readings = bothReadings($0)
            return readings.decoded == readings.read
        }
        #expect(differences == 0)
    }

    @Test func invalidUTF8InATextGoesToTheReader() {
        var bytes = Array("{\"content\": {\"kind\": \"messages\", \"messages\": [{\"from\": \"me\", \"text\": \"".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"}]}, \(Self.composer)}".utf8)
        let data = Data(bytes)
        #expect(MessageListScanner.scan(data) == nil)
        let readings = bothReadings(data)
        #expect(readings.decoded == readings.read)
    }

    @Test func theRestOfTheFileKeepsEverythingButTheList() throws {
        let text =
            "{\"title\": \"T\", \"content\": {\"messages\": [ {\"from\": \"me\", \"text\": \"[]\"} ], \"lift\": \"never\"}}"
        let found = try #require(MessageListScanner.scan(Data(text.utf8)))
        #expect(found.messages == [Message(from: .me, text: "[]")])
        #expect(
            String(decoding: found.fileWithEmptyList(Data(text.utf8)), as: UTF8.self)
                == "{\"title\": \"T\", \"content\": {\"messages\": [], \"lift\": \"never\"}}")
    }

    /// `text` as a JSON string with every character outside printable ASCII written as a `\u` escape.
    private static func escapedEverywhere(_ text: String) -> String {
        var written = "\""
        for unit in text.utf16 {
            switch unit {
            case 0x22: written += "\\\""
            case 0x5C: written += "\\\\"
            case 0x2F: written += "\\/"
            case 0x20..<0x7F: written.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default: written += String(format: "\\u%04X", unit)
            }
        }
        return written + "\""
    }
}
