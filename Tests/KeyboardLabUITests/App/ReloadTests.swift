import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// A live reload of the screen or device file `run` was given: the phone shows the new version in place, keeping what
/// the user typed, the focused field and the keyboard where it can.
@Suite struct ReloadTests {
    private func screen(_ fields: String) throws -> Screen {
        try Screen.decode(
            Data(
                #"{"title": "Edited", "content": {"kind": "form", "sections": [{"title": "S", "fields": [\#(fields)]}]}}"#
                    .utf8),
            file: "s.json")
    }

    private let three = #"""
        {"id": "name", "label": "Name"}, {"id": "city", "label": "City", "value": "Lyon"},
        {"id": "zip", "label": "Zip", "kind": "number"}
        """#

    @Test func aReloadKeepsTypedTextFocusAndTheKeyboardUp() throws {
        var lab = try Lab(screen: screen(three))
        lab.send(.focusField("name"))
        lab.send(.type("Camille"))
        lab.settle()
        let keyboard = lab.state.presented.keyboardFrame
        _ = lab.events()
        let edited = try screen(
            #"{"id": "title", "label": "Title"}, "# + three.replacingOccurrences(of: "Lyon", with: "Paris"))
        lab.state.reloadScreen(edited, measurer: lab.measuring)
        lab.settle()
        #expect(lab.state.form.title == "Edited")
        #expect(lab.state.form.fields.map(\.id) == ["title", "name", "city", "zip"])
        #expect(lab.state.focusedField?.id == "name", "focus follows the field's id to its new place")
        #expect(lab.state.editor.values == ["", "Camille", "Paris", ""], "typed text kept, untouched values reread")
        #expect(lab.state.editor.caret == 7)
        #expect(lab.state.presented.keyboardFrame == keyboard, "the keyboard stays up")
        #expect(!lab.events().contains(.willHide))
        #expect(lab.state.problems.isEmpty)
        let row = lab.windowRect("name")
        #expect(row.maxY <= keyboard.minY, "the moved field is still kept above the keyboard")
    }

    @Test func aFieldWhoseKindChangedSwitchesKeyboardInPlace() throws {
        var lab = try Lab(screen: screen(three))
        lab.send(.focusField("zip"))
        lab.settle()
        #expect(lab.state.keyboardType == .numberPad)
        let numberPad = lab.state.presented.keyboardFrame
        lab.state.reloadScreen(
            try screen(three.replacingOccurrences(of: #""number""#, with: #""text""#)), measurer: lab.measuring)
        lab.settle()
        #expect(lab.state.keyboardType == .letters)
        #expect(lab.state.focusedField?.id == "zip")
        #expect(lab.state.presented.keyboardFrame.height > numberPad.height, "letters with the predictive bar")
        #expect(lab.state.presented.keyboardFrame.maxY == numberPad.maxY)
    }

    @Test func removingTheFocusedFieldTakesTheKeyboardDown() throws {
        var lab = try Lab(screen: screen(three))
        lab.send(.focusField("city"))
        lab.settle()
        _ = lab.events()
        lab.state.reloadScreen(try screen(#"{"id": "name", "label": "Name"}"#), measurer: lab.measuring)
        lab.settle()
        #expect(lab.state.editor.focus == nil)
        #expect(lab.events().contains(.didHide))
        #expect(lab.state.presented.keyboardFrame.minY >= lab.state.screen.maxY)
    }

    @Test func aReloadedDeviceFileLaysThePhoneOutAgain() throws {
        var lab = try Lab(device: "iphone-se")
        lab.send(.focusField("videogames"))
        lab.settle()
        var profile = try #require(lab.state.resources.device("iphone-se"))
        profile.portrait.keyboardHeights.letters += 20
        let before = lab.state.presented.keyboardFrame
        lab.state.reloadDevice(profile, measurer: lab.measuring)
        lab.settle()
        #expect(lab.state.presented.keyboardFrame.height == before.height + 20)
        #expect(lab.state.resources.device("iphone-se") == profile)
        #expect(lab.state.focusedField?.id == "videogames")
        #expect(lab.state.problems.isEmpty)
    }
}
