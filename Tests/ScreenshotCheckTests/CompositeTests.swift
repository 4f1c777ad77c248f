import LabImages
import LabTestSupport
import ScreenshotCheck
import ScreenshotComparison
import Testing

@Suite("Composite")
struct CompositeTests {
    static let expected = RGBAImage(width: 40, height: 30, fill: Color(red: 0, green: 0, blue: 255))
    static let actual = RGBAImage(width: 40, height: 30, fill: Color(red: 0, green: 255, blue: 0))

    /// Whether any pixel of `image` in the rectangle has `color`.
    static func contains(_ image: RGBAImage, _ color: Color, x: Range<Int>, y: Range<Int>) -> Bool {
        y.contains { row in x.contains { image.color(x: $0, y: row) == color } }
    }

    @Test func sizeIsThreePanelsTwoGapsAndTheHeader() {
        let comparison = ImageComparator().compare(expected: Self.expected, actual: Self.actual)
        let image = Composite(expected: Self.expected, actual: Self.actual, comparison: comparison).render()
        #expect(image.size == PixelSize(width: 3 * 40 + 2 * Composite.gap, height: Composite.headerHeight + 30))
        #expect(image.size == PixelSize(width: 136, height: 54))
    }

    @Test func panelsAreExpectedDiffActualLeftToRight() {
        let comparison = ImageComparator().compare(expected: Self.expected, actual: Self.actual)
        let image = Composite(expected: Self.expected, actual: Self.actual, comparison: comparison).render()
        let top = Composite.headerHeight
        #expect(image.color(x: 0, y: top) == Self.expected.color(x: 0, y: 0))
        #expect(image.color(x: 48, y: top) == ImageComparator.differenceColor)
        #expect(image.color(x: 96, y: top + 29) == Self.actual.color(x: 0, y: 0))
        #expect(image.color(x: 40, y: top) == Composite.backgroundColor, "gap between panels")
    }

    @Test(arguments: [0, 1, 2])
    func eachPanelIsLabelledInTheHeader(panel: Int) {
        let image = Composite(expected: Self.expected, diff: Self.expected, actual: Self.actual).render()
        let left = panel * (40 + Composite.gap)
        #expect(Self.contains(image, Composite.labelColor, x: left..<(left + 40), y: 0..<Composite.headerHeight))
        #expect(
            !Self.contains(image, Composite.labelColor, x: 0..<image.width, y: Composite.headerHeight..<image.height))
    }

    @Test func labelsNameThePanels() {
        #expect(
            Composite(expected: Self.expected, diff: Self.expected, actual: Self.actual).labels == [
                "EXPECTED", "DIFF", "ACTUAL",
            ])
    }

    @Test func sizeMismatchedPairsArePaddedToTheLarger() {
        let small = RGBAImage(width: 20, height: 10, fill: .black)
        let comparison = ImageComparator().compare(expected: small, actual: Self.actual)
        let composite = Composite(expected: small, actual: Self.actual, comparison: comparison)
        #expect(composite.labels == ["EXPECTED 20×10", "DIFF", "ACTUAL 40×30"])
        let image = composite.render()
        #expect(image.size == PixelSize(width: 136, height: Composite.headerHeight + 30))
        let top = Composite.headerHeight
        #expect(image.color(x: 0, y: top) == .black)
        let padding = image.color(x: 30, y: top + 20)
        #expect(padding != .black && padding != Composite.backgroundColor, "padding is a checkerboard")
    }

    @Test func identicalImagesGetAFadedDiffPanel() {
        let comparison = ImageComparator().compare(expected: Self.expected, actual: Self.expected)
        let image = Composite(expected: Self.expected, actual: Self.expected, comparison: comparison).render()
        let faded = image.color(x: 48, y: Composite.headerHeight)
        #expect(faded.red == faded.blue && faded.red > 200)
    }

    @Test func aMaskIsHatchedOnEveryPanel() {
        let base = ImageFixture.image(width: 32, height: 24) { x, y in
            Color(red: UInt8(x * 6), green: UInt8(y * 8), blue: 120)
        }
        // A 4 × 3 box painted black (a clock that changed), inside the mask.
        let clock = ImageFixture.image(width: 32, height: 24) { x, y in
            (4..<8).contains(x) && (2..<5).contains(y) ? .black : base.color(x: x, y: y)
        }
        let mask = PixelMask(x: 2, y: 1, width: 10, height: 6)
        let comparison = ImageComparator().compare(expected: base, actual: clock, excluding: [mask])
        let image = Composite(expected: base, actual: clock, comparison: comparison).render()
        // (2, 6) is on a stripe: (2 + 6) mod 8 = 0.
        for panel in 0..<3 {
            let left = panel * (base.width + Composite.gap)
            #expect(image.color(x: left + 2, y: Composite.headerHeight + 6) == ImageComparator.maskColor)
            #expect(image.color(x: left + 4, y: Composite.headerHeight + 6) != ImageComparator.maskColor)
        }
    }
}
