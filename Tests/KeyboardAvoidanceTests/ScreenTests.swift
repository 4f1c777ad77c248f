import Foundation
import KeyboardAvoidance
import Testing

/// Screen files: a list or a form under a navigation bar with a search field, in a presentation; a form file is a
/// screen too; bad files get one line placing the problem.
@Suite struct ScreenTests {
    private func decode(_ text: String) throws(LabError) -> Screen {
        try Screen.decode(Data(text.utf8), file: "s.json")
    }

    @Test func theShippedContactsScreenHasASearchFieldFirstAndReadOnlyRows() throws {
        let screen = try Screen.decode(assetData("Screens/contacts.json"), file: "contacts.json")
        #expect(screen.content == .list)
        #expect(screen.search == SearchField(id: "search", placeholder: "Search"))
        #expect(screen.form.searchIndex == 0)
        #expect(screen.form.fields[0].id == "search")
        #expect(screen.form.returnKey(for: "search") == .search)
        #expect(screen.form.fields.dropFirst().allSatisfy { $0.isReadOnly })
        #expect(screen.form.title == "Contacts")
        #expect(screen.form.focusable(after: 0) == nil, "list rows take no focus")
        let layout = FormLayout(form: screen.form, width: 393)
        #expect(layout.rowFrames[0].height == 0, "the search field is not in the content")
        #expect(layout.fieldIndex(at: Point(x: 100, y: 0)) == nil)
    }

    @Test func aFormFileIsAScreenAndTheProfileSheetsCarryTheirPresentation() throws {
        let form = try Screen.decode(assetData("Forms/profile.json"), file: "profile.json")
        #expect(form.content == .form && form.search == nil && form.presentation == nil)
        let medium = try Screen.decode(assetData("Screens/profile-page-sheet-medium.json"), file: "m.json")
        #expect(medium.presentation == ModalPresentation(.pageSheet, detent: .medium))
        #expect(medium.form == form.form)
    }

    @Test(arguments: [
        ("{\"title\": \"X\"}", "s.json: no \"content\"; expected a screen's \"content\" or a form's \"sections\""),
        (
            "{\"content\": {\"kind\": \"lists\", \"rows\": [\"a\"]}}",
            "s.json:1:14: content.kind: unknown kind \"lists\"; did you mean \"list\"?; expected \"form\", \"list\", \"messages\" or \"image\""
        ),
        (
            "{\"content\": {\"kind\": \"list\", \"rows\": \"a\"}}",
            "s.json:1:30: content.rows: expected a non-empty list of strings"
        ),
        (
            "{\"content\": {\"kind\": \"list\", \"rows\": [\"a\"]}, \"navBar\": {}}",
            "s.json:1:46: navBar: unknown key; did you mean \"tabBar\"?; expected title, presentation, navigationBar, content, bottomBar, tabBar"
        ),
        (
            "{\"content\": {\"kind\": \"messages\", \"messages\": []}, \"bottomBar\": {\"kind\": \"composer\", \"maxLines\": 0}}",
            "s.json:1:85: bottomBar.maxLines: found 0; expected a whole number from 1 to 20"
        ),
        (
            "{\"content\": {\"kind\": \"list\", \"rows\": [\"a\"]}, \"tabBar\": {\"items\": [\"A\", \"B\"], \"selected\": 2}}",
            "s.json:1:78: tabBar.selected: found 2; expected a tab index from 0 to 1"
        ),
        (
            "{\"content\": {\"kind\": \"messages\", \"messages\": [{\"from\": \"me\", \"text\": 3}]}, \"bottomBar\": {\"kind\": \"composer\"}}",
            "s.json:1:62: content.messages[0].text: expected a string, found 3"
        ),
        (
            "{\"content\": {\"kind\": \"messages\", \"messages\": [{\"from\": \"you\", \"text\": \"a\"}]}, \"bottomBar\": {\"kind\": \"composer\"}}",
            "s.json:1:48: content.messages[0].from: expected \"me\" or \"them\", found you"
        ),
        (
            "{\"content\": {\"kind\": \"messages\", \"messages\": []}}",
            "s.json:1:2: content: a chat needs its composer; expected \"bottomBar\": {\"kind\": \"composer\", \"id\": \"message\"}"
        ),
        (
            "{\"content\": {\"kind\": \"form\", \"sections\": [{\"title\": \"\", \"fields\": [{\"id\": \"m\", \"label\": \"M\"}]}]}, \"bottomBar\": {\"kind\": \"composer\", \"id\": \"m\"}}",
            "s.json:1:113: bottomBar.kind: a composer sends messages; expected content of kind \"messages\""
        ),
        (
            "{\"content\": {\"kind\": \"messages\", \"messages\": []}, \"bottomBar\": {\"kind\": \"composer\", \"id\": \"a b\"}}",
            "s.json:1:85: bottomBar.id: id \"a b\"; expected a non-empty id with no spaces"
        ),
        (
            "{\"navigationBar\": {\"search\": {\"id\": \"m\"}}, \"content\": {\"kind\": \"messages\", \"messages\": []}, \"bottomBar\": {\"kind\": \"composer\", \"id\": \"m\"}}",
            "s.json:1:127: bottomBar.id: duplicate field id \"m\": another field has it too"
        ),
        (
            "{\"content\": {\"kind\": \"list\", \"rows\": [\"a\"]}, \"bottomBar\": {\"kind\": \"button\", \"title\": \"Go\", \"keyboard\": \"stuck\"}}",
            "s.json:1:93: bottomBar.keyboard: unknown behaviour \"stuck\"; expected \"sticky\" or \"covered\""
        ),
        (
            "{\"content\": {\"kind\": \"list\", \"rows\": [\"a\"]}, \"bottomBar\": {\"kind\": \"bar\"}}",
            "s.json:1:60: bottomBar.kind: unknown kind \"bar\"; expected \"button\", \"composer\" or \"image\""
        ),
        (
            "{\"content\": {\"kind\": \"messages\", \"lift\": \"sometimes\", \"messages\": []}, \"bottomBar\": {\"kind\": \"composer\"}}",
            "s.json:1:34: content.lift: unknown lift \"sometimes\"; expected always, whenAtEnd, never"
        ),
        (
            "{\"navigationBar\": {\"search\": {\"placeholder\": \"Find\"}}, \"content\": {\"kind\": \"list\", \"rows\": [\"a\"]}}",
            "s.json:1:20: navigationBar.search: the search field has no \"id\"; expected a non-empty id with no spaces"
        ),
        (
            "{\"presentation\": {\"style\": \"pageSheet\", \"detent\": \"half\"}, \"content\": {\"kind\": \"list\", \"rows\": [\"a\"]}}",
            "s.json:1:41: presentation.detent: unknown presentation detent \"half\"; expected large, medium"
        ),
        (
            "{\"navigationBar\": {\"search\": {\"id\": \"row-1\"}}, \"content\": {\"kind\": \"list\", \"rows\": [\"a\"]}}",
            "s.json:1:31: navigationBar.search.id: duplicate field id \"row-1\": a field of the content has it too"
        ),
        ("{\"content\": {\"kind\": \"form\", \"sections\": {}}}", "s.json:1:30: content.sections: expected a list"),
        (
            "{\"content\": {\"kind\": \"list\", \"rows\": [\"a\"], \"colour\": 1}}",
            "s.json:1:45: content.colour: unknown key; expected kind, rows"
        ),
    ])
    func badScreensGetOneLinePlacingTheProblem(text: String, expected: String) {
        do {
            _ = try decode(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.description.hasPrefix(expected), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }
}
