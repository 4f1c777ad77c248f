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

    /// The header-offset demo as a presenter's video draws it: each caption is the window's words (the screen files'
    /// names, no spec, no path) in type 28 pixels tall, above its phone.
    @Test func aPresentersCaptionsAreTheWindowsWordsAt28Pixels() throws {
        let runner = try runner(
            """
            device iphone-15
            screen ../Screens/signup-sticky.json
            compare strategy=rn-padding,strategy=rn-padding+screen=../Screens/signup-sticky-rn-offset.json
            end 0.1
            """, file: assetsFolder.appending(path: "Scenarios/presenter-caption.scenario").path)
        let presenter = PresenterVideo(videoScale: 1)
        let probe = try HeadlessCanvas(resources: resources(), scale: 1)
        let scale = VideoExport.presenterScale(runner, presenter: presenter, measurer: probe.measurer)
        let headless = try HeadlessCanvas(resources: resources(), scale: scale)
        var export = VideoExport(headless: headless, environment: .none)
        export.presenter = presenter
        var first: (image: RGBAImage, captions: [String], background: Color)?
        try VideoExport.playback(runner, measurer: headless.measurer, panel: false, presenter: presenter, scale: scale)
            .playStates { stop, frame, state in
                guard first == nil, stop == .frame else { return }
                let image = try export.presenterImage(
                    frame, captions: state.captions, slow: false, theme: state.phone.labTheme, presenter: presenter,
                    canvas: headless)
                first = (image, state.captions, state.phone.labTheme.windowBackground)
            }
        let (image, captions, background) = try #require(first)
        #expect(captions == ["signup-sticky", "signup-sticky-rn-offset"])
        #expect(image.width == 1920 && image.height == 1080)
        // The rows above the phones holding the captions' ink: as tall as 28-pixel type writes these words.
        let inked = (0..<120).filter { y in
            (0..<image.width).contains { x in
                let i = (y * image.width + x) * 4
                return abs(Int(image.pixels[i]) - Int(background.red)) > 60
            }
        }
        let top = try #require(inked.first)
        var bottom = top
        while inked.contains(bottom + 1) { bottom += 1 }
        let height = bottom - top + 1
        #expect((22...36).contains(height), "caption ink \(height) pixels tall, rows \(top)…\(bottom)")
    }
}
