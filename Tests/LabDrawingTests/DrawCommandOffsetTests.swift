import LabDrawing
import LabGeometry
import LabImages
import Testing

/// Moving drawn commands as a whole window moves under `adjustPan`: every position moves by the same points down,
/// and nothing else about a command changes.
@Suite("Draw command offset")
struct DrawCommandOffsetTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let rect = Rect(x: 10, y: 20, width: 30, height: 40)
    static let moved = Rect(x: 10, y: -80, width: 30, height: 40)
    static let run = TextRun("Email", font: FontSpec(.regular, size: 17), color: red, frame: rect)

    @Test func everyCommandsPlaceMovesByTheSamePoints() throws {
        let bitmap = try #require(DesignBitmap(width: 1, height: 1, pixels: [0, 0, 0, 255], id: 1))
        let source = Rect(x: 0, y: 0, width: 1, height: 1)
        var movedRun = Self.run
        movedRun.frame = Self.moved
        let cases: [(DrawCommand, DrawCommand)] = [
            (.fill(Self.rect, Self.red), .fill(Self.moved, Self.red)),
            (.hairline(Self.rect, Self.red), .hairline(Self.moved, Self.red)),
            (.fillRounded(Self.rect, radius: 8, Self.red), .fillRounded(Self.moved, radius: 8, Self.red)),
            (
                .line(from: Point(x: 0, y: 100), to: Point(x: 5, y: 150), width: 2, Self.red),
                .line(from: Point(x: 0, y: 0), to: Point(x: 5, y: 50), width: 2, Self.red)
            ),
            (
                .polyline([Point(x: 1, y: 101), Point(x: 2, y: 102)], width: 1, Self.red),
                .polyline([Point(x: 1, y: 1), Point(x: 2, y: 2)], width: 1, Self.red)
            ),
            (.text(Self.run), .text(movedRun)),
            (.fillCorners(Self.rect, radius: 55, Self.red), .fillCorners(Self.moved, radius: 55, Self.red)),
            (
                .backdrop(Self.rect, topRadius: 12, blur: 20, wash: Self.red),
                .backdrop(Self.moved, topRadius: 12, blur: 20, wash: Self.red)
            ),
            (
                .image(bitmap, source: source, destination: Self.rect),
                .image(bitmap, source: source, destination: Self.moved)
            ),
            (
                .glass(Self.rect, radius: 20, blur: 8, wash: Self.red),
                .glass(Self.moved, radius: 20, blur: 8, wash: Self.red)
            ),
            (.pushClip(Self.rect), .pushClip(Self.moved)),
            (.popClip, .popClip),
        ]
        for (command, expected) in cases {
            #expect(command.offsetBy(dy: -100) == expected)
        }
    }

    @Test func aListMovesOnlyTheCommandsFromTheStartGiven() {
        var list = DrawList(canvas: Size(width: 393, height: 852), background: .white)
        list.fill(Self.rect, Self.red)
        list.fill(Self.rect, Self.red)
        list.offsetCommands(from: 1, dy: -100)
        #expect(list.commands == [.fill(Self.rect, Self.red), .fill(Self.moved, Self.red)])
    }

    @Test func aZeroOffsetOrAStartPastTheEndChangesNothing() {
        var list = DrawList(canvas: Size(width: 393, height: 852), background: .white)
        list.fill(Self.rect, Self.red)
        let before = list
        list.offsetCommands(from: 0, dy: 0)
        list.offsetCommands(from: 1, dy: 50)
        #expect(list == before)
    }
}
