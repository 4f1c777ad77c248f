import LabImages
import LabTestSupport
import ScreenshotComparison
import Testing

@Suite("Masked comparison")
struct MaskedComparisonTests {
    static let base = ImageFixture.image(width: 32, height: 24) { x, y in
        Color(red: UInt8(x * 6), green: UInt8(y * 8), blue: 120)
    }
    /// A 4 × 3 box of the base image painted black: a "clock" that changed.
    static let changedBox = Fixture.box(x: 4, y: 2, width: 4, height: 3)
    static let clock = Fixture.changing(base, at: changedBox, to: .black)
    static let clockMask = PixelMask(x: 2, y: 1, width: 10, height: 6)

    /// Every comparison mode: exact, tolerance, perceptual, a budget.
    static let modes: [ComparisonOptions] = [
        .exact, ComparisonOptions(tolerance: 0.1), ComparisonOptions(perceptualPrecision: 0.98),
        ComparisonOptions(maxDiffPixels: 5),
    ]

    @Test(arguments: modes)
    func aDifferenceInsideAMaskPasses(options: ComparisonOptions) {
        let comparison = ImageComparator(options: options).compare(
            expected: Self.base, actual: Self.clock, excluding: [Self.clockMask])
        #expect(comparison.passed)
        #expect(comparison.differingPixelCount == 0)
        #expect(comparison.regions.isEmpty)
        #expect(comparison.maskedPixelCount == 12)
        #expect(comparison.masks == [Self.clockMask])
    }

    @Test(arguments: modes)
    func aDifferenceOutsideTheMaskStillFails(options: ComparisonOptions) {
        let elsewhere = Fixture.changing(Self.clock, at: Fixture.box(x: 20, y: 14, width: 3, height: 3), to: .white)
        let comparison = ImageComparator(options: options).compare(
            expected: Self.base, actual: elsewhere, excluding: [Self.clockMask])
        #expect(!comparison.passed)
        #expect(comparison.maskedPixelCount == 12)
        #expect(!comparison.regions.isEmpty)
        #expect(comparison.regions.allSatisfy { $0.x >= 19 && $0.maxX <= 24 && $0.y >= 13 && $0.maxY <= 18 })
    }

    @Test func withoutTheMaskTheSameChangeFails() {
        let comparison = ImageComparator().compare(expected: Self.base, actual: Self.clock)
        #expect(!comparison.passed)
        #expect(comparison.differingPixelCount == 12)
        #expect(comparison.maskedPixelCount == 0)
    }

    @Test func theSummarySaysWhatTheMasksHid() {
        let comparison = ImageComparator().compare(
            expected: Self.base, actual: Self.clock, excluding: [Self.clockMask])
        #expect(comparison.status == .withinBudget)
        #expect(comparison.maskedPixelCount == 12)
        #expect(comparison.summary == "identical outside 1 mask (12 masked pixels ignored); tolerance 0, max 0 pixels")
        let half = PixelMask(x: 0, y: 0, width: 6, height: 24)
        let partly = ImageComparator().compare(expected: Self.base, actual: Self.clock, excluding: [half])
        #expect(!partly.passed)
        #expect(partly.differingPixelCount == 6)
        #expect(
            partly.summary
                == "6 pixels differ (0.78 %) in 1 region: [6 2 2 3]; 6 masked pixels ignored; tolerance 0, max 0 pixels"
        )
    }

    @Test func masksAreClippedToTheImageAndOneOutsideIsDropped() {
        let masks = [PixelMask(x: -5, y: 20, width: 10, height: 10), PixelMask(x: 40, y: 0, width: 5, height: 5)]
        let comparison = ImageComparator().compare(expected: Self.base, actual: Self.base, excluding: masks)
        #expect(comparison.status == .identical)
        #expect(comparison.masks == [PixelMask(x: 0, y: 20, width: 5, height: 4)])
    }

    @Test func theDiffHatchesTheMaskWithDiagonalStripes() throws {
        let comparison = ImageComparator().compare(
            expected: Self.base, actual: Self.clock, excluding: [Self.clockMask])
        let diff = try #require(comparison.diffImage)
        var striped = 0
        for y in Self.clockMask.y..<Self.clockMask.maxY {
            for x in Self.clockMask.x..<Self.clockMask.maxX {
                let isStripe = (x + y) % 8 < 2
                #expect((diff.color(x: x, y: y) == ImageComparator.maskColor) == isStripe, "(\(x), \(y))")
                if isStripe { striped += 1 }
            }
        }
        #expect(striped > 0)
        #expect(diff.color(x: 0, y: 0) != ImageComparator.maskColor, "(0, 0) lies outside the mask")
        #expect(diff.color(x: 5, y: 3) != ImageComparator.differenceColor, "a masked change is not red")
    }
}
