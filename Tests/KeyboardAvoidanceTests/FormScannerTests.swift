import Foundation
import Testing

@testable import KeyboardAvoidance

/// A form file reads the same through the scanner as through JSONDecoder, and what the scanner does not read goes
/// to JSONDecoder, so a problem is named as before.
@Suite struct FormScannerTests {
    /// `Form.decode`'s answer and JSONDecoder's: the form, or the error.
    private func bothReadings(_ data: Data) -> (decoded: Result<Form, InputError>, decoder: Result<Form, InputError>) {
        (
            Result { () throws(InputError) in try Form.decode(data, file: "f.json") },
            Result { () throws(InputError) in
                try JSONInput.decode(Form.self, from: data, file: "f.json").validated(file: "f.json")
            }
        )
    }

    @Test func everyShippedFormReadsAsJSONDecoderReadsIt() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: assetsFolder.appending(path: "Forms").path)
        #expect(names.count >= 3)
        for name in names where name.hasSuffix(".json") {
            let data = try assetData("Forms/\(name)")
            let scanned = try #require(FormScanner.form(in: data), "\(name)")
            #expect(scanned == (try JSONInput.decode(Form.self, from: data, file: name)), "\(name)")
        }
    }

    /// Every key a form, a section and a field may have, keys it does not have (stepped over, as JSONDecoder
    /// does), numbers in each of JSON's forms, escapes and white space.
    @Test(arguments: [
        """
        {"title": "All", "headerLabels": ["One", "Tw\\u006f"], "gap": 12.5, "keyboardDismissMode": "on-drag",
         "colour": {"nested": [1, -0.5e-3, 2E+2, true, false, null, "x\\n"]},
         "sections": [{"title": "S", "note": [], "fields": [
           {"id": "a", "label": "A", "placeholder": "P", "value": "V", "kind": "email", "keyboard": "numberPad",
            "gap": 0, "returnKey": "go", "icon": "#FF9500", "extra": {}},
           {"label": "B\\t\\"quoted\\"", "id": "b", "gap": 1e1}
         ]}]}
        """,
        "{\"sections\": [{\"title\": \"\", \"fields\": [{\"id\": \"x\", \"label\": \"\"}]}]}",
        "\n\t {\"sections\":[{\"fields\":[{\"id\":\"x\",\"label\":\"L\",\"kind\":\"multiline\"}],\"title\":\"T\"}]} \r\n",
        "{\"gap\": -0, \"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\"}]}]}",
    ])
    func formsTheScannerReadsReadAsJSONDecoderReadsThem(text: String) throws {
        let data = Data(text.utf8)
        let scanned = try #require(FormScanner.form(in: data))
        #expect(scanned == (try JSONInput.decode(Form.self, from: data, file: "f.json")))
        let readings = bothReadings(data)
        #expect(readings.decoded == readings.decoder)
    }

    @Test(arguments: [
        "{\"title\": null, \"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\"}]}]}",
        "{\"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"id\": \"y\", \"label\": \"L\"}]}]}",
        "{\"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": 3}]}]}",
        "{\"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\"}]}]}",
        "{\"sections\": [{\"fields\": [{\"id\": \"x\", \"label\": \"L\"}]}]}",
        "{\"title\": \"No sections\"}",
        "{\"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\", \"kind\": \"date\"}]}]}",
        "{\"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\", \"icon\": \"red\"}]}]}",
        "{\"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\", \"gap\": \"8\"}]}]}",
        "{\"gap\": 1e400, \"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\"}]}]}",
        "{\"extra\": 01, \"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\"}]}]}",
        "{\"extra\": 1., \"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\"}]}]}",
        "{\"extra\": +1, \"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\"}]}]}",
        "{\"extra\": tru, \"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\"}]}]}",
        "{\"extra\": \"\\q\", \"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\"}]}]}",
        "{\"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\"},]}]}",
        "{\"sections\": [{\"title\": \"S\", \"fields\": [{\"\\u0069d\": \"x\", \"label\": \"L\"}]}]}",
        "{\"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\"}]}]} {}",
        "\u{FEFF}{\"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\"}]}]}",
        "{\"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\"}]}]",
    ])
    func filesTheScannerDoesNotReadGoToJSONDecoder(text: String) {
        let data = Data(text.utf8)
        #expect(FormScanner.form(in: data) == nil)
        let readings = bothReadings(data)
        #expect(readings.decoded == readings.decoder)
    }

    /// Validation does not depend on who read the file: a duplicate id read by the scanner is still refused.
    @Test func aFormTheScannerReadsIsStillValidated() {
        let data = Data(
            "{\"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"A\"}, {\"id\": \"x\", \"label\": \"B\"}]}]}"
                .utf8)
        #expect(FormScanner.form(in: data) != nil)
        #expect(throws: InputError.self) { try Form.decode(data, file: "f.json") }
        let readings = bothReadings(data)
        #expect(readings.decoded == readings.decoder)
        guard case .failure(let error) = readings.decoded else { return }
        #expect(error.description.contains("sections[0].fields[1]: duplicate field id \"x\""), "\(error)")
    }

    /// Shipped forms with bytes changed, dropped or repeated: whatever a change does, both ways give the same form
    /// or the same error.
    @Test func changedBytesReadAsJSONDecoderReadsThem() throws {
        let differences = try disagreements(amongChangesOf: ["Forms/profile.json", "Forms/settings.json"]) {
            let readings = bothReadings($0)
            return readings.decoded == readings.decoder
        }
        #expect(differences == 0)
    }

    @Test func invalidUTF8InAKeyItDoesNotKnowGoesToJSONDecoder() {
        var bytes = Array("{\"extra\": \"".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\", \"sections\": [{\"title\": \"S\", \"fields\": [{\"id\": \"x\", \"label\": \"L\"}]}]}".utf8)
        let data = Data(bytes)
        #expect(FormScanner.form(in: data) == nil)
        let readings = bothReadings(data)
        #expect(readings.decoded == readings.decoder)
    }
}
