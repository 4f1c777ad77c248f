import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// The 2025 iPhones: iPhone 16e with its notch, and the iPhone 17 family and iPhone Air with the Dynamic Island.
@Suite struct DevicePresetTests {
    @Test(arguments: [
        ("iphone-16e", 390.0, 844.0, DisplayCutout.Kind.notch), ("iphone-17", 402, 874, .dynamicIsland),
        ("iphone-17-pro", 402, 874, .dynamicIsland), ("iphone-17-pro-max", 440, 956, .dynamicIsland),
        ("iphone-air", 420, 912, .dynamicIsland),
    ])
    func thePresetsLoad(id: String, width: Double, height: Double, cutout: DisplayCutout.Kind) throws {
        let device = try #require(try loadResources().device(id))
        #expect(device.portraitSize == Size(width: width, height: height))
        #expect(device.cutout.kind == cutout)
        #expect(device.hasHomeIndicator)
        #expect(device.keyboardHeight(.portrait, type: .letters, options: KeyboardOptions()) >= 336)
    }

    @Test func theNotchHangsFromTheTopEdgeAndTheClockSitsBesideIt() throws {
        let lab = try Lab(device: "iphone-16e")
        let list = lab.draw()
        let notch = try #require(
            list.commands.compactMap { command -> Rect? in
                if case .fillRounded(let rect, _, let color) = command, color == .black, rect.width == 162 {
                    return rect
                }
                return nil
            }.first)
        #expect(notch.minY < 0 && abs(notch.maxY - 32) < 0.01, "its upper corners lie off the screen")
        #expect(abs(notch.midX - 195) < 0.01)
        let clock = try #require(list.unclippedTextRuns.first { $0.text == "9:41" })
        #expect(clock.frame.maxX <= notch.minX, "the time left of the notch")
    }
}
