import KeyboardAvoidance
import KeyboardLabUI
import Testing

@Suite struct AppStateTests {
    @Test func clickingTheLastFieldSlidesTheKeyboardInAndLeavesTheGap() throws {
        var lab = try Lab()
        #expect(lab.windowRect("videogames").minY > lab.state.screen.maxY, "below the screen at first")
        lab.send(.pointerDown(Point(x: 200, y: 700)))
        lab.send(.pointerMoved(Point(x: 200, y: 400)))
        lab.send(.pointerUp(Point(x: 200, y: 400)))
        lab.settle()
        let row = lab.windowRect("videogames")
        #expect(row.maxY < lab.state.screen.maxY - 34)
        _ = lab.state.takeNotifications()
        lab.send(.pointerDown(Point(x: row.midX, y: row.midY)))
        lab.send(.pointerUp(Point(x: row.midX, y: row.midY)))
        #expect(lab.state.focusedField?.id == "videogames")
        let posted = lab.state.takeNotifications().map(\.info.event)
        #expect(posted == [.willChangeFrame, .willShow])
        lab.settle()
        #expect(approx(lab.gap, 10))
        #expect(lab.state.presented.keyboardFrame == Rect(x: 0, y: 516, width: 393, height: 336))
        #expect(lab.state.takeNotifications().map(\.info.event) == [.didChangeFrame, .didShow])
    }

    @Test func typingGoesIntoTheFocusedFieldAndBackspaceRemovesOneGrapheme() throws {
        var lab = try Lab()
        lab.send(.focusField("hobbies"))
        lab.send(.type("Zelda 🇫🇷e\u{301}"))
        #expect(lab.state.value(of: "hobbies") == "Zelda 🇫🇷é")
        lab.send(.key(.backspace))
        #expect(lab.state.value(of: "hobbies") == "Zelda 🇫🇷")
        lab.send(.key(.backspace))
        #expect(lab.state.value(of: "hobbies") == "Zelda ")
        lab.send(.key(.home))
        lab.send(.type(">"))
        lab.send(.key(.end))
        lab.send(.type("!"))
        #expect(lab.state.value(of: "hobbies") == ">Zelda !")
        lab.send(.key(.left))
        lab.send(.key(.backspace))
        #expect(lab.state.value(of: "hobbies") == ">Zelda!")
    }

    @Test func tabWalksEveryFieldAndEachLandsInView() throws {
        var lab = try Lab()
        lab.send(.focusField("address"))
        lab.settle()
        var visited: [String] = []
        for _ in 0..<lab.state.form.fields.count {
            let id = try #require(lab.state.focusedField?.id)
            visited.append(id)
            let field = try #require(lab.state.focusedWindowRect)
            let keyboardTop = lab.state.presented.keyboardFrame.minY
            let focusRect = try #require(lab.state.focusRect)
            let visibleLine = focusRect.converted(
                fromContentOf: lab.state.scrollFrame, offset: lab.state.presented.contentOffset)
            #expect(visibleLine.maxY <= keyboardTop - 10 + 1e-6, "\(id) above the keyboard")
            #expect(field.minY >= lab.state.scrollFrame.minY - 1e-6, "\(id) below the navigation bar")
            lab.send(.key(.tab), after: 0.1)
            lab.settle()
        }
        #expect(visited == lab.state.form.fields.map(\.id))
        // Shift-Tab walks back up: fields above the visible top scroll down into view.
        for _ in 0..<(lab.state.form.fields.count - 1) {
            lab.send(.key(.shiftTab))
            lab.settle()
            let field = try #require(lab.state.focusedWindowRect)
            #expect(field.minY >= lab.state.scrollFrame.minY + 10 - 1e-6)
        }
        #expect(lab.state.focusedField?.id == "address")
    }

    @Test func escapePutsInsetAndOffsetBackExactly() throws {
        var lab = try Lab()
        lab.send(.scroll(dx: 0, dy: -37))
        lab.settle()
        let before = lab.state.presented
        lab.send(.focusField("books"))
        lab.send(.key(.tab), after: 0.12)
        lab.send(.key(.escape), after: 0.2)
        lab.settle()
        #expect(lab.state.editor.focus == nil)
        #expect(lab.state.presented == before)
        #expect(lab.state.avoidance.strategy.saved == nil)
    }

    @Test func returnSaysNextThenDoneDismissesOnTheLastSingleLineField() throws {
        var lab = try Lab()
        lab.send(.focusField("city"))
        lab.send(.key(.returnKey))
        #expect(lab.state.focusedField?.id == "zipCode")
        lab.send(.focusField("notes"))
        lab.send(.key(.returnKey))
        #expect(lab.state.value(of: "notes") == "\n", "return inserts a newline in a multi-line field")
    }

    @Test func tapOutsideAnyFieldDismisses() throws {
        var lab = try Lab()
        lab.send(.focusField("city"))
        lab.settle()
        lab.send(.tap(Point(x: 5, y: lab.state.scrollFrame.minY + 20)))
        #expect(lab.state.editor.focus == nil)
    }

    @Test(arguments: [
        Action.rotate(.landscape), .hardwareKeyboard(true), .predictiveBar(false), .accessoryBar(true),
        .setDevice("iphone-se"),
    ])
    func changesWhileFocusedKeepTheFieldInView(change: Action) throws {
        var lab = try Lab()
        lab.send(.focusField("movies"))
        lab.settle()
        lab.send(change)
        lab.settle()
        let field = try #require(lab.state.focusedWindowRect)
        let keyboardTop = lab.state.presented.keyboardFrame.minY
        #expect(field.maxY <= keyboardTop - 10 + 1e-6)
        #expect(field.minY >= lab.state.scrollFrame.minY)
        let restingTop = lab.state.restingKeyboardFrame.minY
        #expect(approx(keyboardTop, restingTop))
        lab.send(.dismiss)
        lab.settle()
        #expect(lab.state.presented.contentInset == lab.state.baseInset)
    }

    @Test func multilineFieldGrowsAndKeepsTheCaretLineAboveTheKeyboard() throws {
        var lab = try Lab()
        lab.send(.focusField("notes"))
        lab.settle()
        let notes = try #require(lab.state.form.index(of: "notes"))
        let startHeight = lab.state.layout.rowFrames[notes].height
        for line in 1...12 {
            lab.send(.type("line \(line)"), after: 0.05)
            lab.send(.key(.returnKey), after: 0.05)
        }
        lab.settle()
        #expect(lab.state.layout.rowFrames[notes].height > startHeight)
        let caret = try #require(lab.state.focusRect)
        let window = caret.converted(fromContentOf: lab.state.scrollFrame, offset: lab.state.presented.contentOffset)
        #expect(approx(lab.state.presented.keyboardFrame.minY - window.maxY, 10))
    }

    @Test func scrollingIsClampedToTheAllowedRangeInsetIncluded() throws {
        var lab = try Lab()
        lab.send(.scroll(dx: 0, dy: 10_000))
        #expect(lab.state.presented.contentOffset.y == 0)
        lab.send(.scroll(dx: 0, dy: -10_000))
        let range = lab.state.scrollGeometry.offsetRange(inset: lab.state.presented.contentInset)
        #expect(lab.state.presented.contentOffset.y == range.upperBound)
    }

    @Test func dragScrollsAndADragIsNotATap() throws {
        var lab = try Lab()
        let start = Point(x: 200, y: 600)
        lab.send(.pointerDown(start))
        lab.send(.pointerMoved(Point(x: 200, y: 560)))
        lab.send(.pointerMoved(Point(x: 200, y: 500)))
        lab.send(.pointerUp(Point(x: 200, y: 500)))
        #expect(lab.state.presented.contentOffset.y == 100)
        #expect(lab.state.editor.focus == nil)
    }

    @Test func clickingVirtualKeysTypes() throws {
        var lab = try Lab()
        lab.send(.focusField("hobbies"))
        lab.settle()
        let keys = KeyboardGeometry(lab.state).keys
        func tapKey(_ label: String) throws {
            let key = try #require(keys.first { $0.spec.label == label })
            lab.send(.pointerDown(Point(x: key.frame.midX, y: key.frame.midY)))
            lab.send(.pointerUp(Point(x: key.frame.midX, y: key.frame.midY)))
        }
        let shift = try #require(keys.first { $0.spec.kind == .shift })
        lab.send(.tap(Point(x: shift.frame.midX, y: shift.frame.midY)))
        try tapKey("h")
        try tapKey("i")
        #expect(lab.state.value(of: "hobbies") == "Hi")
        let letterQ = try #require(keys.first { $0.spec.label == "q" })
        #expect(approx(letterQ.frame.width, 33.3, 0.1), "a letter key is about 33 wide on a 393-wide screen")
    }

    @Test func numberPadFieldBringsAShorterKeyboardWithoutPredictiveBar() throws {
        var lab = try Lab()
        lab.send(.focusField("city"))
        lab.settle()
        _ = lab.state.takeNotifications()
        lab.send(.focusField("phone"))
        #expect(lab.state.takeNotifications().map(\.info.event) == [.willChangeFrame, .willShow])
        lab.settle()
        #expect(lab.state.presented.keyboardFrame.height == 250)
        #expect(KeyboardGeometry(lab.state).keys.count == 11)
    }

    @Test func pasteIntoASingleLineFieldTurnsNewlinesIntoSpaces() throws {
        var lab = try Lab()
        lab.send(.focusField("hobbies"))
        lab.send(.paste("one\ntwo\r\nthree"))
        #expect(lab.state.value(of: "hobbies") == "one two three")
    }

    @Test func valuesSurviveScrollingFocusRotationAndDeviceSwitches() throws {
        var lab = try Lab()
        lab.send(.focusField("like"))
        lab.send(.type("Jazz"))
        lab.send(.scroll(dx: 0, dy: -300))
        lab.send(.key(.tab))
        lab.send(.rotate(nil))
        lab.send(.setDevice(nil))
        lab.send(.dismiss)
        lab.settle()
        #expect(lab.state.value(of: "like") == "Jazz")
        #expect(lab.state.value(of: "city") == "Bordeaux")
    }

    @Test func compositionShowsAndIsNotCommittedUntilTyped() throws {
        var lab = try Lab()
        lab.send(.focusField("hobbies"))
        lab.send(.compose("ni"))
        #expect(lab.state.value(of: "hobbies") == "")
        let texts = lab.draw().textRuns.map(\.text)
        #expect(texts.contains("ni"))
        lab.send(.type("你"))
        #expect(lab.state.value(of: "hobbies") == "你")
        #expect(lab.state.editor.composition.isEmpty)
    }
}
