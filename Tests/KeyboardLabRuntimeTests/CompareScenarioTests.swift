import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabImages
import Testing

@testable import KeyboardLabRuntime

/// A scenario with a `compare` header: one phone per spec, driven by the scenario's commands, captured side by side
/// under their specs, with each phone's values and trace.
@Suite struct CompareScenarioTests {
    static let text = """
        compare strategy=keyboardlab,strategy=swiftui+appearance=dark
        at 0.00 tap field notes
        capture 0.00 as rest
        capture 0.80 as up
        end 0.8
        """

    @Test func eachSpecGetsAPhoneWithTheScenarioUnderIt() throws {
        let playing = try runner(Self.text)
        #expect(playing.compareSpecs.map(\.text) == ["strategy=keyboardlab", "strategy=swiftui+appearance=dark"])
        let phones = playing.initialPhones(measurer: fixedMeasurer)
        #expect(phones.map(\.avoidance.strategy.name) == ["keyboardlab", "swiftui"])
        #expect(phones.map(\.conditions.appearance) == [.light, .dark])
        #expect(phones.allSatisfy { !$0.chrome.overlayVisible })
        #expect(try runner("end 1").initialPhones(measurer: fixedMeasurer).count == 1)
    }

    @Test func aCaptureHoldsEveryPhoneSideBySideWithItsValues() throws {
        let playing = try runner(Self.text)
        let headless = try HeadlessCanvas(resources: resources(), scale: 1)
        var shots: [CaptureShot] = []
        try ScenarioPlayback(runner: playing, measurer: headless.measurer).playAll { stop, frame, phones in
            guard case .capture = stop else { return }
            shots.append(try CaptureShot(frame: frame, phones: phones, runner: playing, headless: headless))
        }
        let up = try #require(shots.last)
        #expect(up.images.count == 2)
        let width = up.images.map(\.width).reduce(0, +) + 3 * ContactSheet.gap
        #expect(up.image.width == width && up.image.height > up.images[0].height)
        // The multi-line Notes field: UIKit's strategy scrolls it into view, SwiftUI's leaves the offset alone.
        let offsets = try [1, 2].map { try #require(up.values["\($0).offset.y"]) }
        #expect(offsets[0] > 0 && offsets[1] == 0)
        #expect(up.values["offset.y"] == nil, "several phones' keys are numbered")
        #expect(try shots[0].recaptured(with: headless) == nil)
    }

    @Test func everyPhoneIsTraced() throws {
        let playing = try runner(Self.text)
        var counts = [0, 0]
        let playback = ScenarioPlayback(
            runner: playing, measurer: fixedMeasurer, visitsFrames: true, traceMapping: PixelMapping(scale: 1))
        playback.playAll { _, frame, _ in
            for (index, lines) in frame.traceLines.enumerated() { counts[index] += lines.count }
        }
        #expect(counts[0] > 40 && counts[0] == counts[1])
    }

    @Test(arguments: [
        ("compare strategy=keyboardlab\nend 1", "test.scenario:1:1: compare strategy=keyboardlab: 1 phones"),
        ("compare strategy=swiftiu,strategy=keyboardlab\nend 1", "did you mean \"swiftui\""),
        ("compare strategy=swiftui,stratgy=keyboardlab\nend 1", "unknown key \"stratgy\"; did you mean \"strategy\""),
        ("compare strategy=swiftui,screen=none.json\nend 1", "screen=none.json"),
    ])
    func aBadSpecIsOneLineAtTheCompareLine(text: String, expected: String) throws {
        #expect {
            _ = try runner(text)
        } throws: { error in
            "\(error)".contains(expected) && !"\(error)".contains("\n")
        }
    }

    @Test func aCompareScenarioHasNoMasks() {
        #expect {
            _ = try ScenarioParser.parse(
                "compare strategy=keyboardlab,strategy=swiftui\nmask field notes\nend 1", file: "m.scenario")
        } throws: { error in
            "\(error)".hasPrefix("m.scenario:2:1:") && "\(error)".contains("expected no `mask` lines")
        }
    }
}
