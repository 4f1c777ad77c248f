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
        var replayed: Phone?
        ScenarioPlayback(
            runner: try runner(text.replacing("\nend ", with: "\ncapture 3 as end\nend ")), measurer: fixedMeasurer
        ).play { _, _, phone in
            replayed = phone
        }
        let phone = try #require(replayed)
        #expect(phone.value(of: "hobbies") == "Chess")
        #expect(phone.value(of: "like") == "Go")
        #expect(phone.presented.keyboardFrame == runtime.state.phone.presented.keyboardFrame)
    }
}
