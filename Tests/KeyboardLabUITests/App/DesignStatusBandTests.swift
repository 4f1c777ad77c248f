import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// A screen captured on one phone shown on another: a status band shorter than the phone's camera gives way to the
/// phone's own status bar, so the captured title is not drawn under the Dynamic Island or the camera hole.
@Suite struct DesignStatusBandTests {
    /// The sample design as if captured on an iPhone SE: a 20 pt status bar over a 44 pt navigation bar.
    static func capturedOnSE() throws -> Screen {
        try DesignFieldKindTests.screen { object in
            guard var content = object["content"] as? [String: Any] else { return }
            content["image"] = "design-signup@3x.png"
            content["statusBar"] = 20
            content["fixedTop"] = 64
            object["content"] = content
        }
    }

    @Test(arguments: [("iphone-15", 59.0), ("pixel-8", 50.3)])
    func aShortCapturedBandGivesWayToThePhonesSafeArea(device: String, top: Double) throws {
        let lab = try Lab(device: device, screen: Self.capturedOnSE())
        #expect(lab.state.shownDesign.replacesStatusBar)
        let factor = lab.state.shownDesign.factor
        // The phone's status bar, then the design from below its own 20 pt band.
        #expect(
            abs(lab.state.layoutScrollFrame.minY - (top + 44 * factor)) < 0.01,
            "\(lab.state.layoutScrollFrame) \(factor) \(lab.state.safeArea)")
        let sources = lab.draw().commands.compactMap { command -> Rect? in
            if case .image(_, let source, let destination) = command, abs(destination.minY - top) < 0.01 {
                return source
            }
            return nil
        }
        #expect(
            sources.first.map { abs($0.minY - 20 * 3) < 0.01 } == true, "the captured band is not drawn: \(sources)")
    }

    @Test func onAPhoneWithoutACameraInTheScreenOrABandThatClearsItNothingChanges() throws {
        let se = try Lab(device: "iphone-se", screen: Self.capturedOnSE())
        #expect(!se.state.shownDesign.replacesStatusBar)
        let sample = try Lab(
            screen: DesignScreenTests.sampleScreen(), settings: ConditionOverrides(deviceID: "iphone-15"))
        #expect(!sample.state.shownDesign.replacesStatusBar, "a 54 pt band clears the island's 48 pt")
        #expect(sample.state.layoutScrollFrame.minY == 98)
    }
}
