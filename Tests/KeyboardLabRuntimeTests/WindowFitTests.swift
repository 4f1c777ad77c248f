import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import KeyboardLabRuntime

/// The window fits 90 % of the display it opens on, at a whole scale whenever the phones fit at one, and the panel
/// says so when the scale is not the one asked for.
@Suite struct WindowFitTests {
    func state(device: String = "iphone-15") throws -> AppState {
        let resources = try resources()
        let phone = Phone(resources: resources, form: resources.sampleForm, deviceID: device, measurer: fixedMeasurer)
        return AppState(phones: [phone])
    }

    @Test(arguments: [(2.0, 1920, 1200), (1.0, 1280, 800), (1.0, 1366, 768), (3.0, 2560, 1440)])
    func theWindowFits(scale: Double, width: Int, height: Int) throws {
        let state = try state()
        let fitted = WindowLayout.fittingScale(state, requested: scale, display: (width, height))
        let drawn = WindowLayout(state, scale: fitted)
        #expect(Double(drawn.width) <= 0.9 * Double(width) + 1, "\(drawn.width) wide on \(width)")
        #expect(Double(drawn.height) <= 0.9 * Double(height) + 1, "\(drawn.height) tall on \(height)")
        #expect(fitted < scale)
        #expect(fitted < 1 || WindowOpening.isWhole(fitted), "a scale of 1 or more is whole: \(fitted)")
    }

    @Test func aWindowThatFitsKeepsItsScale() throws {
        #expect(WindowLayout.fittingScale(try state(), requested: 1, display: (2560, 1600)) == 1)
        #expect(WindowLayout.fittingScale(try state(), requested: 2, display: nil) == 2, "an unknown display")
    }

    @Test func theNoticeNamesTheScaleDrawnAndAsked() {
        #expect(WindowOpening.scaleNotice(drawn: 2, asked: 2, readoutHidden: false) == nil)
        #expect(
            WindowOpening.scaleNotice(drawn: 1, asked: 2, readoutHidden: false)
                == "drawn at scale 1 to fit the display (asked 2)")
        #expect(
            WindowOpening.scaleNotice(drawn: 1, asked: 1, readoutHidden: true)
                == "drawn at scale 1; readout hidden to keep scale 1 (Ctrl+O shows it)")
    }
}
