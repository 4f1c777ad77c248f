import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabTestSupport
import Testing

@testable import KeyboardLabRuntime

/// A presenter's single-phone window on a 1920 × 1080 display: hiding the panel again draws the phone as large as
/// it was before the panel was shown.
@Suite struct PanelHideFitTests {
    @Test func hidingThePanelAgainGivesThePhoneBackItsSize() throws {
        let folder = try TestPaths.temporaryFolder("keyboard-lab-panel-hide")
        defer { try? FileManager.default.removeItem(at: folder) }
        let host = InProcessWindowHost()
        host.displaySize = (1920, 1080)
        let f2 = PlatformEvent.keyDown(.f2, modifiers: [])
        host.script = [2: [f2], 4: [.keyDown(.other("M"), modifiers: .control)], 6: [f2], 8: [f2]]
        var scales: [Int: Double] = [:]
        let resources = try resources()
        let loop = try FrameLoop(
            host: host, resources: resources, screen: Screen(form: resources.sampleForm), device: "iphone-15",
            orientation: .portrait, scale: 1, settings: ConditionOverrides(), valuesPath: nil, tracePath: nil,
            screenshotFolder: folder.appending(path: "shots").path, environment: .none)
        var heights: [Int: Int] = [:]
        host.afterPresent = { frame in
            scales[frame] = loop.scale
            heights[frame] = WindowLayout(loop.runtime.state, scale: loop.scale).height
        }
        try loop.run(exitAfter: 11.0 / 60)
        let before = try #require(scales[5])
        let after = try #require(scales[10])
        #expect(after >= before - 0.0005, "hidden again at \(after), before the panel was shown \(before): \(scales)")
        // Under scale 1 the window keeps within 90 % of the display (at 1 it may take all but a title bar).
        let shrunk = heights.filter { (scales[$0.key] ?? 1) < 1 }
        #expect(shrunk.values.allSatisfy { Double($0) <= 0.9 * 1080 + 1 }, "the window fits: \(heights) \(scales)")
        #expect(!loop.runtime.state.notesVisible, "the scale notice gave way to the phone (Ctrl+H shows it)")
    }
}
