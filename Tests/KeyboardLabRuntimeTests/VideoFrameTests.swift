import KeyboardAvoidance
import KeyboardLabUI
import LabImages
import Testing

@testable import KeyboardLabRuntime

/// A video keeps one size: a scenario that turns the phone gets a square frame both ways fit in, and every frame
/// is fitted into it whole.
@Suite struct VideoFrameTests {
    @Test func aTurnedFrameIsFittedWholeAndCentred() {
        let landscape = RGBAImage(width: 852, height: 393, fill: Color(red: 255, green: 0, blue: 0))
        let frame = VideoExport.fitted(landscape, width: 852, height: 852)
        #expect(frame.width == 852 && frame.height == 852)
        // The picture sits in the middle band, the window's grey above it.
        #expect(frame.pixels[0] == 44)
        let middle = (426 * 852 + 426) * 4
        #expect(frame.pixels[middle] == 255 && frame.pixels[middle + 1] == 0)
        let same = VideoExport.fitted(landscape, width: 852, height: 393)
        #expect(same == landscape)
    }

    @Test func scenariosThatRotateOrSwitchDeviceTurn() throws {
        let rotates = try ScenarioParser.parse("at 0.5 rotate landscape\nend 1", file: "r.scenario")
        let still = try ScenarioParser.parse("at 0.5 tap field city\nend 1", file: "s.scenario")
        #expect(VideoExport.turns(rotates))
        #expect(!VideoExport.turns(still))
    }
}
