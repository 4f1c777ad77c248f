import LabDrawing
import LabGeometry
import LabImages
import Testing

/// Fading a layer as a whole: each colour's alpha is multiplied by the opacity, its red, green and blue kept;
/// images and blurs are left as they are.
@Suite("Draw command fade")
struct DrawCommandFadeTests {
    static let rect = Rect(x: 0, y: 0, width: 10, height: 10)
    static let opaque = Color(red: 10, green: 20, blue: 30)
    static let half = Color(red: 10, green: 20, blue: 30, alpha: 128)

    @Test(arguments: [(1.0, 255), (0.5, 128), (0.25, 64), (0, 0)] as [(Double, UInt8)])
    func anOpaqueColoursAlphaIsTheOpacity(opacity: Double, alpha: UInt8) {
        let faded = DrawCommand.fill(Self.rect, Self.opaque).faded(by: opacity)
        #expect(faded == .fill(Self.rect, Color(red: 10, green: 20, blue: 30, alpha: alpha)))
    }

    @Test func aTranslucentColourIsFadedFurther() {
        #expect(
            DrawCommand.hairline(Self.rect, Self.half).faded(by: 0.5)
                == .hairline(Self.rect, Color(red: 10, green: 20, blue: 30, alpha: 64)))
        let line = DrawCommand.line(from: .zero, to: Point(x: 5, y: 5), width: 2, Self.half).faded(by: 0.5)
        #expect(
            line == .line(from: .zero, to: Point(x: 5, y: 5), width: 2, Color(red: 10, green: 20, blue: 30, alpha: 64)))
    }

    @Test func aTextRunsColourFadesAndItsFrameStays() {
        let run = TextRun("Send", font: FontSpec(.semibold, size: 15), color: Self.opaque, frame: Self.rect)
        var faded = run
        faded.color = Color(red: 10, green: 20, blue: 30, alpha: 128)
        #expect(DrawCommand.text(run).faded(by: 0.5) == .text(faded))
    }

    @Test func imagesBlursAndClipsAreKept() throws {
        let bitmap = try #require(DesignBitmap(width: 1, height: 1, pixels: [0, 0, 0, 255], id: 1))
        let kept: [DrawCommand] = [
            .image(bitmap, source: Self.rect, destination: Self.rect),
            .backdrop(Self.rect, topRadius: 12, blur: 20, wash: Self.half),
            .glass(Self.rect, radius: 20, blur: 8, wash: Self.half),
            .pushClip(Self.rect), .popClip,
        ]
        for command in kept {
            #expect(command.faded(by: 0.3) == command)
        }
    }

    @Test func aListFadesFromTheStartGivenAndNotAtFullOpacity() {
        var list = DrawList(canvas: Size(width: 10, height: 10), background: .white)
        list.fill(Self.rect, Self.opaque)
        list.fill(Self.rect, Self.opaque)
        let before = list
        list.fadeCommands(from: 0, opacity: 1)
        #expect(list == before)
        list.fadeCommands(from: 1, opacity: 0.5)
        #expect(list.commands == [.fill(Self.rect, Self.opaque), .fill(Self.rect, Self.half)])
        list.fadeCommands(from: 0, opacity: -2)
        #expect(
            list.commands == [
                .fill(Self.rect, Self.opaque.withOpacity(0)), .fill(Self.rect, Self.opaque.withOpacity(0)),
            ])
    }
}
