import LabDrawing
import LabGeometry
import Testing

/// Fonts and the test measurer: which faces ship and what stands in for the others, and the fixed advance the
/// tests lay text out with.
@Suite("Text measuring")
struct TextMeasuringTests {
    @Test func theFixedMeasurerAdvancesEachCharacterAlikeAndRoundsTheHeightUp() {
        let measurer = FixedWidthTextMeasurer()
        #expect(measurer.size(of: "Email", font: FontSpec(.regular, size: 17)) == Size(width: 42.5, height: 21))
        #expect(measurer.size(of: "", font: FontSpec(.regular, size: 10)) == Size(width: 0, height: 12))
        #expect(measurer.size(of: "👍🏽é", font: FontSpec(.regular, size: 10)).width == 10, "characters, not bytes")
        let wide = FixedWidthTextMeasurer(advanceRatio: 0.75)
        #expect(wide.size(of: "abc", font: FontSpec(.monospaced, size: 12)) == Size(width: 27, height: 15))
    }

    @Test func interAndJetBrainsMonoShipAndRobotoFallsBackToInterOfItsWeight() {
        #expect(FontFace.allCases.filter(\.isBundled) == [.regular, .semibold, .monospaced])
        #expect(FontFace.roboto.fallback == .regular)
        #expect(FontFace.robotoMedium.fallback == .semibold)
        for face in FontFace.bundled {
            #expect(face.fallback == face)
        }
        #expect(FontFace.allCases.allSatisfy { $0.fallback.isBundled })
    }

    @Test func functionKeysAreNumberedFromOne() {
        #expect(Key.f1.functionNumber == 1 && Key.f12.functionNumber == 12)
        #expect(Key.functionKeys.count == 12)
        #expect(Key.tab.functionNumber == nil && Key.other("F13").functionNumber == nil)
    }
}
