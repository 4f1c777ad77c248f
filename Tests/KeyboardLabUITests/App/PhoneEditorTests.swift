import KeyboardAvoidance
import Testing

@testable import KeyboardLabUI

/// The editor on its own: focus changes in one place, and what a focus change resets.
@Suite struct PhoneEditorTests {
    @Test func aNewFocusPutsTheCaretAtTheEndAndResetsTheKeyboardState() {
        var editor = PhoneEditor(values: ["Ada", "Lovelace"])
        editor.moveFocus(to: 0)
        editor.compose("ka")
        editor.toggleShift()
        editor.showSymbols(true)
        #expect(editor.composition == "ka" && editor.symbols && !editor.shift)
        editor.toggleShift()
        editor.moveFocus(to: 1)
        #expect(editor.focus == 1 && editor.caret == 8 && editor.keyboardOwner == 1)
        #expect(editor.composition.isEmpty && !editor.shift && !editor.symbols)
        // A reload keeps the caret where the user left it.
        editor.moveFocus(to: 0, caret: 2)
        #expect(editor.caret == 2)
    }

    @Test func aDismissalKeepsTheKeyboardsFieldAndCaret() {
        var editor = PhoneEditor(values: ["Ada", "Lovelace"])
        editor.moveFocus(to: 1, caret: 4)
        editor.moveFocus(to: nil)
        // The keyboard sliding away keeps the field it was up for, and its text for the predictions.
        #expect(editor.focus == nil && editor.keyboardOwner == 1 && editor.caret == 4)
        #expect(editor.keyboardText == "Lovelace")
        // Composing needs a focus.
        editor.compose("x")
        #expect(editor.composition.isEmpty)
    }

    @Test func editingChangesOnlyTheFocusedField() {
        var editor = PhoneEditor(values: ["Ada", "Lovelace"])
        let unfocused = editor.edit { $0.insert("!") }
        #expect(unfocused == nil && editor.values == ["Ada", "Lovelace"])
        editor.moveFocus(to: 0)
        let before = editor.edit { $0.insert("!") }
        #expect(before == "Ada")
        #expect(editor.values == ["Ada!", "Lovelace"] && editor.caret == 4)
        editor.compose("ab")
        let deleted = editor.deleteComposedCharacter()
        #expect(deleted && editor.composition == "a")
        editor.endComposition()
        let nothing = editor.deleteComposedCharacter()
        #expect(!nothing)
        editor.clear(field: 0)
        #expect(editor.values[0].isEmpty && editor.caret == 0 && editor.lineStarts[0] == [0])
    }
}
