import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// Screens with a bottom bar, a tab bar or a chat, driven as a user drives them: the bar rides the keyboard, the
/// composer grows and sends, tabs select, and the overlay flags what goes wrong.
@Suite struct ScreenBarsTests {
    private func lab(_ file: String, strategy: String? = nil) throws -> Lab {
        let data = try Data(contentsOf: assetsFolder.appending(path: "Screens/\(file)"))
        return try Lab(
            screen: Screen.decode(data, file: file), settings: ConditionOverrides(strategy: strategy))
    }

    private let long = "Running late, the train is stuck outside the station, we still make the bus to the lake"

    @Test func aChatStartsAtItsEndAndTheListRidesTheKeyboardUp() throws {
        var lab = try lab("chat.json")
        #expect(lab.state.isAtEnd == true)
        #expect(lab.state.scrollFrame.maxY == 852 - 34 - 50, "the list ends at the one-line composer's top")
        lab.send(.focusField("message"))
        for _ in 0..<12 {
            lab.settle(1.0 / 60)
            let keyboard = lab.state.presented.keyboardFrame
            let bar = try #require(lab.state.presentedBottomBar)
            #expect(bar.maxY == min(818, keyboard.minY), "the composer rides the keyboard at every frame")
        }
        lab.settle()
        let keyboard = lab.state.presented.keyboardFrame
        #expect(lab.state.presented.contentInset.bottom == keyboard.height - 34)
        #expect(lab.state.isAtEnd == true)
        #expect(lab.state.problems.isEmpty)
    }

    @Test func theComposerGrowsALineAtATimeThenScrollsInside() throws {
        var lab = try lab("chat.json")
        lab.send(.focusField("message"))
        lab.settle()
        let inset = lab.state.presented.contentInset.bottom
        lab.send(.type(long))
        lab.settle()
        #expect(lab.state.barLayout.composerLines == 3)
        #expect(lab.state.barLayout.bottomBarHeight == 36 + 2 * 22 + 14)
        #expect(lab.state.presented.contentInset.bottom == inset + 44, "each growth is an obstruction change")
        #expect(lab.state.isAtEnd == true, "whenAtEnd keeps the newest message above the composer")
        #expect(lab.state.problems.isEmpty)
        lab.send(.type(long + " " + long + " " + long))
        lab.settle()
        #expect(lab.state.barLayout.composerLines == 5, "maxLines, then it scrolls inside")
        #expect(lab.state.presented.contentInset.bottom == inset + 4 * 22)
    }

    @Test func returnSendsShiftReturnBreaksALineAndBlankSendsNothing() throws {
        var lab = try lab("chat.json")
        let count = try #require(lab.state.page.thread).messages.count
        lab.send(.focusField("message"))
        lab.settle()
        lab.send(.type("See you"))
        lab.send(.key(.shiftReturn))
        lab.send(.type("there"))
        #expect(lab.state.value(of: "message") == "See you\nthere")
        #expect(lab.state.barLayout.composerLines == 2)
        lab.send(.key(.returnKey))
        lab.settle()
        let thread = try #require(lab.state.page.thread)
        #expect(thread.messages.count == count + 1)
        #expect(thread.messages.last == Message(from: .me, text: "See you\nthere"))
        #expect(lab.state.value(of: "message") == "", "the composer empties")
        #expect(lab.state.barLayout.composerLines == 1)
        #expect(
            lab.state.focusedField?.id == "message" && lab.state.avoidance.isKeyboardShown,
            "the keyboard stays")
        #expect(lab.state.isAtEnd == true, "the list at its end scrolls to the new message")
        lab.send(.type("   "))
        lab.send(.send)
        #expect(try #require(lab.state.page.thread).messages.count == count + 1, "blank text sends nothing")
    }

    @Test func theSendButtonAndTheComposerTakeClicks() throws {
        var lab = try lab("chat.json")
        let field = try #require(lab.state.barLayout.composerFieldFrame)
        lab.send(.tap(Point(x: field.midX, y: field.midY)))
        lab.settle()
        #expect(lab.state.focusedField?.id == "message")
        lab.send(.type("Hi"))
        let bar = try #require(lab.state.presentedBottomBar)
        let send = Point(x: bar.maxX - 12 - 15, y: bar.maxY - 7 - 3 - 15)
        #expect(lab.state.mirroredAction(forTapAt: send) == .send)
        lab.send(.tap(send))
        #expect(try #require(lab.state.page.thread).messages.last?.text == "Hi")
    }

    @Test func draggingTheListDownPullsTheKeyboardWithTheComposerOnIt() throws {
        var lab = try lab("chat.json")
        lab.send(.focusField("message"))
        lab.settle()
        lab.send(.pointerDown(Point(x: 200, y: 300)))
        var y = 300.0
        while y < 800 {
            y += 25
            lab.send(.pointerMoved(Point(x: 200, y: y)), after: 1.0 / 60)
            let keyboard = lab.state.presented.keyboardFrame
            #expect(try #require(lab.state.presentedBottomBar).maxY == min(818, keyboard.minY))
        }
        #expect(lab.state.presented.keyboardFrame.minY > 700, "the keyboard follows the finger")
        lab.send(.pointerUp(Point(x: 200, y: y)), after: 1.0 / 60)
        lab.settle()
        #expect(!lab.state.avoidance.isKeyboardShown)
        #expect(lab.state.presentedBottomBar?.maxY == 818)
    }

    @Test func aStickyBarKeepsTheFieldAboveItAndContinueEndsEditing() throws {
        var lab = try lab("signup-sticky.json")
        lab.send(.focusField("password"))
        lab.settle()
        let bar = try #require(lab.state.presentedBottomBar)
        #expect(bar.maxY == lab.state.presented.keyboardFrame.minY)
        let field = try #require(lab.state.focusedWindowRect)
        #expect(abs(bar.minY - field.maxY - 10) < 0.001, "10 pt above the bar")
        #expect(lab.state.problems.isEmpty)
        lab.send(.tapBar)
        lab.settle()
        #expect(lab.state.editor.focus == nil)
        #expect(lab.state.presentedBottomBar?.maxY == 818)
    }

    @Test func aCoveredBarStaysUnderTheKeyboardAndTheOverlaySaysSo() throws {
        var lab = try lab("signup-covered.json")
        lab.send(.focusField("city"))
        lab.settle()
        #expect(lab.state.presentedBottomBar?.maxY == 818)
        #expect(lab.state.problems == [.barCovered(points: 66)])
        lab.send(.tapBar)
        #expect(lab.state.editor.focus != nil, "the keyboard takes the tap")
        let field = try #require(lab.state.focusedWindowRect)
        #expect(lab.state.presented.keyboardFrame.minY - field.maxY >= 10 - 0.001)
    }

    @Test func underATabBarTheInsetLeavesTheTabBarOutAndTabsSelect() throws {
        var lab = try lab("settings-tabs.json")
        let tabs = try #require(lab.state.barLayout.tabBarFrame(keyboard: lab.state.presented.keyboardFrame))
        #expect(tabs.height == 49 + 34 && lab.state.scrollFrame.maxY == tabs.minY)
        #expect(lab.state.presented.contentInset.bottom == 0, "the tab bar keeps clear of the home indicator")
        lab.send(.focusField("zipCode"))
        lab.settle()
        let keyboard = lab.state.presented.keyboardFrame
        #expect(lab.state.presented.contentInset.bottom == keyboard.height - 83)
        lab.send(.tapTab(0))
        #expect(lab.state.page.tabBar?.selected == 3, "the keyboard covers the tab bar")
        lab.send(.dismiss)
        lab.settle()
        lab.send(.tap(Point(x: tabs.minX + tabs.width * 1.5 / 4, y: tabs.minY + 20)))
        #expect(lab.state.page.tabBar?.selected == 1)
    }

    @Test func keyboardHeightStrategiesOverInsetUnderATabBarAndTheOverlayFlagsIt() throws {
        var lab = try lab("settings-tabs.json", strategy: "observer-2018")
        lab.send(.focusField("zipCode"))
        lab.settle()
        let keyboard = lab.state.presented.keyboardFrame
        #expect(lab.state.presented.contentInset.bottom == keyboard.height)
        #expect(lab.state.problems == [.insetTooLarge(inset: keyboard.height, expected: keyboard.height - 83)])
    }

    @Test func aStrategyThatOnlyInsetsLeavesTheNewestMessageUnderTheKeyboard() throws {
        var lab = try lab("chat.json", strategy: "observer-2018")
        lab.send(.focusField("message"))
        lab.settle()
        #expect(
            lab.state.problems.contains { if case .newestMessageHidden = $0 { true } else { false } },
            "the list was at its end and the keyboard came up over it: \(lab.state.problems)")
        let keyboardlab = try self.lab("chat.json")
        #expect(keyboardlab.state.problems.isEmpty)
    }

    @Test func aPinnedBarAboveTheKeyboardsTopIsDetached() {
        let keyboard = Rect(x: 0, y: 516, width: 393, height: 336)
        let bar = Rect(x: 0, y: 430, width: 393, height: 66)
        #expect(
            Phone.barProblems(bar: bar, keyboard: keyboard, restBottom: 818, pinned: true) == [.barDetached(points: 20)]
        )
        #expect(Phone.barProblems(bar: bar, keyboard: keyboard, restBottom: 496, pinned: true).isEmpty, "at rest")
        let onTop = Rect(x: 0, y: 450, width: 393, height: 66)
        #expect(Phone.barProblems(bar: onTop, keyboard: keyboard, restBottom: 818, pinned: true).isEmpty)
    }
}
