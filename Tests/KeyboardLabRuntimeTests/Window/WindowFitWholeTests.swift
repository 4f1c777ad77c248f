import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import KeyboardLabRuntime

/// A window that fits the display at scale 1 is drawn at 1, not at a fraction just under it.
@Suite struct WindowFitWholeTests {
    /// The window `run --presenter` opens with on `device`: its phone, the panel, the readout hidden.
    func presenter(device: String, compare: String? = nil) throws -> AppState {
        let resources = try resources()
        let specs = try compare.map { try PhoneSpec.parseList($0, resources: resources) } ?? []
        let opening = WindowOpening(
            resources: resources, screen: Screen(form: resources.sampleForm), device: device,
            orientation: .portrait, settings: ConditionOverrides(), specs: specs, presenter: true)
        return opening.state(measurer: fixedMeasurer, readout: 0)
    }

    @Test(arguments: [("pixel-8", nil), ("iphone-15", "device=iphone-15,device=pixel-8")])
    func aPresenterWindowThatFitsAt1On1080LinesIsDrawnAt1(device: String, compare: String?) throws {
        let state = try presenter(device: device, compare: compare)
        let display = (width: 1920, height: 1080)
        let whole = WindowLayout(state, scale: 1)
        #expect(whole.width <= display.width && whole.height <= display.height - 48, "\(whole.width)×\(whole.height)")
        #expect(WindowLayout.fittingScale(state, requested: 1, display: display) == 1)
        #expect(WindowLayout.fittingScale(state, requested: 2, display: display) == 1)
    }

    @Test func aWindowThatOverflowsTheDisplayAt1IsStillDrawnSmaller() throws {
        let state = try presenter(device: "pixel-8")
        let whole = WindowLayout(state, scale: 1)
        let display = (width: 1920, height: whole.height + 20)
        #expect(WindowLayout.fittingScale(state, requested: 1, display: display) < 1, "no room for a title bar")
    }

    /// iPhone beside Pixel on 1920 × 1080 lines: the readout under each phone would cost the whole scale, so the window
    /// opens at 1 with a shorter strip (the flags first), not without one, and the notice says so.
    @Test func aCompareWindowOn1080LinesKeepsAShortReadoutAtScale1() throws {
        let resources = try resources()
        let opening = WindowOpening(
            resources: resources, screen: Screen(form: resources.sampleForm), device: "iphone-15",
            orientation: .portrait, settings: ConditionOverrides(),
            specs: try PhoneSpec.parseList("device=iphone-15,device=pixel-8", resources: resources), presenter: false)
        let host = InProcessWindowHost()
        host.displaySize = (1920, 1080)
        let (state, _, scale) = try opening.fitted(host: host, scale: 1)
        #expect(scale == 1)
        let chrome = state.phones.map(\.chrome)
        #expect(chrome.allSatisfy { $0.readoutVisible && $0.readoutLines >= 1 }, "a strip under each phone")
        #expect(chrome.allSatisfy { $0.readoutLines < ReadoutView.lineCapacity }, "shorter than the full six lines")
        #expect(state.scaleNotice?.contains("flags first") == true, "\(state.scaleNotice ?? "no notice")")
        let layout = WindowLayout(state, scale: scale)
        #expect(layout.height <= 1080 - WindowLayout.titleBarRoom, "\(layout.height)")
    }
}
