import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabImages
import Testing

/// Taps on the Android keyboard type what its keys say: every key at its centre, the gaps between faces, shift,
/// the symbols page, the strip's suggestions and the navigation bar's hide chevron.
@Suite struct AndroidKeyboardTypingTests {
    /// A Pixel 8 with `field` focused and the keyboard up.
    static func focused(_ field: String = "city", device: String = "pixel-8") throws -> Lab {
        var lab = try Lab(device: device)
        lab.send(.focusField(field))
        lab.settle()
        return lab
    }

    /// The focused field's value.
    static func value(_ lab: Lab) -> String { lab.state.editor.focus.map { lab.state.editor.values[$0] } ?? "" }

    /// The key labelled `label`, or the first of `kind`, on `lab`'s keyboard now.
    static func key(_ lab: Lab, _ label: String = "", kind: KeyKind = .character) throws -> PlacedKey {
        let keyboard = try #require(KeyboardGeometry(lab.state).android)
        return try #require(
            keyboard.keys.first { $0.key.spec.kind == kind && (label.isEmpty || $0.key.spec.label == label) }?.key)
    }

    /// Taps the middle of `rect`.
    static func tap(_ lab: inout Lab, _ rect: Rect) {
        lab.send(.tap(Point(x: rect.midX, y: rect.midY)))
    }

    @Test(arguments: ["city", "mail"]) func aTapAtEveryKeysCentreTypesIt(field: String) throws {
        var lab = try Self.focused(field)
        let keys = try #require(KeyboardGeometry(lab.state).android).keys.map(\.key)
        let characters = keys.filter { $0.spec.kind == .character }
        #expect(characters.count == 26 + 2)
        for key in characters {
            let before = Self.value(lab)
            Self.tap(&lab, key.frame)
            #expect(Self.value(lab) == before + key.spec.label, "\(key.spec.label)")
        }
        let before = Self.value(lab)
        Self.tap(&lab, try Self.key(lab, kind: .space).frame)
        #expect(Self.value(lab) == before + " ")
        Self.tap(&lab, try Self.key(lab, kind: .delete).frame)
        #expect(Self.value(lab) == before)
    }

    @Test func aTapInTheGapsPressesTheNearestKey() throws {
        var lab = try Self.focused()
        let q = try Self.key(lab, "q").frame
        let w = try Self.key(lab, "w").frame
        let a = try Self.key(lab, "a").frame
        let before = Self.value(lab)
        lab.send(.tap(Point(x: (q.maxX + w.minX) / 2 - 0.5, y: q.midY)))
        lab.send(.tap(Point(x: (q.maxX + w.minX) / 2 + 0.5, y: q.midY)))
        // Half the row gap belongs to each row.
        lab.send(.tap(Point(x: a.midX, y: (q.maxY + a.minY) / 2 - 0.5)))
        lab.send(.tap(Point(x: a.midX, y: (q.maxY + a.minY) / 2 + 0.5)))
        // The second row's ends reach the keyboard's sides.
        lab.send(.tap(Point(x: 2, y: a.midY)))
        #expect(Self.value(lab) == before + "qw" + "wa" + "a")
    }

    @Test func shiftTypesACapitalAndTheKeysShowIt() throws {
        var lab = try Self.focused()
        Self.tap(&lab, try Self.key(lab, kind: .shift).frame)
        #expect(lab.state.editor.shift)
        let labels = lab.draw().textRuns.map(\.text)
        #expect(labels.contains("Q") && !labels.contains("q"))
        let before = Self.value(lab)
        Self.tap(&lab, try Self.key(lab, "q").frame)
        Self.tap(&lab, try Self.key(lab, "w").frame)
        #expect(Self.value(lab) == before + "Qw")
        #expect(lab.draw().textRuns.map(\.text).contains("q"))
    }

    @Test func theSymbolsPageComesAndGoes() throws {
        var lab = try Self.focused()
        Self.tap(&lab, try Self.key(lab, "?123", kind: .numbers).frame)
        #expect(try #require(KeyboardGeometry(lab.state).android).page == .symbols)
        let symbols = try #require(KeyboardGeometry(lab.state).android).keys.map(\.key.spec.label)
        #expect(symbols.prefix(10).joined() == "1234567890")
        #expect(symbols.contains("=\\<") && symbols.contains("ABC"))
        let before = Self.value(lab)
        for label in ["1", "@", "?", "/"] { Self.tap(&lab, try Self.key(lab, label).frame) }
        #expect(Self.value(lab) == before + "1@?/")
        // `=\<` has no page here: it leaves the symbols up.
        Self.tap(&lab, try Self.key(lab, "=\\<", kind: .numbers).frame)
        #expect(try #require(KeyboardGeometry(lab.state).android).page == .symbols)
        Self.tap(&lab, try Self.key(lab, "ABC", kind: .numbers).frame)
        #expect(try #require(KeyboardGeometry(lab.state).android).page == .letters)
        // Another field starts on the letters again.
        Self.tap(&lab, try Self.key(lab, "?123", kind: .numbers).frame)
        lab.send(.focusField("address"))
        lab.settle()
        #expect(try #require(KeyboardGeometry(lab.state).android).page == .letters)
    }

    @Test func thePhonePadTypesDigits() throws {
        var lab = try Self.focused("phone")
        let before = Self.value(lab)
        for label in ["0", "5", "-", "9"] { Self.tap(&lab, try Self.key(lab, label).frame) }
        #expect(Self.value(lab) == before + "05-9")
    }

    @Test func theStripsMiddleSuggestionIsTheWordTyped() throws {
        var lab = try Self.focused("address")
        #expect(Self.value(lab).isEmpty)
        #expect(KeyboardGeometry(lab.state).suggestions.isEmpty, "the tools, not words, before any text")
        lab.send(.type("foo"))
        let typing = KeyboardGeometry(lab.state)
        #expect(typing.typedWord == "foo")
        #expect(typing.suggestions.count == 3 && typing.suggestions[1] == "foo")
        let middle = try #require(typing.suggestionFrame(1))
        Self.tap(&lab, middle)
        #expect(Self.value(lab) == "foo ")
    }

    @Test func theHideChevronDismisses() throws {
        var lab = try Self.focused()
        Self.tap(&lab, try Self.key(lab, kind: .dismiss).frame)
        #expect(lab.state.editor.focus == nil)
    }

    @Test func aPressDarkensTheKeysFace() throws {
        var lab = try Self.focused()
        let q = try Self.key(lab, "q").frame
        let palette = AndroidKeyboardPalette(.light)
        func face(_ list: DrawList) -> Color? {
            list.commands.compactMap { command -> Color? in
                if case .fillRounded(let rect, _, let color) = command, rect == q { color } else { nil }
            }.last
        }
        #expect(face(lab.draw()) == palette.key)
        lab.send(.pointerDown(Point(x: q.midX, y: q.midY)))
        #expect(face(lab.draw()) == AndroidKeyboardPalette.pressed(palette.key))
        lab.send(.pointerUp(Point(x: q.midX, y: q.midY)))
        #expect(face(lab.draw()) == palette.key)
    }
}
