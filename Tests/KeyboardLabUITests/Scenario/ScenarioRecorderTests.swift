import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabFiles
import Testing

/// What a presenter does becomes a scenario that replays to the same final state.
@Suite struct ScenarioRecorderTests {
    /// A lab whose every action is recorded, as the window records.
    private struct Recording {
        var lab: Lab
        var recorder: ScenarioRecorder

        init(_ lab: Lab) {
            self.lab = lab
            recorder = ScenarioRecorder(phone: lab.state, source: nil)
        }

        mutating func send(_ action: Action, after seconds: Double) {
            let before = lab.state
            lab.send(action, after: seconds)
            recorder.record(action, at: Instant(seconds: lab.time), before: before, after: lab.state)
            recorder.observe(lab.state.takeNotifications())
        }

        /// The scenario, once everything has settled.
        mutating func text() -> String {
            lab.settle()
            recorder.observe(lab.state.takeNotifications())
            return recorder.text(endingAt: Instant(seconds: lab.time))
        }
    }

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
        var session = Recording(try Lab())
        let hobbies = session.lab.windowRect("hobbies")
        session.send(.pointerDown(Point(x: hobbies.midX, y: hobbies.midY)), after: 0.3)
        session.send(.pointerUp(Point(x: hobbies.midX, y: hobbies.midY)), after: 0.05)
        session.send(.type("Chess \"club\""), after: 0.6)
        session.send(.key(.tab), after: 0.3)
        session.send(.type("Tea"), after: 0.6)
        session.send(.predictiveBar(nil), after: 0.2)
        session.send(.pointerDown(Point(x: 200, y: 300)), after: 0.5)
        for step in 1...30 { session.send(.pointerMoved(Point(x: 200, y: 300 + Double(step) * 17)), after: 1.0 / 60) }
        session.send(.pointerUp(Point(x: 200, y: 810)), after: 1.0 / 60)
        let text = session.text()
        let lab = session.lab
        #expect(text.contains("tap field hobbies"))
        #expect(text.contains("predictive off"))
        #expect(text.contains(" drag 200 300 to "))
        #expect(text.contains("capture "))
        let replayed = try replay(text)
        #expect(replayed.valuesByID == lab.state.valuesByID, "\(text)")
        #expect(replayed.editor.focus == lab.state.editor.focus)
        #expect(lab.state.editor.focus == nil, "the drag dismissed the keyboard")
        #expect(replayed.presented.keyboardFrame == lab.state.presented.keyboardFrame)
        #expect(replayed.conditions.options == lab.state.conditions.options)
    }

    @Test func theConditionsIOSVersionQuirksAndPresentationAreRecordedAndReplayed() throws {
        var session = Recording(
            try Lab(
                settings: ConditionOverrides(
                    appearance: .dark, textSize: .xl, ios: .ios26, quirks: [.lateDid],
                    presentation: ModalPresentation(.pageSheet))))
        session.send(.focusField("books"), after: 0.2)
        session.send(.ios(nil), after: 0.8)
        session.send(.presentation(nil), after: 0.8)
        let text = session.text()
        let lab = session.lab
        for line in [
            "appearance dark", "text-size xl", "ios 26", "quirks late-did", "presentation pageSheet", "ios 18",
            "presentation pageSheet medium",
        ] {
            #expect(text.contains(line), "\(line) in \(text)")
        }
        let replayed = try replay(text)
        #expect(
            replayed.conditions.ios == lab.state.conditions.ios
                && replayed.conditions.quirks == lab.state.conditions.quirks
                && replayed.conditions.presentation == lab.state.conditions.presentation)
        #expect(replayed.presented.keyboardFrame == lab.state.presented.keyboardFrame)
        #expect(replayed.cardFrame == lab.state.cardFrame)
        #expect(replayed.conditions.appearance == .dark && replayed.conditions.textSize == .xl)
    }

    @Test func theIdleLeadInBeforeTheFirstActionIsNotRecorded() throws {
        var session = Recording(try Lab())
        let hobbies = session.lab.windowRect("hobbies")
        // The presenter talks for 18.4 s before touching the phone.
        session.send(.pointerDown(Point(x: hobbies.midX, y: hobbies.midY)), after: 18.4)
        session.send(.pointerUp(Point(x: hobbies.midX, y: hobbies.midY)), after: 0.05)
        session.send(.type("Chess"), after: 0.6)
        let text = session.text()
        let times = text.split(separator: "\n").filter { $0.hasPrefix("at ") }.compactMap {
            Double($0.split(separator: " ")[1])
        }
        #expect(times.first == 0.05, "the tap, 0.05 s after the first action: \(text)")
        #expect(times.last == 0.65, "\(text)")
        let captures = text.split(separator: "\n").filter { $0.hasPrefix("capture ") }
        let first = try #require(captures.first.flatMap { Double($0.split(separator: " ")[1]) }, "\(text)")
        #expect(first > 0.05 && first < 1, "the keyboard settles soon after the tap: \(text)")
        let end = try #require(text.split(separator: "\n").last.flatMap { Double($0.split(separator: " ")[1]) })
        #expect(end < 3, "\(text)")
        let replayed = try replay(text)
        #expect(replayed.valuesByID == session.lab.state.valuesByID, "\(text)")
        #expect(replayed.presented.keyboardFrame == session.lab.state.presented.keyboardFrame)
    }
}
