import KeyboardAvoidance
import KeyboardLabUI
import LabImages
import Testing

@testable import KeyboardLabRuntime

/// A presenter's sheet labels its tiles as the window captions its phones: the window's words in the window's type,
/// 28 pixels tall (larger with `--presenter-type`), not the bitmap font's capitals.
@Suite struct PresenterSheetTests {
    func maker() throws -> ContactSheetMaker {
        let text = """
            device iphone-15
            screen ../Screens/signup-sticky.json
            at 0.30 tap field city
            end 1.2
            """
        let scenario = try ScenarioParser.parse(
            text, file: assetsFolder.appending(path: "Scenarios/presenter-sheet.scenario").path)
        return ContactSheetMaker(
            scenario: scenario, resources: try resources(), overrides: ConditionOverrides(), screen: nil,
            times: [1.0], matrix: try VariationMatrix(parsing: ["device=iphone-se,iphone-15", "ios=18,26"]))
    }

    /// Whether row `y` of `image` holds ink that differs from `background`.
    func inked(_ image: RGBAImage, row y: Int, background: Color) -> Bool {
        (0..<image.width).contains { x in
            let i = (y * image.width + x) * 4
            return abs(Int(image.pixels[i]) - Int(background.red)) > 60
        }
    }

    @Test func aPresentersSheetLabelsTilesInTheWindowsWords() throws {
        var maker = try maker()
        maker.labelsAsCaptions = true
        let rows = try maker.tiles(headless: try HeadlessCanvas(resources: resources()))
        let labels = rows.flatMap { $0.map(\.label) }
        #expect(labels == ["iphone-se · iOS 18", "iphone-se · iOS 26", "iphone-15 · iOS 18", "iphone-15 · iOS 26"])
    }

    @Test(arguments: [(18.0, 22...36), (30.0, 37...60)])
    func aPresentersSheetsLabelsAreTheWindowsType(pixels: Double, expected: ClosedRange<Int>) throws {
        let presenter = PresenterVideo(videoScale: 1, typePixels: pixels)
        let image = try maker().presenterSheet(presenter)
        #expect(image.width == 1920 && image.height == 1080)
        let background = try resources().theme.windowBackground
        // The sheet is centred in the frame: its first inked rows are the first row's labels.
        let top = try #require((0..<image.height).first { inked(image, row: $0, background: background) })
        var bottom = top
        while inked(image, row: bottom + 1, background: background) { bottom += 1 }
        let height = bottom - top + 1
        #expect(expected.contains(height), "label ink \(height) pixels tall at \(pixels)-pixel type")
    }

    @Test func largerPresenterTypeGrowsTheCaptionsAndTheReadouts() throws {
        #expect(PresenterVideo(videoScale: 1).captionPixels == 28)
        #expect(PresenterVideo(videoScale: 1, typePixels: 24).captionPixels == 37)
        #expect(PresenterVideo(videoScale: 2, typePixels: 30).captionPixels == 93)
        var phone = Phone(
            resources: try resources(), form: try resources().sampleForm, deviceID: "iphone-15",
            measurer: fixedMeasurer)
        phone.presentReadout(drawnAt: 1, pixels: 30)
        #expect(phone.chrome.readoutLargeSize == 35, "21 points at 18 pixels grow to 35 at 30")
        phone.presentReadout(drawnAt: 0.5, pixels: 24)
        #expect(phone.chrome.readoutLargeSize == 48, "24 pixels at scale 0.5")
        // A recorded F2 (`overlay off`) hides the window's panel, never its readouts: nor a presenter video's.
        phone.reduce(.overlay(false), at: phone.now, measurer: fixedMeasurer)
        #expect(phone.chrome.showsReadout(isCapture: true), "the readout stays with the overlay off")
        #expect(throws: LabError.self) { try PresenterVideo.checkType(20) }
        #expect(throws: Never.self) { try PresenterVideo.checkType(24) }
    }
}
