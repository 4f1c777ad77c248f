import KeyboardLabUI
import LabImages
import Testing

@testable import KeyboardLabRuntime

/// `shoot` holds a sequence's frames only until its last capture, and none for a sequence of one capture.
@Suite struct FilmstripFramesTests {
    func frame(_ name: String) -> Filmstrip.Frame {
        Filmstrip.Frame(name: name, image: RGBAImage(width: 2, height: 2, fill: Color(red: 1, green: 2, blue: 3)))
    }

    @Test func aSequenceIsGivenBackAtItsLastCaptureAndASingleCaptureIsNotHeld() throws {
        let scenario = try ScenarioParser.parse(
            "capture 0.1 as docked\ncapture 0.2 0.3 0.4 as rise\nend 1", file: "strips.scenario")
        var strips = FilmstripFrames()
        #expect(strips.begin(scenario).isEmpty)
        var given: [(key: String, frames: [Filmstrip.Frame])] = []
        for capture in scenario.captures {
            if let done = strips.add(frame(capture.name), of: capture) { given.append(done) }
        }
        #expect(given.map(\.key) == ["strips/rise"])
        #expect(given.first?.frames.map(\.name) == scenario.captures.dropFirst().map(\.name))
        #expect(strips.begin(nil).isEmpty, "nothing left held")
    }

    @Test func aSequenceCutShortIsGivenBackWhenTheScenarioEnds() throws {
        let scenario = try ScenarioParser.parse("capture 0.2 0.3 0.4 as rise\nend 1", file: "cut.scenario")
        var strips = FilmstripFrames()
        _ = strips.begin(scenario)
        for capture in scenario.captures.prefix(2) { #expect(strips.add(frame(capture.name), of: capture)?.key == nil) }
        let left = strips.begin(nil)
        #expect(left.map(\.key) == ["cut/rise"] && left.first?.frames.count == 2)
    }
}
