import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import KeyboardLabRuntime

/// The frame step drains each phone's notifications in the order the contract gives, at their instants.
@Suite struct NotificationOrderTests {
    @Test func showPostsTheWillSetAtOnceAndTheDidSetWhenTheAnimationSettles() throws {
        var runtime = try runtime()
        #expect(events(runtime.step([StepInput(.focusField("city"))], to: at(0))) == [.willChangeFrame, .willShow])
        let middle = frames(&runtime, to: 0.49)
        #expect(middle.allSatisfy { $0.notifications[0].isEmpty }, "nothing while the keyboard moves")
        let settled = runtime.step([], to: at(0.5))
        #expect(events(settled) == [.didChangeFrame, .didShow])
        #expect(settled.notifications[0].allSatisfy { $0.time == at(0.5) })
    }

    @Test func hidePostsWillThenDidAndEndsBelowTheScreen() throws {
        var runtime = try runtime()
        runtime.step([StepInput(.focusField("city"), at: at(0))], to: at(1))
        let hide = runtime.step([StepInput(.dismiss)], to: at(1))
        #expect(events(hide) == [.willChangeFrame, .willHide])
        #expect(hide.notifications[0].last?.info.endFrame.minY == runtime.state.phone.screen.height)
        #expect(events(runtime.step([], to: at(2))) == [.didChangeFrame, .didHide])
    }

    @Test func aShowInterruptedByAHidePostsNoDidShow() throws {
        var runtime = try runtime()
        let frame = runtime.step(
            [StepInput(.focusField("city"), at: at(0)), StepInput(.dismiss, at: at(0.1))], to: at(1))
        #expect(
            events(frame) == [.willChangeFrame, .willShow, .willChangeFrame, .willHide, .didChangeFrame, .didHide])
        #expect(frame.notifications[0].map(\.time) == [at(0), at(0), at(0.1), at(0.1), at(0.6), at(0.6)])
        let phone = runtime.state.phone
        #expect(phone.presented.contentInset == phone.baseInset, "the inset is back to I0")
    }

    @Test func focusChangeWithTheKeyboardUpPostsTheFourWithAnUnchangedFrame() throws {
        var runtime = try runtime()
        runtime.step([StepInput(.focusField("hobbies"), at: at(0))], to: at(1))
        let change = runtime.step([StepInput(.focusField("like"))], to: at(1))
        #expect(events(change) == [.willChangeFrame, .willShow])
        #expect(change.notifications[0].allSatisfy { $0.info.beginFrame == $0.info.endFrame })
        #expect(events(runtime.step([], to: at(2))) == [.didChangeFrame, .didShow])
    }

    @Test func anInteractiveDragPostsNothingUntilTheFingerLetsGoThenHides() throws {
        var runtime = try runtime(dismissMode: .interactive)
        runtime.step([StepInput(.focusField("books"), at: at(0))], to: at(1))
        runtime.step([StepInput(.pointerDown(Point(x: 200, y: 300)))], to: at(1.1))
        var posted: [KeyboardEvent] = []
        var followed = false
        for (index, y) in stride(from: 320.0, through: 820, by: 50).enumerated() {
            let frame = runtime.step(
                [StepInput(.pointerMoved(Point(x: 200, y: y)))], to: at(1.1 + Double(index + 1) / 60))
            posted += events(frame)
            followed = followed || runtime.state.phone.pointer.press?.isFollowingKeyboard == true
        }
        #expect(posted.isEmpty, "the keyboard follows the finger without notifications")
        #expect(followed)
        let release = runtime.step([StepInput(.pointerUp(Point(x: 200, y: 830)))], to: at(1.3))
        #expect(events(release) == [.willChangeFrame, .willHide])
        #expect(events(runtime.step([], to: at(2))) == [.didChangeFrame, .didHide])
    }

    @Test func untracedStepsKeepTheirNotificationsForTheNextTracedFrame() throws {
        var runtime = try runtime()
        let untraced = runtime.step([StepInput(.focusField("city"))], to: at(0), traced: false)
        #expect(untraced.traceLines.isEmpty)
        #expect(events(untraced) == [.willChangeFrame, .willShow], "the caller still gets them")
        let traced = runtime.step([], to: at(1 / 60.0))
        let names = try traced.traceLines[0].map { try object($0) }.filter { $0["kind"] as? String == "notification" }
            .compactMap { $0["name"] as? String }
        #expect(names == ["keyboardWillChangeFrame", "keyboardWillShow"])
    }
}
