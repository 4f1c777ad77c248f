import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import KeyboardLabRuntime

/// The window fits 90 % of the display it opens on, the phones and the panel drawn smaller where needed.
@Suite struct WindowFitTests {
    func layout(scale: Double, device: String = "iphone-15") throws -> WindowLayout {
        let resources = try resources()
        let phone = Phone(resources: resources, form: resources.sampleForm, deviceID: device, measurer: fixedMeasurer)
        return WindowLayout(AppState(phones: [phone]), scale: scale)
    }

    @Test(arguments: [(2.0, 1920, 1200), (1.0, 1280, 800), (1.0, 1366, 768), (3.0, 2560, 1440)])
    func theWindowFits(scale: Double, width: Int, height: Int) throws {
        let asked = try layout(scale: scale)
        let fit = FrameLoop.fit(asked, in: (width, height))
        let drawn = try layout(scale: scale * fit)
        #expect(Double(drawn.width) <= 0.9 * Double(width) + 1, "\(drawn.width) wide on \(width)")
        #expect(Double(drawn.height) <= 0.9 * Double(height) + 1, "\(drawn.height) tall on \(height)")
        #expect(fit < 1)
    }

    @Test func aWindowThatFitsKeepsItsScale() throws {
        #expect(FrameLoop.fit(try layout(scale: 1), in: (2560, 1600)) == 1)
        #expect(FrameLoop.fit(try layout(scale: 1), in: nil) == 1, "an unknown display changes nothing")
    }
}
