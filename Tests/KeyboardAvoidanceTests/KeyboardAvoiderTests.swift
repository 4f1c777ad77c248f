import KeyboardAvoidance
import Testing

@Suite struct KeyboardAvoiderTests {
    @Test func fieldBelowTheKeyboardEndsTheGapAboveIt() throws {
        let phone = try Phone()
        var strategy = KeyboardLabStrategy()
        let keyboard = phone.keyboard()
        let target = strategy.keyboardWillShow(
            keyboard: keyboard, screen: phone.screen, scroll: phone.scroll(), focus: phone.row("videogames"))
        let field = phone.windowRect("videogames", offsetY: target.contentOffset.y)
        #expect(approx(keyboard.minY - field.maxY, 10))
        #expect(target.contentInset.bottom == 336)
        #expect(strategy.saved == ScrollTarget(contentInset: phone.baseInset, contentOffset: .zero))
    }

    @Test func visibleFieldDoesNotScroll() throws {
        let phone = try Phone()
        var strategy = KeyboardLabStrategy()
        let target = strategy.keyboardWillShow(
            keyboard: phone.keyboard(), screen: phone.screen, scroll: phone.scroll(), focus: phone.row("city"))
        #expect(target.contentOffset.y == 0)
        #expect(target.contentInset.bottom == 336)
    }

    @Test func fieldAboveTheVisibleTopScrollsDownIntoView() throws {
        let phone = try Phone()
        var strategy = KeyboardLabStrategy()
        let scrolled = phone.scroll(offsetY: 400)
        let target = strategy.keyboardWillShow(
            keyboard: phone.keyboard(), screen: phone.screen, scroll: scrolled, focus: phone.row("address"))
        #expect(target.contentOffset.y < 400)
        #expect(approx(target.contentOffset.y, phone.row("address").minY - 10))
        let field = phone.windowRect("address", offsetY: target.contentOffset.y)
        #expect(approx(field.minY - phone.scrollFrame.minY, 10))
    }

    @Test func gapCanBeOverriddenPerField() throws {
        let phone = try Phone()
        var strategy = KeyboardLabStrategy()
        let target = strategy.keyboardWillShow(
            keyboard: phone.keyboard(), screen: phone.screen, scroll: phone.scroll(), focus: phone.row("videogames"),
            gap: 24)
        let field = phone.windowRect("videogames", offsetY: target.contentOffset.y)
        #expect(approx(phone.keyboard().minY - field.maxY, 24))
    }

    @Test func fieldTallerThanTheVisibleAreaAlignsItsTop() throws {
        let phone = try Phone("iphone-se", orientation: .landscape)
        var strategy = KeyboardLabStrategy()
        let tall = Rect(x: 16, y: 300, width: 300, height: 200)
        let target = strategy.keyboardWillShow(
            keyboard: phone.keyboard(), screen: phone.screen, scroll: phone.scroll(), focus: tall)
        #expect(approx(target.contentOffset.y, 300 - 10))
    }

    @Test func multilineFieldKeepsTheCaretLineNotTheWholeField() throws {
        let phone = try Phone()
        let notes = try #require(phone.form.index(of: "notes"))
        let lines = 12
        let layout = FormLayout(form: phone.form, width: 393, lineCounts: [notes: lines])
        let caret = layout.caretLineRect(field: notes, line: 5)
        var strategy = KeyboardLabStrategy()
        let scroll = ScrollGeometry(
            frame: phone.scrollFrame, contentSize: layout.contentSize, contentInset: phone.baseInset)
        let target = strategy.keyboardWillShow(
            keyboard: phone.keyboard(), screen: phone.screen, scroll: scroll, focus: caret)
        let caretInWindow = caret.converted(fromContentOf: phone.scrollFrame, offset: target.contentOffset)
        #expect(approx(phone.keyboard().minY - caretInWindow.maxY, 10))
        #expect(caret.height == 22)
        let row = layout.rowFrames[notes].converted(fromContentOf: phone.scrollFrame, offset: target.contentOffset)
        #expect(row.maxY > phone.keyboard().minY, "the rest of the tall field may lie under the keyboard")
    }

    @Test func scrollViewAboveATabBarGetsTheIntersectionNotTheKeyboardHeight() throws {
        let phone = try Phone()
        let tabBarTop = 852.0 - 83
        let frame = Rect(x: 0, y: 103, width: 393, height: tabBarTop - 103)
        var strategy = KeyboardLabStrategy()
        let scroll = ScrollGeometry(frame: frame, contentSize: phone.layout.contentSize)
        let keyboard = phone.keyboard()
        let target = strategy.keyboardWillShow(keyboard: keyboard, screen: phone.screen, scroll: scroll, focus: nil)
        #expect(target.contentInset.bottom == tabBarTop - keyboard.minY)
        #expect(target.contentInset.bottom != keyboard.height)
    }

    @Test func safeAreaIsNotCountedTwice() throws {
        let phone = try Phone()
        var strategy = KeyboardLabStrategy()
        let target = strategy.keyboardWillShow(
            keyboard: phone.keyboard(), screen: phone.screen, scroll: phone.scroll(), focus: nil)
        #expect(phone.baseInset.bottom == 34)
        #expect(target.contentInset.bottom == 336)
    }

    @Test func insetIsNeverLessThanTheOriginal() throws {
        let phone = try Phone()
        var strategy = KeyboardLabStrategy()
        let original = EdgeInsets(top: 0, bottom: 400)
        let target = strategy.keyboardWillShow(
            keyboard: phone.keyboard(), screen: phone.screen, scroll: phone.scroll(inset: original), focus: nil)
        #expect(target.contentInset.bottom == 400)
    }

    @Test(arguments: [true, false])
    func hardwareKeyboardOverlapsOnlyByTheAccessoryBar(accessory: Bool) throws {
        let phone = try Phone()
        let options = KeyboardOptions(accessoryBar: accessory, hardwareKeyboard: true)
        let keyboard = phone.keyboard(.letters, options)
        let overlap = KeyboardLabStrategy.overlap(
            keyboard: keyboard, scrollFrame: phone.scrollFrame, screen: phone.screen)
        #expect(overlap == (accessory ? 44 : 0))
        var strategy = KeyboardLabStrategy()
        let target = strategy.keyboardWillShow(
            keyboard: keyboard, screen: phone.screen, scroll: phone.scroll(), focus: phone.row("videogames"))
        #expect(target.contentInset.bottom == (accessory ? 44 : 34))
        let field = phone.windowRect("videogames", offsetY: target.contentOffset.y)
        #expect(approx(phone.screen.height - (accessory ? 44 : 0) - field.maxY, 10))
    }

    @Test func floatingKeyboardChangesNothing() throws {
        let phone = try Phone()
        let floating = Rect(x: 40, y: 300, width: 320, height: 260)
        #expect(
            KeyboardLabStrategy.overlap(keyboard: floating, scrollFrame: phone.scrollFrame, screen: phone.screen) == 0)
        var strategy = KeyboardLabStrategy()
        let target = strategy.keyboardWillShow(
            keyboard: floating, screen: phone.screen, scroll: phone.scroll(), focus: phone.row("city"))
        #expect(target == ScrollTarget(contentInset: phone.baseInset, contentOffset: .zero))
    }

    @Test func keyboardOffScreenOverlapsNothing() throws {
        let phone = try Phone()
        #expect(
            KeyboardLabStrategy.overlap(
                keyboard: phone.keyboard(visible: false), scrollFrame: phone.scrollFrame, screen: phone.screen) == 0)
    }

    @Test func threeWillShowsInARowGiveTheSameInsetAndOffset() throws {
        let phone = try Phone()
        var strategy = KeyboardLabStrategy()
        var scroll = phone.scroll()
        var targets: [ScrollTarget] = []
        for _ in 0..<3 {
            let target = strategy.keyboardWillShow(
                keyboard: phone.keyboard(), screen: phone.screen, scroll: scroll, focus: phone.row("videogames"))
            targets.append(target)
            scroll.contentInset = target.contentInset
            scroll.contentOffset = target.contentOffset
        }
        #expect(targets[0] == targets[1] && targets[1] == targets[2])
        #expect(targets[2].contentInset.bottom == 336)
        #expect(strategy.saved?.contentInset == phone.baseInset)
    }

    @Test func hideRestoresTheSavedValuesExactly() throws {
        let phone = try Phone()
        var strategy = KeyboardLabStrategy()
        let before = phone.scroll(offsetY: 37.25)
        let shown = strategy.keyboardWillShow(
            keyboard: phone.keyboard(), screen: phone.screen, scroll: before, focus: phone.row("videogames"))
        var now = before
        now.contentInset = shown.contentInset
        now.contentOffset = shown.contentOffset
        let restored = strategy.keyboardWillHide(scroll: now)
        #expect(restored == ScrollTarget(contentInset: before.contentInset, contentOffset: before.contentOffset))
        #expect(strategy.saved == nil)
        #expect(
            strategy.keyboardWillHide(scroll: now)
                == ScrollTarget(contentInset: now.contentInset, contentOffset: now.contentOffset))
    }

    @Test func hideAfterTheUserScrolledKeepsTheirOffsetClamped() throws {
        let phone = try Phone()
        var strategy = KeyboardLabStrategy()
        let shown = strategy.keyboardWillShow(
            keyboard: phone.keyboard(), screen: phone.screen, scroll: phone.scroll(), focus: phone.row("videogames"))
        strategy.userDidScroll()
        var now = phone.scroll(offsetY: shown.contentOffset.y + 50, inset: shown.contentInset)
        let maxWithOriginal = phone.scroll().offsetRange(inset: phone.baseInset).upperBound
        #expect(now.contentOffset.y > maxWithOriginal)
        let restored = strategy.keyboardWillHide(scroll: now)
        #expect(restored.contentInset == phone.baseInset)
        #expect(restored.contentOffset.y == maxWithOriginal)
        now.contentOffset.y = 12
        _ = strategy.keyboardWillShow(keyboard: phone.keyboard(), screen: phone.screen, scroll: now, focus: nil)
        strategy.userDidScroll()
        #expect(strategy.keyboardWillHide(scroll: now).contentOffset.y == 12)
    }

    @Test func contentShorterThanTheViewportStaysAtTheTop() throws {
        let phone = try Phone()
        let form = Form(title: "Short", sections: [FormSection(title: "One", fields: [FormField(id: "a", label: "A")])])
        let layout = FormLayout(form: form, width: 393)
        #expect(layout.contentSize.height < phone.scrollFrame.height - 336)
        var strategy = KeyboardLabStrategy()
        let scroll = ScrollGeometry(
            frame: phone.scrollFrame, contentSize: layout.contentSize, contentInset: EdgeInsets(top: 8))
        let target = strategy.keyboardWillShow(
            keyboard: phone.keyboard(), screen: phone.screen, scroll: scroll,
            focus: layout.rowFrames[0].offsetBy(dx: 0, dy: 0))
        #expect(target.contentOffset.y == -8)
        #expect(scroll.offsetRange(inset: target.contentInset) == -8...(-8))
    }

    @Test func offsetIsClampedToTheContent() throws {
        let phone = try Phone()
        var strategy = KeyboardLabStrategy()
        let beyond = Rect(x: 0, y: phone.layout.contentSize.height + 500, width: 10, height: 44)
        let target = strategy.keyboardWillShow(
            keyboard: phone.keyboard(), screen: phone.screen, scroll: phone.scroll(), focus: beyond)
        #expect(target.contentOffset.y == phone.layout.contentSize.height + 336 - phone.scrollFrame.height)
    }
}
