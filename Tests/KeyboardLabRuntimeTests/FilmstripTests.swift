import KeyboardLabRuntime
import LabImages
import LabTestSupport
import LabText
import Testing

@Suite("Filmstrip")
struct FilmstripTests {
    static func frames(_ count: Int, width: Int = 40, height: Int = 30) -> [Filmstrip.Frame] {
        (0..<count).map { index in
            Filmstrip.Frame(
                name: "T\(index)",
                image: RGBAImage(width: width, height: height, fill: ImageFixture.gray(UInt8(index * 50)))
            )
        }
    }

    @Test func sizeIsFramesAndGapsWideAndLabelPlusFrameHigh() throws {
        let strip = Filmstrip(frames: Self.frames(3))
        let image = try strip.render()
        #expect(strip.scaleFactor == 1)
        #expect(strip.labelHeight == 7 * 2 + 8)
        #expect(image.size == PixelSize(width: 3 * 40 + 2 * Filmstrip.gap, height: 22 + 30))
        #expect(image.size == strip.size)
    }

    @Test func framesAppearInOrderBelowTheirLabels() throws {
        let image = try Filmstrip(frames: Self.frames(3)).render()
        for index in 0..<3 {
            #expect(image.color(x: index * 48 + 20, y: 22 + 15) == ImageFixture.gray(UInt8(index * 50)))
        }
        #expect((0..<22).contains { y in (0..<40).contains { image.color(x: $0, y: y) == Filmstrip.labelColor } })
    }

    /// 3 frames of 40 pixels with 8-pixel gaps need 136 pixels unscaled.
    @Test(
        arguments: [
            (nil, 1, 136),
            (136, 1, 136),
            (135, 2, 76),
            (76, 2, 76),
            (60, 3, 3 * 14 + 16),
            (1, 40, 3 * 1 + 16),
        ] as [(Int?, Int, Int)])
    func widthOverTheLimitShrinksByAWholeFactor(limit: Int?, factor: Int, width: Int) throws {
        let strip = Filmstrip(frames: Self.frames(3), maxWidth: limit)
        #expect(strip.scaleFactor == factor)
        #expect(try strip.render().width == width)
    }

    @Test func longNamesFallBackToTheSmallerFont() {
        let strip = Filmstrip(frames: [
            Filmstrip.Frame(name: "KEYBOARD-SHOWN-0.25", image: RGBAImage(width: 60, height: 10, fill: .white))
        ])
        #expect(strip.labelScale == 1)
        #expect(strip.labelHeight == 7 + 8)
    }

    @Test func framesOfDifferentSizesAreRejected() {
        let frames =
            Self.frames(2) + [Filmstrip.Frame(name: "odd", image: RGBAImage(width: 41, height: 30, fill: .white))]
        #expect(
            throws: LabError("filmstrip: frame odd is 41×30 px; expected 40×30 px, the first frame's size")
        ) {
            try Filmstrip(frames: frames).render()
        }
    }

    @Test func emptyStripIsRejected() {
        #expect(throws: LabError("filmstrip: no frames; expected one or more")) { try Filmstrip(frames: []).render() }
    }
}
