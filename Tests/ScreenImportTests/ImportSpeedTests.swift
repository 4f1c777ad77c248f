import Foundation
import KeyboardAvoidance
import Testing

@testable import ScreenImport

/// A large document: a 3.5 MB file response (many pages of frames, one of them the screen) imports in well under a
/// second in a release build; the test allows a debug build's pace.
@Suite struct ImportSpeedTests {
    @Test func aLargeFigmaFileImportsQuickly() throws {
        let data = ImportSamples.largeFigmaFile(megabytes: 3.5)
        #expect(data.count >= 3_500_000)
        let clock = ContinuousClock()
        let start = clock.now
        let screen = try FigmaImport(data: data, file: "large.json").screen(
            frame: "Checkout", picture: ImportPicture(name: "c@3x.png", width: 1179, height: 2556))
        let elapsed = clock.now - start
        #expect(screen.fields.count == 6)
        #expect(elapsed < .seconds(4), "\(elapsed)")
    }
}
