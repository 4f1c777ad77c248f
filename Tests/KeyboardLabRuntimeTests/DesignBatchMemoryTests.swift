import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import KeyboardLabRuntime

/// A batch holds a design's pixels only while one of its scenarios plays: they are checked when the batch loads,
/// decoded when first drawn and let go once the scenario has played.
@Suite struct DesignBatchMemoryTests {
    @Test func aDesignsPixelsAreHeldOnlyWhileItsScenarioPlays() throws {
        let path = assetsFolder.appending(path: "Scenarios/design-signup.scenario").path
        let batch = try ScenarioBatch(paths: [path], resources: resources())
        let bitmaps = try #require(batch.runners.first?.screen.design?.bitmaps)
        #expect(!bitmaps.light.isHeld, "checked when loaded, not held")
        let headless = try HeadlessCanvas(resources: resources(), scale: 1)
        var heldWhileCapturing: [Bool] = []
        try batch.capture(with: headless) { _, _, _ in heldWhileCapturing.append(bitmaps.light.isHeld) }
        #expect(!heldWhileCapturing.isEmpty && heldWhileCapturing.allSatisfy { $0 })
        #expect(!bitmaps.light.isHeld && !(bitmaps.dark?.isHeld ?? false), "let go once the scenario has played")
    }
}
