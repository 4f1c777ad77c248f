import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabImages
import Testing

@testable import KeyboardLabSDL

/// The canvas skips clearing to the background when the list paints the whole canvas opaque first.
@Suite struct BackgroundClearTests {
    let size = Size(width: 100, height: 200)
    var whole: Rect { Rect(origin: .zero, size: size) }

    func list(_ commands: [DrawCommand]) -> DrawList {
        DrawList(canvas: size, background: .white, commands: commands)
    }

    @Test func anOpaqueFillOfTheWholeCanvasFirstCoversIt() {
        #expect(CanvasRenderer.opensWithOpaqueCover(list([.fill(whole, .pureRed)])))
        #expect(CanvasRenderer.opensWithOpaqueCover(list([.pushClip(whole), .fill(whole, .pureRed), .popClip])))
        let larger = Rect(x: -10, y: -10, width: 120, height: 220)
        #expect(CanvasRenderer.opensWithOpaqueCover(list([.pushClip(larger), .fill(larger, .pureRed)])))
    }

    @Test func anythingElseFirstStillClears() {
        let part = Rect(x: 0, y: 0, width: 100, height: 199)
        #expect(!CanvasRenderer.opensWithOpaqueCover(list([])))
        #expect(!CanvasRenderer.opensWithOpaqueCover(list([.fill(part, .pureRed)])))
        #expect(
            !CanvasRenderer.opensWithOpaqueCover(list([.fill(whole, Color(red: 0, green: 0, blue: 0, alpha: 254))])))
        #expect(!CanvasRenderer.opensWithOpaqueCover(list([.pushClip(part), .fill(whole, .pureRed)])))
        #expect(!CanvasRenderer.opensWithOpaqueCover(list([.fillRounded(whole, radius: 8, .pureRed)])))
        #expect(!CanvasRenderer.opensWithOpaqueCover(list([.hairline(whole, .pureRed), .fill(whole, .pureRed)])))
    }
}
