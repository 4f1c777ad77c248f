import Foundation
import Testing

@testable import KeyboardAvoidance

/// Screen and form files refuse what they do not know: a misspelt key, a value that is not one of a choice's, a
/// string left open. Each is one line naming the file, the line and column, the key and what was expected.
@Suite struct StrictFileTests {
    private func screenError(_ text: String) -> String? {
        do {
            _ = try Screen.decode(Data(text.utf8), file: "s.json")
            return nil
        } catch {
            return error.description
        }
    }

    private func formError(_ text: String) -> String? {
        do {
            _ = try Form.decode(Data(text.utf8), file: "f.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        (
            """
            {"content": {"kind": "form", "sections": [{"title": "You", "fields": [
              {"id": "name", "label": "Name", "placehoder": "Your name"}]}]}}
            """,
            "s.json:2:35: content.sections[0].fields[0].placehoder: unknown key; did you mean \"placeholder\"?; "
                + "expected id, label, placeholder, value, kind, keyboard, gap, returnKey, icon, textContentType"
        ),
        (
            """
            {"content": {"kind": "form", "sections": [{"title": "You", "feilds": []}]}}
            """,
            "s.json:1:60: content.sections[0].feilds: unknown key; did you mean \"fields\"?; expected title, fields"
        ),
        (
            """
            {"content": {"kind": "form", "sections": [{"title": "You", "fields": [
              {"id": "mail", "label": "Mail", "kind": "emial"}]}]}}
            """,
            "s.json:2:35: content.sections[0].fields[0].kind: unknown value \"emial\"; did you mean \"email\"?; "
                + "expected text, email, phone, number, multiline, secure"
        ),
        (
            """
            {"content": {"kind": "form", "sections": [{"title": "You", "fields": [
              {"id": "code", "label": "Code", "textContentType": "oneTimeCod"}]}]}}
            """,
            "s.json:2:35: content.sections[0].fields[0].textContentType: unknown value \"oneTimeCod\"; "
                + "did you mean \"oneTimeCode\"?; expected username, emailAddress, password, newPassword, oneTimeCode"
        ),
        (
            """
            {"content": {"kind": "form", "sections": [{"title": "You", "fields": [
              {"id": "pin", "label": "PIN", "kind": "secrue"}]}]}}
            """,
            "s.json:2:33: content.sections[0].fields[0].kind: unknown value \"secrue\"; did you mean \"secure\"?; "
                + "expected text, email, phone, number, multiline, secure"
        ),
        (
            """
            {"content": {"kind": "form", "keyboardDismisMode": "on-drag", "sections": []}}
            """,
            "s.json:1:30: content.keyboardDismisMode: unknown key; did you mean \"keyboardDismissMode\"?; "
                + "expected kind, title, headerLabels, gap, sections, keyboardDismissMode"
        ),
    ])
    func aScreenFileRefusesWhatItDoesNotKnow(text: String, expected: String) {
        #expect(screenError(text) == expected)
    }

    @Test func aFormFileRefusesUnknownKeysAndValuesToo() {
        #expect(
            formError(#"{"sections": [], "gapp": 3}"#)
                == "f.json:1:18: gapp: unknown key; did you mean \"gap\"?; "
                + "expected title, headerLabels, gap, sections, keyboardDismissMode")
        #expect(
            formError(#"{"sections": [{"title": "S", "fields": [{"id": "a", "label": "A", "returnKey": "nxt"}]}]}"#)
                == "f.json:1:67: sections[0].fields[0].returnKey: unknown value \"nxt\"; did you mean \"next\"?; "
                + "expected return, next, done, go, search, send")
        #expect(formError(#"{"kind": "form", "sections": []}"#)?.contains("kind: unknown key") == true)
    }

    @Test func aStringLeftOpenIsNamedOnItsOwnLine() {
        let text = """
            {
              "title": "Sign up,
              "content": {"kind": "list", "rows": ["a"]}
            }
            """
        #expect(
            screenError(text)
                == "s.json:2:12: not valid JSON: this string is not closed on its line; expected a closing \"")
        #expect(
            formError("{\"title\": \"Open}")
                == "f.json:1:11: not valid JSON: this string is not closed on its line; expected a closing \"")
    }

    @Test func zeroAndOneAreNumbersAndTrueIsNot() throws {
        let tabs = """
            {"content": {"kind": "list", "rows": ["a"]}, "tabBar": {"items": ["A", "B"], "selected": 1}}
            """
        #expect(try Screen.decode(Data(tabs.utf8), file: "s").tabBar?.selected == 1)
        let first = tabs.replacingOccurrences(of: "\"selected\": 1", with: "\"selected\": 0")
        #expect(try Screen.decode(Data(first.utf8), file: "s").tabBar?.selected == 0)
        let composer = """
            {"content": {"kind": "messages", "messages": []}, "bottomBar": {"kind": "composer", "maxLines": 1}}
            """
        #expect(throws: Never.self) { _ = try Screen.decode(Data(composer.utf8), file: "s") }
        let bad = tabs.replacingOccurrences(of: "\"selected\": 1", with: "\"selected\": true")
        #expect(
            screenError(bad)?.contains("found true; expected a tab index from 0 to 1") == true,
            "\(screenError(bad) ?? "")")
    }

    @Test func aFileMayNameItsSchemaForEditors() throws {
        let screen = try Screen.decode(
            Data(#"{"$schema": "screen.schema.json", "content": {"kind": "list", "rows": ["a"]}}"#.utf8), file: "s")
        #expect(screen.content == .list)
        #expect(throws: Never.self) {
            _ = try Form.decode(
                Data(
                    #"{"$schema": "form.schema.json", "sections": [{"title": "", "fields": [{"id": "a", "label": "A"}]}]}"#
                        .utf8),
                file: "f")
        }
    }

    @Test func everyShippedScreenAndFormStillLoads() throws {
        for folder in ["Screens", "Forms"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: assetsFolder.appending(path: folder).path)
            for name in names where name.hasSuffix(".json") {
                #expect(throws: Never.self, "\(folder)/\(name)") {
                    _ = try Screen.decode(assetData("\(folder)/\(name)"), file: name)
                }
            }
        }
    }

    /// The JSON Schemas editors use (Assets/Schemas) name exactly the keys and values the readers accept.
    @Test func theShippedSchemasAgreeWithTheReaders() throws {
        let schema = try #require(
            JSONSerialization.jsonObject(with: assetData("Schemas/screen.schema.json")) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: [String: Any]])
        func properties(_ object: [String: Any]?) -> [String: [String: Any]] {
            object?["properties"] as? [String: [String: Any]] ?? [:]
        }
        func values(_ property: [String: Any]?) -> Set<String> { Set(property?["enum"] as? [String] ?? []) }
        let field = properties(defs["field"])
        #expect(Set(field.keys) == Set(FormField.keys))
        #expect(values(field["kind"]) == Set(FieldKind.allCases.map(\.rawValue)))
        #expect(values(field["keyboard"]) == Set(KeyboardType.allCases.map(\.rawValue)))
        #expect(values(field["returnKey"]) == Set(ReturnKey.allCases.map(\.rawValue)))
        #expect(values(field["textContentType"]) == Set(TextContentType.allCases.map(\.rawValue)))
        let form = properties(defs["formFile"])
        #expect(Set(form.keys) == Set(Form.CodingKeys.allCases.map(\.rawValue) + ["$schema"]))
        #expect(values(form["keyboardDismissMode"]) == Set(KeyboardDismissMode.allCases.map(\.rawValue)))
        #expect(Set(properties(defs["section"]).keys) == ["title", "fields"])
        let screen = properties(defs["screen"])
        #expect(Set(screen.keys) == Set(Screen.topKeys + ["$schema"]))
        let kinds = ["formContent", "listContent", "messagesContent", "imageContent"].compactMap {
            properties(defs[$0])["kind"]?["const"] as? String
        }
        #expect(Set(kinds) == Set(Screen.kinds))
        #expect(values(properties(defs["messagesContent"])["lift"]) == Set(LiftPolicy.allCases.map(\.rawValue)))
        #expect(Set(properties(defs["imageContent"]).keys) == Set(ScreenReader.designKeys))
        let designField = properties(defs["designField"])
        #expect(Set(designField.keys) == Set(ScreenReader.designFieldKeys))
        #expect(values(designField["keyboard"]) == Set(KeyboardType.allCases.map(\.rawValue)))
        #expect(values(designField["returnKey"]) == Set(ReturnKey.allCases.map(\.rawValue)))
        let formSchema = try #require(
            JSONSerialization.jsonObject(with: assetData("Schemas/form.schema.json")) as? [String: Any])
        #expect(Set(properties(formSchema).keys) == Set(form.keys))
    }
}
