import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import KeyboardLabRuntime

/// The lab receives each phone's notifications as an app does: through typed `KeyboardObserver`s registered with a
/// notification center. The trace, the recorder and the panel's log are such observers.
@Suite struct ObservedNotificationsTests {
    @Test func anObserverReceivesOnlyTheEventsItAskedForUntilItsCenterGoes() {
        var center = LabNotificationCenter()
        let settles = center.observe([.didShow, .didHide])
        let everything = center.observe()
        let show = KeyboardInfo(event: .willShow, beginFrame: .zero, endFrame: .zero)
        let shown = KeyboardInfo(event: .didShow, beginFrame: .zero, endFrame: .zero)
        center.post([TimedNotification(time: at(0), info: show), TimedNotification(time: at(0.5), info: shown)])
        #expect(settles.take().map(\.info.event) == [.didShow])
        #expect(everything.take().map(\.info.event) == [.willShow, .didShow])
        #expect(everything.take().isEmpty, "an inbox hands each notification over once")
    }

    @Test func thePanelsLogIsWhatItsObserverReceived() throws {
        var runtime = try runtime()
        runtime.step([StepInput(.focusField("city"))], to: at(0))
        #expect(runtime.state.phone.diagnostics.notificationLog.map(\.info.event) == [.willChangeFrame, .willShow])
        _ = frames(&runtime, to: 0.5)
        #expect(
            runtime.state.phone.diagnostics.notificationLog.map(\.info.event)
                == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        var phone = runtime.state.phone
        #expect(phone.takeNotifications().isEmpty, "the runtime took everything the phone posted")
    }

    @Test func theTraceAndTheRecorderReadWhatTheirObserversReceived() throws {
        var runtime = try runtime()
        runtime.startRecording(source: nil)
        let first = runtime.step([StepInput(.focusField("city"))], to: at(0), traced: false)
        #expect(first.traceLines.allSatisfy { $0.isEmpty }, "an untraced frame writes nothing")
        let traced = runtime.step([], to: at(1.0 / 60))
        let kinds = try traced.traceLines[0].map { try object($0)["kind"] as? String }
        #expect(kinds.filter { $0 == "notification" }.count == 2, "the untraced frame's notifications come now")
        _ = frames(&runtime, to: 1)
        let recorded = try #require(runtime.recordedScenario)
        #expect(recorded.contains("capture 0.5 as settled-1"), "\(recorded)")
    }
}
