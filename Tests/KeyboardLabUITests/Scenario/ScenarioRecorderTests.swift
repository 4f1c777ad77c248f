import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabFiles
import Testing

/// What a presenter does becomes a scenario that replays to the same final state.
@Suite struct ScenarioRecorderTests {
    /// The phone at the end of the recorded scenario `text`, replayed.
    private func replay(_ text: String) throws -> Phone {
        let scenario = try ScenarioParser.parse(text, file: "recorded.scenario")
        let runner = try ScenarioRunner(
            scenario: scenario, resources: try loadResources(), readFile: readRepositoryFile)
        var final: Phone?
        runner.run(measurer: measurer, framesEnabled: false) { phone, _ in final = phone }
        var replayed = try #require(final)
        replayed.advance(to: Instant(seconds: scenario.end))
        return replayed
    }

    @Test func aRecordedSessionParsesAndReplaysToTheSameValuesFocusAndKeyboard() throws {
        var lab = try Lab()
        var recorder = ScenarioRecorder(phone: lab.state, formPath: nil)
        func send(_ action: Action, after seconds: Double) {
            let before = lab.state
            lab.send(action, after: seconds)
            recorder.record(action, at: Instant(seconds: lab.time), before: before, after: lab.state)
            recorder.observe(lab.state.takeNotifications())
        }
        let hobbies = lab.windowRect("hobbies")
        send(.pointerDown(Point(x: hobbies.midX, y: hobbies.midY)), after: 0.3)
        send(.pointerUp(Point(x: hobbies.midX, y: hobbies.midY)), after: 0.05)
        send(.type("Chess \"club\""), after: 0.6)
        send(.key(.tab), after: 0.3)
        send(.type("Tea"), after: 0.6)
        send(.predictiveBar(nil), after: 0.2)
        send(.pointerDown(Point(x: 200, y: 300)), after: 0.5)
        for step in 1...30 { send(.pointerMoved(Point(x: 200, y: 300 + Double(step) * 17)), after: 1.0 / 60) }
        send(.pointerUp(Point(x: 200, y: 810)), after: 1.0 / 60)
        lab.settle()
        recorder.observe(lab.state.takeNotifications())
        let text = recorder.text(endingAt: Instant(seconds: lab.time))
        #expect(text.contains("tap field hobbies"))
        #expect(text.contains("predictive off"))
        #expect(text.contains(" drag 200 300 to "))
        #expect(text.contains("capture "))
        let replayed = try replay(text)
        #expect(replayed.valuesByID == lab.state.valuesByID, "\(text)")
        #expect(replayed.focus == lab.state.focus)
        #expect(lab.state.focus == nil, "the drag dismissed the keyboard")
        #expect(replayed.presentation.keyboardFrame == lab.state.presentation.keyboardFrame)
        #expect(replayed.options == lab.state.options)
    }

    @Test func theConditionsIOSVersionQuirksAndPresentationAreRecordedAndReplayed() throws {
        var lab = try Lab(
            settings: PhoneSettings(
                appearance: .dark, textSize: .xl, ios: .ios26, quirks: [.lateDid],
                presentation: ModalPresentation(.pageSheet)))
        var recorder = ScenarioRecorder(phone: lab.state, formPath: nil)
        func send(_ action: Action, after seconds: Double) {
            let before = lab.state
            lab.send(action, after: seconds)
            recorder.record(action, at: Instant(seconds: lab.time), before: before, after: lab.state)
            recorder.observe(lab.state.takeNotifications())
        }
        send(.focusField("books"), after: 0.2)
        send(.ios(nil), after: 0.8)
        send(.presentation(nil), after: 0.8)
        lab.settle()
        recorder.observe(lab.state.takeNotifications())
        let text = recorder.text(endingAt: Instant(seconds: lab.time))
        for line in [
            "appearance dark", "text-size xl", "ios 26", "quirks late-did", "presentation pageSheet", "ios 18",
            "presentation pageSheet medium",
        ] {
            #expect(text.contains(line), "\(line) in \(text)")
        }
        let replayed = try replay(text)
        #expect(
            replayed.ios == lab.state.ios && replayed.quirks == lab.state.quirks && replayed.modal == lab.state.modal)
        #expect(replayed.presentation.keyboardFrame == lab.state.presentation.keyboardFrame)
        #expect(replayed.cardFrame == lab.state.cardFrame)
        #expect(replayed.appearance == .dark && replayed.textSize == .xl)
    }
}
