import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// The iPad: docked, floating (switched, moved, dragged by its handle) and hardware keyboards, with the
/// notifications the contract lists and a scroll view that a floating keyboard never insets.
@Suite struct FloatingKeyboardTests {
    /// An iPad with the city field focused and the docked keyboard up.
    func dockedIPad(_ orientation: Orientation = .portrait) throws -> Lab {
        var lab = try Lab(device: "ipad-pro-11", orientation: orientation)
        lab.send(.scroll(dx: 0, dy: -200))
        lab.send(.focusField("videogames"))
        lab.settle()
        _ = lab.state.takeNotifications()
        return lab
    }

    @Test(arguments: Orientation.allCases)
    func floatingPostsAHideSetEndingAtTheFloatingFrameAndRestores(orientation: Orientation) throws {
        var lab = try dockedIPad(orientation)
        let before = try #require(lab.state.avoidance.strategy.saved)
        #expect(lab.state.presented.contentInset.bottom > 20, "the docked keyboard insets the scroll view")
        lab.send(.keyboardMode(.floating))
        let posted = lab.state.takeNotifications()
        #expect(posted.map(\.info.event) == [.willChangeFrame, .willHide])
        let floating = lab.state.restingKeyboardFrame
        #expect(posted.allSatisfy { $0.info.endFrame == floating })
        #expect(floating.width == 320 && floating.height == 254 && floating.maxY < lab.state.screen.maxY)
        lab.settle()
        #expect(lab.events() == [.didChangeFrame, .didHide])
        #expect(lab.state.presented.keyboardFrame == floating, "still on screen, floating")
        #expect(lab.state.presented.scrollTarget.contentInset == before.contentInset, "inset restored")
        #expect(
            KeyboardLabStrategy.overlap(
                keyboard: floating, scrollFrame: lab.state.scrollFrame, screen: lab.state.screen) == 0)
        let keyboard = KeyboardGeometry(lab.state)
        #expect(keyboard.isFloating && keyboard.handle != nil && !keyboard.keys.isEmpty)
        #expect(keyboard.keys.allSatisfy { floating.contains($0.frame) }, "every key inside the floating frame")
    }

    @Test func movingPostsWillAndDidChangeFrameOnly() throws {
        var lab = try dockedIPad()
        lab.send(.keyboardMode(.floating))
        lab.settle()
        _ = lab.events()
        let inset = lab.state.presented.contentInset
        let offset = lab.state.presented.contentOffset
        lab.send(.moveKeyboard(Point(x: 40, y: 200)))
        let posted = lab.state.takeNotifications()
        #expect(posted.map(\.info.event) == [.willChangeFrame])
        #expect(posted.first?.info.endFrame.origin == Point(x: 40, y: 200))
        lab.time += 0.125
        lab.state.advance(to: Instant(seconds: lab.time))
        let mid = lab.state.presented.keyboardFrame.minY
        #expect(mid < lab.state.screen.height && mid > 200, "mid-glide")
        lab.settle()
        #expect(lab.events() == [.didChangeFrame])
        #expect(lab.state.presented.contentInset == inset && lab.state.presented.contentOffset == offset)
        // Off the screen is clamped onto it, above the bottom edge.
        lab.send(.moveKeyboard(Point(x: 5000, y: 5000)))
        lab.settle()
        let frame = lab.state.presented.keyboardFrame
        #expect(frame.maxX == lab.state.screen.maxX && frame.maxY == lab.state.screen.maxY - 20)
    }

    @Test func draggingTheHandleMovesTheKeyboardAndPostsOnRelease() throws {
        var lab = try dockedIPad()
        lab.send(.keyboardMode(.floating))
        lab.settle()
        _ = lab.events()
        let handle = try #require(KeyboardGeometry(lab.state).handle)
        let start = Point(x: handle.midX, y: handle.midY)
        let startFrame = lab.state.presented.keyboardFrame
        lab.send(.pointerDown(start), after: 0.1)
        for step in 1...10 {
            lab.send(
                .pointerMoved(Point(x: start.x - Double(step) * 10, y: start.y - Double(step) * 40)), after: 1.0 / 60)
            #expect(lab.events().isEmpty, "no notification while the finger drags")
        }
        let dragged = lab.state.presented.keyboardFrame
        #expect(dragged.origin == Point(x: startFrame.minX - 100, y: startFrame.minY - 400), "follows the finger")
        lab.send(.pointerUp(Point(x: start.x - 100, y: start.y - 400)), after: 1.0 / 60)
        let posted = lab.state.takeNotifications()
        #expect(posted.map(\.info.event) == [.willChangeFrame])
        #expect(posted.first?.info.beginFrame == startFrame && posted.first?.info.endFrame == dragged)
        lab.settle()
        #expect(lab.events() == [.didChangeFrame])
        #expect(lab.state.editor.focus != nil, "dragging the handle neither taps nor dismisses")
    }

    @Test func dockingAgainPostsAShowSetAndInsets() throws {
        var lab = try dockedIPad()
        let docked = lab.state.presented
        lab.send(.keyboardMode(.floating))
        lab.settle()
        _ = lab.events()
        lab.send(.keyboardMode(.docked))
        let posted = lab.state.takeNotifications()
        #expect(posted.map(\.info.event) == [.willChangeFrame, .willShow])
        #expect(posted.first?.info.beginFrame.width == 320 && posted.first?.info.endFrame == docked.keyboardFrame)
        lab.settle()
        #expect(lab.state.presented == docked, "back exactly where the docked keyboard had it")
    }

    @Test func focusAndDismissWhileFloating() throws {
        var lab = try Lab(device: "ipad-pro-11", settings: ConditionOverrides(keyboardMode: .floating))
        let resting = lab.state.presented
        lab.send(.focusField("city"))
        #expect(lab.events() == [.willChangeFrame, .willShow])
        lab.settle()
        _ = lab.events()
        #expect(lab.state.presented.keyboardFrame.width == 320)
        #expect(lab.state.presented.contentInset == resting.contentInset, "a floating keyboard insets nothing")
        lab.send(.key(.tab))
        #expect(lab.events() == [.willChangeFrame, .willShow], "a focus change")
        lab.send(.dismiss)
        #expect(lab.events() == [.willChangeFrame, .willHide])
        lab.settle()
        #expect(lab.state.presented.keyboardFrame.minY == lab.state.screen.height, "slides below the screen")
        #expect(lab.state.presented.scrollTarget == resting.scrollTarget)
    }

    @Test func phonesIgnoreFloatingAndHardwareKeyboardsDockOnIPad() throws {
        var phone = try Lab(settings: ConditionOverrides(keyboardMode: .floating))
        phone.send(.focusField("city"))
        phone.settle()
        #expect(!phone.state.conditions.isFloating && phone.state.presented.keyboardFrame.width == 393)
        var pad = try dockedIPad()
        pad.send(.keyboardMode(.floating))
        pad.settle()
        _ = pad.events()
        pad.send(.hardwareKeyboard(true))
        #expect(pad.events() == [.willChangeFrame, .willShow], "the hardware keyboard takes over: a show")
        pad.settle()
        #expect(pad.state.presented.keyboardFrame.minY == pad.state.screen.height, "no keys on screen")
        #expect(KeyboardGeometry(pad.state).keys.isEmpty)
    }

    @Test func theIPadFormIsCentredAtItsReadableWidth() throws {
        for orientation in Orientation.allCases {
            let lab = try Lab(device: "ipad-pro-11", orientation: orientation)
            let group = lab.state.layout.groupFrames[0]
            #expect(group.width == 672)
            #expect(abs(group.midX - lab.state.screen.width / 2) < 1e-9)
        }
        #expect(try Lab(device: "iphone-15").state.layout.groupFrames[0].width == 393 - 32)
    }
}
