import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import KeyboardLabRuntime

/// A runtime that records writes what the step applied as a scenario that replays to the same state.
@Suite struct RecordingTests {
    @Test func aRecordedSessionReplaysToTheSameValuesAndKeyboard() throws {
        var runtime = try runtime()
        runtime.startRecording(source: nil)
        runtime.step([StepInput(.focusField("hobbies"))], to: at(0.5))
        runtime.step([StepInput(.type("Chess"))], to: at(1))
        runtime.step([StepInput(.key(.tab))], to: at(1.5))
        runtime.step([StepInput(.type("Go"))], to: at(2))
        runtime.step([StepInput(.dismiss)], to: at(3))
        let text = try #require(runtime.recordedScenario)
        #expect(text.contains("tap field hobbies"))
        #expect(text.contains("type \"Chess\""))
        // The recording's clock starts at the first action, 0.5 s into the session: the session's 3 s is its 2.5.
        #expect(text.contains("at 0 tap field hobbies"), "\(text)")
        var replayed: Phone?
        ScenarioPlayback(
            runner: try runner(text.replacing("\nend ", with: "\ncapture 2.5 as end\nend ")), measurer: fixedMeasurer
        ).play { _, _, phone in
            replayed = phone
        }
        let phone = try #require(replayed)
        #expect(phone.value(of: "hobbies") == "Chess")
        #expect(phone.value(of: "like") == "Go")
        #expect(phone.presented.keyboardFrame == runtime.state.phone.presented.keyboardFrame)
    }
}

/// A recorded drag keeps its samples' times, so a flick that brought the keyboard back up live does so in the
/// replay; a recorded compare window replays on the same phones.
@Suite struct RecordedDragTests {
    @Test func aFlickBackUpReplaysAsAFlickBackUp() throws {
        var runtime = try runtime(dismissMode: .interactive)
        runtime.startRecording(source: nil, compare: "strategy=keyboardlab,strategy=swiftui")
        runtime.step([StepInput(.focusField("address"))], to: at(0.5))
        var live: [Double: Rect] = [:]
        var t = 1.0
        func step(_ action: Action) {
            runtime.step([StepInput(action)], to: at(t))
            live[(t * 60).rounded()] = runtime.state.phone.presented.keyboardFrame
            t += 1.0 / 60
        }
        step(.pointerDown(Point(x: 200, y: 300)))
        // Quickly down into the keyboard, a pause, then a slow drift back up before letting go.
        for y in [420.0, 560.0, 700.0, 700, 700, 700, 700] { step(.pointerMoved(Point(x: 200, y: y))) }
        for y in stride(from: 696.0, through: 660, by: -4) { step(.pointerMoved(Point(x: 200, y: y))) }
        step(.pointerUp(Point(x: 200, y: 660)))
        runtime.step([], to: at(t + 1))
        let final = runtime.state.phone
        #expect(final.avoidance.isKeyboardShown, "the flick brought the keyboard back up live")
        let text = try #require(runtime.recordedScenario)
        #expect(text.contains(" timed 0 "))
        #expect(text.contains("compare strategy=keyboardlab,strategy=swiftui"))
        // The recording's clock starts at the first action, 0.5 s into the session.
        let lead = 0.5
        #expect(text.contains("at 0 tap field address"), "\(text)")
        let end = NumberText.compact(t + 0.9 - lead)
        func replay(_ text: String) throws -> (Phone?, [Double: Rect]) {
            var last: Phone?
            var frames: [Double: Rect] = [:]
            ScenarioPlayback(
                runner: try runner(text.replacing("\nend ", with: "\ncapture \(end) as up\nend ")),
                measurer: fixedMeasurer, visitsFrames: true
            ).play { _, _, phone in
                last = phone
                frames[((phone.now.seconds + lead) * 60).rounded()] = phone.presented.keyboardFrame
            }
            return (last, frames)
        }
        let (phone, frames) = try replay(text)
        #expect(phone?.avoidance.isKeyboardShown == true, "and in the replay: \(text)")
        #expect(phone?.presented.keyboardFrame == final.presented.keyboardFrame)
        let drifted = live.keys.filter { frames[$0] != live[$0] }.sorted()
        #expect(drifted.isEmpty, "the replay's keyboard left the live one at frames \(drifted)")
        // The same path at constant speed (no sample times) follows the finger elsewhere: the times matter.
        let (_, constant) = try replay(text.replacing(#/ timed [0-9. ]+/#, with: ""))
        #expect(live.keys.contains { constant[$0] != live[$0] })
    }

    @Test func aTimedDragIsParsedAndCheckedPointByPoint() throws {
        let good = try ScenarioParser.parse(
            "at 0 drag 10 10 to 10 50 to 10 20 over 0.3 timed 0 0.25 0.3\nend 1", file: "d.scenario")
        let drag = try #require(good.drags.first)
        #expect(drag.point(afterSeconds: 0.125) == Point(x: 10, y: 30))
        #expect(abs(drag.point(afterSeconds: 0.275).y - 35) < 1e-9)
        #expect {
            try ScenarioParser.parse("at 0 drag 10 10 to 10 50 over 0.3 timed 0 0.4\nend 1", file: "d.scenario")
        } throws: { error in
            "\(error)".contains("d.scenario:1:") && "\(error)".contains("the time of point 2")
        }
    }
}
