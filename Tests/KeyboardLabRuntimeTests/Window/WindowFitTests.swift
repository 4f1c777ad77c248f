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
        #expect(WindowOpening.scaleNotice(drawn: 2, asked: 2) == nil)
        #expect(
            WindowOpening.scaleNotice(drawn: 1, asked: 2)
                == "drawn at scale 1 to fit the display (asked 2)")
        #expect(
            WindowOpening.scaleNotice(drawn: 1, asked: 1, readout: 0)
                == "drawn at scale 1; readout hidden to keep scale 1 (Ctrl+O shows it)")
    }

    /// Four phones side by side (`--compare`), as WindowOpening makes them.
    func compareState(presenter: Bool) throws -> AppState {
        let resources = try resources()
        let specs = try PhoneSpec.parseList(
            "strategy=keyboardlab,strategy=swiftui,strategy=listener-2018,device=iphone-se", resources: resources)
        let opening = WindowOpening(
            resources: resources, screen: Screen(form: resources.sampleForm), device: "iphone-15",
            orientation: .portrait, settings: ConditionOverrides(), specs: specs, presenter: presenter)
        return opening.state(measurer: fixedMeasurer, readout: ReadoutView.lineCapacity)
    }

    @Test func aWindowThatGrowsPastTheDisplayIsDrawnSmaller() throws {
        let state = try compareState(presenter: true)
        let display = (width: 1920, height: 1080)
        let fit = try #require(
            WindowOpening.refit(
                state, scale: 1, asked: 1, display: display, measurer: fixedMeasurer, mayHidePanel: false))
        #expect(fit.scale < 1 && !fit.hidesPanel)
        let drawn = WindowLayout(state, scale: fit.scale)
        #expect(Double(drawn.width) <= 0.9 * 1920 + 1 && Double(drawn.height) <= 0.9 * 1080 + 1)
        #expect(
            WindowOpening.refit(
                state, scale: fit.scale, asked: 1, display: display, measurer: fixedMeasurer, mayHidePanel: false)
                == nil, "a window that fits keeps its scale")
    }

    @Test func presenterModeTurnedOnHidesThePanelWhenThatDrawsThePhonesLarger() throws {
        let state = try compareState(presenter: true)
        let kept = try #require(
            WindowOpening.refit(
                state, scale: 1, asked: 1, display: (1920, 1080), measurer: fixedMeasurer, mayHidePanel: false))
        let bare = try #require(
            WindowOpening.refit(
                state, scale: 1, asked: 1, display: (1920, 1080), measurer: fixedMeasurer, mayHidePanel: true))
        #expect(bare.hidesPanel && bare.scale > kept.scale + 0.1)
    }

    @Test func aWindowThatShrankGrowsBackToTheScaleAsked() throws {
        let state = try self.state()
        let fit = try #require(
            WindowOpening.refit(
                state, scale: 0.5, asked: 1, display: (2560, 1600), measurer: fixedMeasurer, mayHidePanel: false))
        #expect(fit.scale == 1)
    }
}
