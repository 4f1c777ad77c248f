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

    /// With shared text (as `check` renders), a size made again after it was let go finds its text rendered; without
    /// (as `shoot` renders), its text went with it.
    @Test(arguments: [true, false])
    func aSizeMadeAgainFindsItsTextOnlyWhenTextIsShared(shared: Bool) throws {
        let headless = try HeadlessCanvas(resources: resources(), scale: 1, sharedText: shared)
        func labelled(_ width: Double) -> DrawList {
            var list = Self.list(width)
            list.text(
                TextRun(
                    "Done", font: FontSpec(.semibold, size: 17), color: .black,
                    frame: Rect(origin: .zero, size: list.canvas)))
            return list
        }
        try headless.render(labelled(40))
        for width in [50.0, 60, 70] {
            for _ in 0..<HeadlessCanvas.recentRenders + 1 { try headless.render(Self.list(width)) }
        }
        #expect(headless.canvas(for: Self.list(40)) == nil, "the first size was let go")
        try headless.render(labelled(40))
        let statistics = try #require(headless.canvas(for: Self.list(40))).renderer.textCacheStatistics
        #expect(statistics.misses == 1 && statistics.hits == (shared ? 1 : 0))
    }
}
