import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabFiles
import LabImages
import Testing

/// The smaller looks a designer checked zoomed in: the iPhone SE's bottom row, the accessory bar's chevrons, a dark
/// icon on a dark cell, the disabled send button, the multi-line label, and secure fields with their AutoFill bar.
@Suite struct LooksTests {
    private func screen(_ file: String) throws -> Screen {
        try Screen.decode(Data(contentsOf: assetsFolder.appending(path: "Screens/\(file)")), file: file)
    }

    /// The kinds of the keyboard's bottom row, left to right.
    private func bottomRow(_ lab: Lab) -> [KeyKind] {
        let keys = KeyboardGeometry(lab.state).keys
        let bottom = keys.map(\.frame.minY).max() ?? 0
        return keys.filter { $0.frame.minY == bottom }.sorted { $0.frame.minX < $1.frame.minX }.map(\.spec.kind)
    }

    @Test func aHomeButtonPhoneHasEmojiAndDictationBesideTheSpaceBar() throws {
        var se = try Lab(device: "iphone-se")
        se.send(.focusField("videogames"))
        se.settle()
        #expect(bottomRow(se) == [.numbers, .emoji, .dictation, .space, .returnKey])
        let keyboard = KeyboardGeometry(se.state)
        #expect(keyboard.globe == nil && keyboard.dictation == nil, "no band below the keys")
        let space = try #require(keyboard.keys.first { $0.spec.kind == .space })
        #expect(space.frame.width < 150, "the space bar leaves room for them: \(space.frame.width)")
        var fifteen = try Lab(device: "iphone-15")
        fifteen.send(.focusField("videogames"))
        fifteen.settle()
        #expect(bottomRow(fifteen) == [.numbers, .space, .returnKey], "Face ID phones keep them below the keys")
        #expect(KeyboardGeometry(fifteen.state).globe != nil)
    }

    @Test func theAccessoryBarDrawsUpAndDownChevronsAsLines() throws {
        var lab = try Lab()
        lab.send(.accessoryBar(true))
        lab.send(.focusField("books"))
        lab.settle()
        let list = lab.draw()
        #expect(!list.textRuns.contains { $0.text == "\u{2039}" || $0.text == "\u{203A}" }, "no ‹ › glyphs")
        let bar = try #require(KeyboardGeometry(lab.state).accessoryBar)
        let chevrons = list.commands.compactMap { command -> [Point]? in
            guard case .polyline(let points, _, _) = command, points.count == 3,
                bar.frame.contains(points[1])
            else { return nil }
            return points
        }
        #expect(chevrons.count == 2)
        #expect(chevrons.first.map { $0[1].y < $0[0].y } == true, "Prev points up")
        #expect(chevrons.last.map { $0[1].y > $0[0].y } == true, "Next points down")
    }

    @Test func aDarkIconOnADarkCellKeepsARing() throws {
        let form = try FileInput.form(assetsFolder.appending(path: "Forms/settings.json"))
        let wallet = try #require(Color(hex: "#1C1C1E"))
        for appearance in [Appearance.dark, .light] {
            let lab = try Lab(form: form, settings: ConditionOverrides(appearance: appearance))
            let fills = lab.draw().commands.compactMap { command -> (Rect, Color)? in
                if case .fillRounded(let rect, _, let color) = command { return (rect, color) }
                return nil
            }
            // The icon is 29 pt square, 27 inside its ring.
            let icon = try #require(fills.first { $0.1 == wallet && ($0.0.width == 29 || $0.0.width == 27) })
            let ring = fills.first { $0.0 == icon.0.inset(by: EdgeInsets(all: -1)) }
            #expect((ring != nil) == (appearance == .dark), "\(appearance): ring \(String(describing: ring))")
        }
    }

    @Test func theDisabledSendButtonIsGreyOnFaintGreyThenBlueWithAWhiteArrow() throws {
        var lab = try Lab(screen: screen("chat.json"))
        func sendColours() -> (fill: Color?, arrow: Color?) {
            let list = lab.draw()
            var fill: Color?
            var arrow: Color?
            for command in list.commands {
                if case .fillRounded(let rect, let radius, let color) = command, rect.width == 30, radius == 15 {
                    fill = color
                }
                if case .line(_, _, let width, let color) = command, width == 2.5 { arrow = color }
            }
            return (fill, arrow)
        }
        let idle = sendColours()
        #expect(idle.arrow != .white, "not a white arrow on grey")
        #expect(idle.arrow == lab.state.theme.disabled)
        #expect(idle.fill != nil && idle.fill != lab.state.theme.tint)
        lab.send(.focusField("message"))
        lab.send(.type("Hi"))
        let ready = sendColours()
        #expect(ready.fill == lab.state.theme.tint && ready.arrow == .white)
    }

    @Test func aMultilineRowDrawsItsLabelOnItsFirstLine() throws {
        var lab = try Lab()
        lab.send(.focusField("notes"))
        lab.settle()
        let index = try #require(lab.state.form.index(of: "notes"))
        let row = lab.windowRect("notes")
        let label = lab.state.form.fields[index].label
        let run = try #require(lab.draw().textRuns.first { $0.text == label && row.contains($0.frame.origin) })
        #expect(abs(run.frame.minX - (row.minX + 16)) < 0.5, "on the left, as other rows' labels")
        #expect(run.color == lab.state.theme.text)
    }

    @Test func atAccessibilitySizesTheMultilineLabelHasItsOwnLineAboveTheText() throws {
        var lab = try Lab(settings: ConditionOverrides(textSize: .ax3))
        lab.send(.focusField("notes"))
        lab.send(.type("Chess"))
        lab.settle()
        let row = lab.windowRect("notes")
        let runs = lab.draw().textRuns.filter { row.contains($0.frame.origin) }
        let label = try #require(runs.first { $0.text == "Notes" })
        let text = try #require(runs.first { $0.text == "Chess" })
        #expect(text.frame.minY >= label.frame.maxY - 0.5, "the text under the label")
        #expect(abs(text.frame.minX - label.frame.minX) < 0.5, "both from the row's padding")
    }

    @Test func aSecureFieldShowsDotsAndThePasswordsBar() throws {
        var lab = try Lab(screen: screen("sign-in.json"))
        lab.send(.focusField("password"))
        lab.send(.type("hunter2"))
        lab.settle()
        let runs = lab.draw().textRuns.map(\.text)
        #expect(!runs.contains { $0.contains("hunter2") }, "never drawn in clear")
        #expect(runs.contains(String(repeating: "\u{2022}", count: 7)))
        let keyboard = KeyboardGeometry(lab.state)
        #expect(keyboard.autoFill == .passwords)
        #expect(keyboard.suggestions.isEmpty && keyboard.typedWord == nil, "no predictions")
        #expect(runs.contains("Passwords"))
        #expect(lab.state.editor.values[lab.state.form.index(of: "password") ?? 0] == "hunter2")
    }

    @Test func aNewPasswordOrCodeFieldFillsFromTheBar() throws {
        var lab = try Lab(screen: screen("sign-in.json"))
        for (id, pattern) in [
            ("newPassword", #"^[a-zA-Z0-9]{6}-[a-zA-Z0-9]{6}-[a-zA-Z0-9]{6}$"#), ("code", "^[0-9]{6}$"),
        ] {
            lab.send(.focusField(id))
            lab.settle()
            let keyboard = KeyboardGeometry(lab.state)
            let bar = try #require(keyboard.predictiveBar)
            let offer = try #require(keyboard.autoFill?.fill)
            #expect(offer.range(of: pattern, options: .regularExpression) != nil, "\(id): \(offer)")
            lab.send(.tap(Point(x: bar.midX, y: bar.midY)))
            #expect(lab.state.editor.values[lab.state.form.index(of: id) ?? 0] == offer, "\(id) filled")
        }
    }

    @Test func anAccountFieldShowsPasswordsOnlyOnASignInForm() throws {
        let email = FormField(id: "e", label: "Email", kind: .email, textContentType: .emailAddress)
        let alone = Form(title: "", sections: [FormSection(title: "", fields: [email])])
        #expect(AutoFillBar(field: email, in: alone) == nil, "no secure field: predictions")
        let secure = FormField(id: "p", label: "Password", kind: .secure)
        let signIn = Form(title: "", sections: [FormSection(title: "", fields: [email, secure])])
        #expect(AutoFillBar(field: email, in: signIn) == .passwords)
        #expect(AutoFillBar(field: secure, in: signIn) == .passwords)
        #expect(AutoFillBar(field: FormField(id: "t", label: "T"), in: signIn) == nil)
    }
}
