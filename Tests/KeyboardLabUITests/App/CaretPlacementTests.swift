import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import Testing

/// Taps place the caret where the view draws it, however far a long value has scrolled.
@Suite struct CaretPlacementTests {
    /// A tap at window point `point`, as a mouse click.
    func tap(_ lab: inout Lab, at point: Point) {
        lab.send(.pointerDown(point))
        lab.send(.pointerUp(point))
    }

    @Test(arguments: [0, 5, 37, 60, 75])
    func aTapAtTheDrawnCaretOfALongScrolledValueLeavesTheCaretThere(stepsLeft: Int) throws {
        var lab = try Lab()
        lab.send(.focusField("city"))
        lab.send(.key(.end))
        lab.send(.type(String(repeating: "Bordeaux ", count: 9)))
        let length = try #require(lab.state.value(of: "city")).count
        for _ in 0..<stepsLeft { lab.send(.key(.left)) }
        lab.settle()
        let caret = lab.state.editor.caret
        #expect(caret == length - stepsLeft)
        let row = lab.windowRect("city")
        let drawn = try #require(lab.drawnCaret)
        #expect(drawn.minX > row.minX && drawn.maxX < row.maxX, "the caret is drawn inside the row")
        tap(&lab, at: Point(x: drawn.minX, y: row.midY))
        #expect(lab.state.editor.caret == caret, "a tap on the drawn caret keeps it where it was drawn")
        #expect(approx(lab.drawnCaret?.minX, drawn.minX), "and it is drawn at the same place")
    }

    @Test func aTapThreeCharactersLeftOfTheDrawnCaretMovesItThreeCharactersBack() throws {
        var lab = try Lab()
        lab.send(.focusField("city"))
        lab.send(.key(.end))
        lab.send(.type(String(repeating: "Bordeaux ", count: 9)))
        for _ in 0..<20 { lab.send(.key(.left)) }
        lab.settle()
        let caret = lab.state.editor.caret
        let drawn = try #require(lab.drawnCaret)
        let advance = measurer.size(of: "x", font: FontSpec(.regular, size: lab.state.theme.bodySize)).width
        tap(&lab, at: Point(x: drawn.minX - 3 * advance, y: lab.windowRect("city").midY))
        #expect(lab.state.editor.caret == caret - 3)
    }
}
