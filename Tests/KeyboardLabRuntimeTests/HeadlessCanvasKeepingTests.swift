import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import Testing

@testable import KeyboardLabRuntime

/// The headless canvas keeps the canvases of the last few lists, so a window frame's phones, panel and captions
/// keep theirs from frame to frame, and lets go of a size a batch no longer draws.
@Suite struct HeadlessCanvasKeepingTests {
    static func list(_ width: Double) -> DrawList {
        DrawList(canvas: Size(width: width, height: 20), background: .white)
    }

    @Test func aFramesCanvasesAreKeptFromFrameToFrame() throws {
        let headless = try HeadlessCanvas(resources: resources(), scale: 1)
        let frame = [Self.list(40), Self.list(50), Self.list(60)]
        for list in frame { try headless.render(list) }
        let first = frame.map { headless.canvas(for: $0).map(ObjectIdentifier.init) }
        for _ in 0..<5 { for list in frame { try headless.render(list) } }
        #expect(frame.map { headless.canvas(for: $0).map(ObjectIdentifier.init) } == first)
    }

    @Test func aSizeNoLongerDrawnIsLetGo() throws {
        let headless = try HeadlessCanvas(resources: resources(), scale: 1)
        try headless.render(Self.list(40))
        for _ in 0..<HeadlessCanvas.recentRenders + 1 { try headless.render(Self.list(50)) }
        #expect(headless.canvas(for: Self.list(40)) != nil, "kept until another size is needed")
        try headless.render(Self.list(60))
        #expect(headless.canvas(for: Self.list(40)) == nil)
        #expect(headless.canvas(for: Self.list(50)) != nil && headless.canvas(for: Self.list(60)) != nil)
    }
}
