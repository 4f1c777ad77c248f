import Foundation
import KeyboardAvoidance
import Testing

@testable import ScreenImport

/// A large document: a 3.5 MB file response (many pages of frames, one of them the screen) imports whole. How fast is
/// the bench's figure (`bench --only import`), never a test's: a test's clock depends on the machine.
@Suite struct ImportSpeedTests {
    @Test func aLargeFigmaFileImports() throws {
        let data = ImportSamples.largeFigmaFile(megabytes: 3.5)
        #expect(data.count >= 3_500_000)
        let screen = try FigmaImport(data: data, file: "large.json").screen(
            frame: "Checkout", picture: ImportPicture(name: "c@3x.png", width: 1179, height: 2556))
        #expect(screen.fields.count == 6)
    }
}
