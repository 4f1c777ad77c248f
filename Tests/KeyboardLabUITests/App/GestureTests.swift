import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// Drags, the three keyboard dismiss modes, and exact restores after interruptions.
@Suite struct GestureTests {
    /// Focuses the last field and lets the keyboard settle, with the content scrolled as the avoidance wants.
    func labWithKeyboardUp(_ mode: KeyboardDismissMode) throws -> Lab {
        var lab = try Lab()
        lab.send(.dismissMode(mode))
        lab.send(.focusField("books"))
        lab.settle()
        _ = lab.state.takeNotifications()
        return lab
    }

    /// Drags from `from` to `to` in `steps` moves, one per 60 Hz frame; returns the presented keyboard tops.
    func drag(_ lab: inout Lab, from: Point, to: Point, steps: Int, release: Bool = true) -> [Double] {
        lab.send(.pointerDown(from))
        return move(&lab, from: from, to: to, steps: steps, release: release)
    }

    /// Moves a finger already down from `from` to `to` in `steps` moves; returns the presented keyboard tops.
    func move(_ lab: inout Lab, from: Point, to: Point, steps: Int, release: Bool = true) -> [Double] {
        var tops: [Double] = []
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let point = Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            lab.send(.pointerMoved(point), after: 1.0 / 60)
            tops.append(lab.state.presented.keyboardFrame.minY)
        }
        if release { lab.send(.pointerUp(to), after: 1.0 / 60) }
        return tops
    }

    @Test func anInteractiveDragDownThroughTheKeyboardFollowsTheFingerAndDismissesOnRelease() throws {
        var lab = try labWithKeyboardUp(.interactive)
        let restingTop = lab.state.presented.keyboardFrame.minY
        let inset = lab.state.presented.contentInset
        let tops = drag(&lab, from: Point(x: 200, y: 300), to: Point(x: 200, y: 800), steps: 40, release: false)
        for (step, top) in tops.enumerated() {
            let finger = 300 + 500 * Double(step + 1) / 40
            #expect(abs(top - max(restingTop, finger)) <= 1, "step \(step): top \(top), finger \(finger)")
        }
        #expect(lab.state.pointer.press?.isFollowingKeyboard == true)
        #expect(lab.state.takeNotifications().isEmpty, "no notification during the pan")
        #expect(lab.state.presented.contentInset == inset, "the notification-driven inset stays during the pan")
        lab.send(.pointerUp(Point(x: 200, y: 800)), after: 1.0 / 60)
        let posted = lab.state.takeNotifications()
        #expect(posted.map(\.info.event) == [.willChangeFrame, .willHide])
        #expect(posted.first?.info.beginFrame.minY == lab.state.avoidance.transition.from.keyboardFrame.minY)
        #expect(abs((posted.first?.info.beginFrame.minY ?? 0) - 800) < 1, "the hide starts where the finger left it")
        #expect((lab.state.pointer.releaseVelocity ?? 0) > 0)
        #expect(lab.state.editor.focus == nil)
        lab.settle()
        #expect(lab.state.presented.contentInset == lab.state.baseInset, "inset restored to I0")
        let range = lab.state.scrollGeometry.offsetRange(inset: lab.state.baseInset)
        #expect(range.contains(lab.state.presented.contentOffset.y), "offset clamped to what I0 allows")
    }

    @Test func anInteractiveDragThatEndsMovingUpBringsTheKeyboardBack() throws {
        var lab = try labWithKeyboardUp(.interactive)
        let resting = lab.state.presented.keyboardFrame
        _ = drag(&lab, from: Point(x: 200, y: 300), to: Point(x: 200, y: 780), steps: 30, release: false)
        _ = move(&lab, from: Point(x: 200, y: 780), to: Point(x: 200, y: 700), steps: 10, release: false)
        lab.send(.pointerUp(Point(x: 200, y: 700)), after: 1.0 / 60)
        #expect((lab.state.pointer.releaseVelocity ?? 0) < 0)
        #expect(lab.state.takeNotifications().map(\.info.event) == [.willChangeFrame, .willShow])
        lab.settle()
        #expect(lab.state.presented.keyboardFrame == resting)
        #expect(lab.state.focusedField?.id == "books")
        #expect(lab.state.takeNotifications().map(\.info.event) == [.didChangeFrame, .didShow])
    }

    @Test func anOnDragDismissHidesAtTheFirstMovementThatScrolls() throws {
        var lab = try labWithKeyboardUp(.onDrag)
        lab.send(.pointerDown(Point(x: 200, y: 300)))
        lab.send(.pointerMoved(Point(x: 200, y: 303)), after: 1.0 / 60)
        #expect(lab.state.editor.focus != nil, "a move under the slop is not a drag yet")
        lab.send(.pointerMoved(Point(x: 200, y: 320)), after: 1.0 / 60)
        #expect(lab.state.editor.focus == nil)
        #expect(lab.state.takeNotifications().map(\.info.event) == [.willChangeFrame, .willHide])
    }

    @Test func noneModeKeepsTheKeyboardWhileDragging() throws {
        var lab = try labWithKeyboardUp(.none)
        let resting = lab.state.presented.keyboardFrame
        _ = drag(&lab, from: Point(x: 200, y: 300), to: Point(x: 200, y: 800), steps: 20)
        #expect(lab.state.editor.focus != nil)
        #expect(lab.state.presented.keyboardFrame == resting)
        #expect(lab.state.takeNotifications().isEmpty)
    }

    @Test func aTouchThatGoesDownOnTheKeyboardPressesKeysAndDoesNotDrag() throws {
        var lab = try labWithKeyboardUp(.interactive)
        let keyboard = lab.state.presented.keyboardFrame
        let offset = lab.state.presented.contentOffset
        _ = drag(&lab, from: Point(x: 30, y: keyboard.midY), to: Point(x: 30, y: keyboard.maxY - 5), steps: 10)
        #expect(lab.state.presented.contentOffset == offset)
        #expect(lab.state.presented.keyboardFrame == keyboard)
    }

    @Test func everyFocusChangeWhileTheKeyboardIsUpPostsTheFourNotifications() throws {
        var lab = try labWithKeyboardUp(.none)
        lab.send(.key(.tab))
        let will = lab.state.takeNotifications()
        #expect(will.map(\.info.event) == [.willChangeFrame, .willShow])
        #expect(will.allSatisfy { $0.info.beginFrame == $0.info.endFrame }, "the frame does not change")
        lab.settle()
        #expect(lab.state.takeNotifications().map(\.info.event) == [.didChangeFrame, .didShow])
    }

    /// The bug found in testing: the second show saved values presented mid-hide.
    @Test func showDismissMidShowShowAgainThenEscapeRestoresTheOriginalValues() throws {
        var lab = try Lab()
        let original = lab.state.presented
        #expect(original.contentInset == EdgeInsets(bottom: 34))
        lab.showDismissMidShowShowAgainThenEscape()
        #expect(lab.state.presented.contentInset == original.contentInset)
        #expect(lab.state.presented.contentOffset == original.contentOffset)
    }
}
