import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import Testing

/// What a designer holding captures against iOS noticed: hairlines, the iPhone SE's clock, truncated values, the
/// placeholder under the caret, predictions, the globe and dictation glyphs and the Return key's label.
@Suite struct CaptureDetailTests {
    @Test func rowSeparatorsAreHairlines() throws {
        let lab = try Lab()
        let hairlines = lab.draw().commands.compactMap { command -> Rect? in
            if case .hairline(let rect, let color) = command, color == lab.state.theme.separator { return rect }
            return nil
        }
        #expect(hairlines.count >= 10, "the navigation bar's and one between every two rows of a section")
        #expect(hairlines.allSatisfy { $0.height <= 0.5 })
    }

    @Test(arguments: [("iphone-se", true), ("ipad-pro-11", false), ("iphone-15", false)])
    func theClockSitsWhereTheDevicePutsIt(device: String, centred: Bool) throws {
        let lab = try Lab(device: device)
        let clock = try #require(lab.draw().unclippedTextRuns.first { $0.text == "9:41" })
        let middle = lab.state.screen.width / 2
        #expect(abs(clock.frame.midX - middle) < 1 || !centred, "\(device): centred")
        #expect(clock.frame.midX < middle / 2 || centred, "\(device): at the leading edge")
        if device == "iphone-se" { #expect(clock.alignment == .center) }
    }

    @Test func anUnfocusedValueTooLongForItsRowEndsInAnEllipsis() throws {
        var lab = try Lab()
        lab.send(.focusField("city"))
        lab.send(.type(String(repeating: " Saint-Rémy-de-Provence", count: 4)))
        lab.send(.key(.tab))
        lab.settle()
        let row = lab.windowRect("city")
        let runs = lab.draw().commands.compactMap { command -> TextRun? in
            if case .text(let run) = command, run.frame.minY >= row.minY - 0.5, run.frame.maxY <= row.maxY + 0.5 {
                return run
            }
            return nil
        }
        let value = try #require(runs.first { $0.text.hasPrefix("Bordeaux") })
        #expect(value.text.hasSuffix("…"))
        #expect(lab.measuring.size(of: value.text, font: value.font).width <= value.frame.width)
    }

    @Test func theCaretReplacesThePlaceholderInAFocusedEmptyField() throws {
        var lab = try Lab()
        let placeholder = try #require(lab.state.form.fields.first { $0.id == "hobbies" }?.placeholder)
        #expect(lab.draw().textRuns.contains { $0.text == placeholder }, "shown while not focused")
        lab.send(.focusField("hobbies"))
        lab.settle()
        #expect(!lab.draw().textRuns.contains { $0.text == placeholder }, "hidden under the caret")
        #expect(lab.drawnCaret != nil)
    }

    @Test func predictionsFollowTheWordBeingTyped() {
        let words = ["football", "footing", "food", "the"]
        let idle = PredictiveText(text: "I like ", caret: 7, starters: ["I", "The", "I'm"], words: words)
        #expect(idle.typedWord == nil)
        #expect(idle.suggestions == ["I", "The", "I'm"])
        let typing = PredictiveText(text: "I like Foo", caret: 10, starters: ["I"], words: words)
        #expect(typing.typedWord == "Foo")
        #expect(typing.suggestions == ["Foo", "Football", "Footing"], "most common first, in the typed case")
        var accepted = TextEditing(text: "I like Foo", caret: 10)
        accepted.replaceWordBeforeCaret(with: "Football ", where: PredictiveText.isSeparator)
        #expect(accepted.text == "I like Football ")
        #expect(accepted.caret == 16)
    }

    @Test func onTheEmailKeyboardTheAddressIsOneWord() {
        let bar = PredictiveText(
            text: "camille@example.com", caret: 19, starters: ["I"], words: ["come"], isEmail: true)
        #expect(bar.typedWord == "camille@example.com")
        #expect(bar.suggestions == ["camille@example.com", "", ""])
    }

    @Test(arguments: ["caret line.", "Wait…", "keeps it, ", "(see) ", "name@"])
    func punctuationEndsTheWordSoTheBarOffersStartersAgain(text: String) {
        let bar = PredictiveText(
            text: text, caret: text.count, starters: ["I", "The", "I'm"], words: ["line", "linear", "wait"])
        #expect(bar.typedWord == nil, "nothing typed since the punctuation")
        #expect(bar.suggestions == ["I", "The", "I'm"])
    }

    @Test func theQuotedWordIsTheLiteralWordWithoutLeadingPunctuation() {
        let bar = PredictiveText(text: "said \u{201C}lin", caret: 9, starters: ["I"], words: ["line", "linear"])
        #expect(bar.typedWord == "lin")
        #expect(bar.suggestions == ["lin", "line", "linear"])
        let apostrophe = PredictiveText(text: "it's don't", caret: 10, starters: ["I"], words: [])
        #expect(apostrophe.typedWord == "don't", "an apostrophe stays inside a word")
    }

    @Test func tappingACompletionReplacesTheWord() throws {
        var lab = try Lab()
        lab.send(.focusField("hobbies"))
        lab.send(.type("I like foo"), after: 0.6)
        let keyboard = KeyboardGeometry(lab.state)
        let slot = try #require(keyboard.suggestions.firstIndex(of: "football"))
        #expect(keyboard.typedWord == "foo")
        let cell = try #require(keyboard.suggestionFrame(slot))
        lab.send(.tap(Point(x: cell.midX, y: cell.midY)), after: 0.1)
        #expect(lab.state.value(of: "hobbies") == "I like football ")
        #expect(lab.draw().textRuns.contains { $0.text == "\u{201C}foo\u{201D}" } == false, "a new word begins")
    }

    @Test(arguments: [("iphone-15", true), ("iphone-se", false), ("ipad-pro-11", false)])
    func globeAndDictationSitBelowTheKeysOnFaceIDPhones(device: String, shown: Bool) throws {
        var lab = try Lab(device: device)
        lab.send(.focusField("hobbies"))
        lab.settle()
        let keyboard = KeyboardGeometry(lab.state)
        #expect((keyboard.globe != nil) == shown)
        #expect((keyboard.dictation != nil) == shown)
        if let globe = keyboard.globe, let dictation = keyboard.dictation {
            let lowestKey = keyboard.keys.map(\.frame.maxY).max() ?? 0
            #expect(globe.minY >= lowestKey - 6 && globe.maxY <= lab.state.screen.maxY)
            #expect(globe.midX < lab.state.screen.width / 4 && dictation.midX > lab.state.screen.width * 3 / 4)
        }
    }

    @Test(arguments: [ReturnKey.send, .search, .go, .done, .next])
    func theReturnKeyShowsTheFieldsLabel(key: ReturnKey) throws {
        let resources = try loadResources()
        let sample = resources.sampleForm
        var sections = sample.sections
        sections[0].fields[0].returnKey = key
        let form = Form(
            title: sample.title, headerLabels: sample.headerLabels, gap: sample.gap, sections: sections,
            keyboardDismissMode: sample.keyboardDismissMode)
        let id = sections[0].fields[0].id
        var lab = try Lab(form: form, resources: resources)
        lab.send(.focusField(id))
        lab.settle()
        let runs = lab.draw().unclippedTextRuns
        let label = try #require(runs.first { $0.text == key.label })
        #expect((label.color == .white) == key.isAction, "an action key is blue with white text")
        lab.send(.key(.returnKey))
        #expect((lab.state.editor.focus == nil) == (key != .next), "only Next moves on")
    }
}
