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
        var strips = FilmstripFrames(maxWidth: 4096)
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
        var strips = FilmstripFrames(maxWidth: 4096)
        _ = strips.begin(scenario)
        for capture in scenario.captures.prefix(2) { #expect(strips.add(frame(capture.name), of: capture)?.key == nil) }
        let left = strips.begin(nil)
        #expect(left.map(\.key) == ["cut/rise"] && left.first?.frames.count == 2)
    }

    @Test func framesAreHeldShrunkAsTheirStripWillShrinkThemAndDrawTheSameStrip() throws {
        let scenario = try ScenarioParser.parse("capture 0.2 0.3 0.4 as rise\nend 1", file: "wide.scenario")
        // Three frames 30 wide in a strip of at most 64: shrunk by 2 (15 + 8 + 15 + 8 + 15 = 61).
        var strips = FilmstripFrames(maxWidth: 64)
        _ = strips.begin(scenario)
        var originals: [Filmstrip.Frame] = []
        var given: [Filmstrip.Frame] = []
        for (index, capture) in scenario.captures.enumerated() {
            let image = RGBAImage(width: 30, height: 20, fill: Color(red: UInt8(60 * index), green: 9, blue: 200))
            let original = Filmstrip.Frame(name: capture.name, image: image)
            originals.append(original)
            if let done = strips.add(original, of: capture) { given = done.frames }
        }
        #expect(given.map(\.image.width) == [15, 15, 15])
        #expect(
            try Filmstrip(frames: given, maxWidth: 64).render() == Filmstrip(frames: originals, maxWidth: 64).render())
    }
}
