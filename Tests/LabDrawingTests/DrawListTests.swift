import LabDrawing
import LabGeometry
import LabImages
import Testing

/// A frame's draw list as the views write it: commands in painting order, clips around what they hold, and the
/// text runs a test reads back.
@Suite("Draw list")
struct DrawListTests {
    static let canvas = Size(width: 393, height: 852)
    static let bar = Rect(x: 0, y: 0, width: 393, height: 59)
    static let gray = Color(red: 242, green: 242, blue: 247)

    @Test func commandsAreKeptInPaintingOrder() {
        var list = DrawList(canvas: Self.canvas, background: .white)
        list.fill(Self.bar, Self.gray)
        list.hairline(Rect(x: 0, y: 59, width: 393, height: 0.33), .black)
        list.line(from: .zero, to: Point(x: 10, y: 0), .black)
        #expect(
            list.commands == [
                .fill(Self.bar, Self.gray), .hairline(Rect(x: 0, y: 59, width: 393, height: 0.33), .black),
                .line(from: .zero, to: Point(x: 10, y: 0), width: 1, .black),
            ])
        #expect(list.canvas == Self.canvas && list.background == .white)
    }

    @Test func aClipWrapsWhatIsDrawnInsideIt() {
        var list = DrawList(canvas: Self.canvas, background: .white)
        list.clipped(to: Self.bar) { inner in
            inner.fillRounded(Self.bar, radius: 8, Self.gray)
            inner.clipped(to: .zero) { $0.fill(.zero, .black) }
        }
        #expect(
            list.commands == [
                .pushClip(Self.bar), .fillRounded(Self.bar, radius: 8, Self.gray), .pushClip(.zero),
                .fill(.zero, .black), .popClip, .popClip,
            ])
    }

    @Test func theTextRunsAreReadBackInPaintingOrder() {
        let font = FontSpec(.regular, size: 17)
        let email = TextRun("Email", font: font, color: .black, frame: Self.bar)
        let done = TextRun("Done", font: FontSpec(.semibold, size: 17), color: .black, frame: Self.bar)
        var list = DrawList(canvas: Self.canvas, background: .white)
        list.text(email)
        list.fill(Self.bar, Self.gray)
        list.text(done)
        #expect(list.textRuns == [email, done])
        #expect(DrawList(canvas: Self.canvas, background: .white).textRuns.isEmpty)
    }

    @Test func aTextRunKeepsOnlyAnOpaqueBackground() {
        let font = FontSpec(.regular, size: 17)
        let opaque = TextRun("Hi", font: font, color: .black, frame: Self.bar, background: Self.gray)
        #expect(opaque.background == Self.gray)
        let translucent = TextRun(
            "Hi", font: font, color: .black, frame: Self.bar, background: Self.gray.withOpacity(0.5))
        #expect(translucent.background == nil)
        #expect(opaque.alignment == .leading)
    }
}
