import LabImages
import LabTestSupport
import ScreenshotComparison
import Testing

@Suite("ImageComparator")
struct ImageComparatorTests {
    static let base = ImageFixture.image(width: 16, height: 12) { x, y in
        Color(red: UInt8(x * 10), green: UInt8(y * 10), blue: 200)
    }

    @Test func identicalImagesPassWithNoDifferences() {
        let comparison = ImageComparator().compare(expected: Self.base, actual: Self.base)
        #expect(comparison.status == .identical)
        #expect(comparison.passed)
        #expect(comparison.differingPixelCount == 0)
        #expect(comparison.regions.isEmpty)
        #expect(comparison.diffImage == nil)
        #expect(comparison.summary == "identical (16×12); tolerance 0, max 0 pixels")
    }

    @Test func oneChangedPixelFailsExactWithABoxAtThatPixel() throws {
        let actual = Fixture.changing(Self.base, at: [(7, 5)], to: Color(red: 71, green: 50, blue: 200))
        let comparison = ImageComparator().compare(expected: Self.base, actual: actual)
        #expect(comparison.status == .differs)
        #expect(!comparison.passed)
        #expect(comparison.differingPixelCount == 1)
        #expect(comparison.regions == [PixelRegion(x: 7, y: 5, width: 1, height: 1, differingPixelCount: 1)])
        #expect(comparison.regionCount == 1)
        #expect(comparison.summary == "1 pixel differs (0.52 %) in 1 region: [7 5 1 1]; tolerance 0, max 0 pixels")

        let diff = try #require(comparison.diffImage)
        #expect(diff.size == Self.base.size)
        #expect(diff.color(x: 7, y: 5) == ImageComparator.differenceColor)
        let unchanged = diff.color(x: 0, y: 0)
        #expect(unchanged.red == unchanged.green && unchanged.green == unchanged.blue)
        #expect(unchanged.red > 200, "unchanged pixels are a faded grey")
    }

    @Test func oneChangedPixelPassesWithABudgetOfOne() {
        let actual = Fixture.changing(Self.base, at: [(7, 5)], to: .black)
        let comparison = ImageComparator(options: ComparisonOptions(maxDiffPixels: 1))
            .compare(expected: Self.base, actual: actual)
        #expect(comparison.status == .withinBudget)
        #expect(comparison.passed)
        #expect(comparison.differingPixelCount == 1)
    }

    @Test func twoChangedPixelsExceedABudgetOfOne() {
        let actual = Fixture.changing(Self.base, at: [(7, 5), (8, 5)], to: .black)
        let comparison = ImageComparator(options: ComparisonOptions(maxDiffPixels: 1))
            .compare(expected: Self.base, actual: actual)
        #expect(comparison.status == .differs)
    }

    /// A grey square whose centre pixel brightens by `change` levels.
    @Test(arguments: [
        (0.0, 3, false),
        (0.1, 3, true),
        (0.1, 15, true),
        (0.1, 60, false),
        (0.5, 60, true),
    ])
    func smallColourChangesPassWithinTheTolerance(tolerance: Double, change: Int, passes: Bool) {
        let expected = RGBAImage(width: 9, height: 9, fill: ImageFixture.gray(150))
        let actual = Fixture.changing(expected, at: [(4, 4)], to: ImageFixture.gray(UInt8(150 + change)))
        let comparison = ImageComparator(options: ComparisonOptions(tolerance: tolerance))
            .compare(expected: expected, actual: actual)
        #expect(comparison.passed == passes)
        #expect(comparison.differingPixelCount == (passes ? 0 : 1))
    }

    @Test func translucentPixelsAreComparedBlendedOnWhite() {
        // Fully transparent pixels look white whatever their colour bytes: equal within a tolerance,
        // but still different bytes for the exact comparison.
        let expected = RGBAImage(width: 4, height: 4, fill: Color(red: 0, green: 0, blue: 0, alpha: 0))
        let actual = RGBAImage(width: 4, height: 4, fill: Color(red: 255, green: 0, blue: 0, alpha: 0))
        let tolerant = ImageComparator(options: ComparisonOptions(tolerance: 0.01)).compare(
            expected: expected, actual: actual)
        #expect(tolerant.differingPixelCount == 0)
        let exact = ImageComparator().compare(expected: expected, actual: actual)
        #expect(exact.differingPixelCount == 16)
    }

    /// Black on the left, white on the right, a grey anti-aliasing column (x = 4) between them.
    static let edge = ImageFixture.image(width: 10, height: 9) { x, _ in
        x < 4 ? .black : x == 4 ? ImageFixture.gray(128) : .white
    }

    @Test(arguments: [
        (false, 1, 0),
        (true, 0, 1),
    ])
    func antialiasedEdgePixelIsExcusedOnlyWhenIgnoringAntialiasing(ignores: Bool, differing: Int, excused: Int) throws {
        let actual = Fixture.changing(Self.edge, at: [(4, 4)], to: ImageFixture.gray(100))
        let options = ComparisonOptions(tolerance: 0.05, ignoresAntialiasing: ignores)
        let comparison = ImageComparator(options: options).compare(expected: Self.edge, actual: actual)
        #expect(comparison.differingPixelCount == differing)
        #expect(comparison.antialiasedPixelCount == excused)
        #expect(comparison.passed == ignores)
        let diff = try #require(comparison.diffImage)
        #expect(
            diff.color(x: 4, y: 4) == (ignores ? ImageComparator.antialiasingColor : ImageComparator.differenceColor))
    }

    @Test func antialiasingIsExcusedAtToleranceZeroWhenAskedFor() {
        let actual = Fixture.changing(Self.edge, at: [(4, 4)], to: ImageFixture.gray(100))
        let comparison = ImageComparator(options: ComparisonOptions(ignoresAntialiasing: true))
            .compare(expected: Self.edge, actual: actual)
        #expect(comparison.passed)
        #expect(comparison.summary.contains("1 anti-aliased pixel ignored"))
    }

    @Test func changeInAFlatAreaIsNotMistakenForAntialiasing() {
        let actual = Fixture.changing(Self.edge, at: [(8, 4)], to: ImageFixture.gray(200))
        let comparison = ImageComparator(options: ComparisonOptions(tolerance: 0.05))
            .compare(expected: Self.edge, actual: actual)
        #expect(comparison.differingPixelCount == 1)
        #expect(comparison.antialiasedPixelCount == 0)
        #expect(!comparison.passed)
    }

    @Test func sizeMismatchIsReportedOnItsOwn() throws {
        let expected = RGBAImage(width: 4, height: 3, fill: .white)
        let actual = RGBAImage(width: 5, height: 2, fill: .white)
        let comparison = ImageComparator(options: ComparisonOptions(tolerance: 1, maxDiffPixels: 100))
            .compare(expected: expected, actual: actual)
        #expect(comparison.status == .sizeDiffers)
        #expect(!comparison.passed, "a size mismatch fails whatever the budget")
        #expect(comparison.summary == "size differs: expected 4×3, actual 5×2")
        let diff = try #require(comparison.diffImage)
        #expect(diff.size == PixelSize(width: 5, height: 3))
        #expect(diff.color(x: 4, y: 0) == ImageComparator.differenceColor, "outside the expected image")
        #expect(diff.color(x: 0, y: 2) == ImageComparator.differenceColor, "outside the actual image")
        #expect(diff.color(x: 0, y: 0) != ImageComparator.differenceColor, "the overlap is equal")
        #expect(comparison.differingPixelCount == 15 - 8)
    }

    @Test func briefSizeMismatchWording() {
        let comparison = ImageComparison(
            status: .sizeDiffers, options: .exact, expectedSize: PixelSize(width: 393, height: 852),
            actualSize: PixelSize(width: 430, height: 932))
        #expect(comparison.summary == "size differs: expected 393×852, actual 430×932")
    }

    @Test func twoSeparateBlobsGiveTwoRegionsLargestFirst() {
        let canvas = RGBAImage(width: 30, height: 20, fill: .white)
        let actual = Fixture.changing(
            canvas, at: Fixture.box(x: 2, y: 2, width: 3, height: 3) + Fixture.box(x: 20, y: 15, width: 2, height: 2),
            to: .black)
        let comparison = ImageComparator().compare(expected: canvas, actual: actual)
        #expect(
            comparison.regions == [
                PixelRegion(x: 2, y: 2, width: 3, height: 3, differingPixelCount: 9),
                PixelRegion(x: 20, y: 15, width: 2, height: 2, differingPixelCount: 4),
            ])
        #expect(comparison.regionCount == 2)
        #expect(
            comparison.summary
                == "13 pixels differ (2.17 %) in 2 regions: [2 2 3 3], [20 15 2 2]; tolerance 0, max 0 pixels")
    }

    /// Two changed pixels on one row with `between` unchanged pixels between them.
    @Test(arguments: [(0, 1), (2, 1), (3, 1), (4, 2), (10, 2)])
    func changesAFewPixelsApartShareARegion(between: Int, regions: Int) {
        let canvas = RGBAImage(width: 20, height: 5, fill: .white)
        let actual = Fixture.changing(canvas, at: [(2, 2), (3 + between, 2)], to: .black)
        let comparison = ImageComparator(regionGap: 3).compare(expected: canvas, actual: actual)
        #expect(comparison.regionCount == regions)
    }

    @Test func regionsInsideOrNextToAnotherRegionsBoxMerge() {
        // An L of changes, and one changed pixel inside the L's box but far from its pixels.
        let canvas = RGBAImage(width: 40, height: 40, fill: .white)
        let points =
            Fixture.box(x: 0, y: 0, width: 20, height: 1) + Fixture.box(x: 0, y: 1, width: 1, height: 19) + [(10, 10)]
        let actual = Fixture.changing(canvas, at: points, to: .black)
        let comparison = ImageComparator(regionGap: 3).compare(expected: canvas, actual: actual)
        #expect(comparison.regions == [PixelRegion(x: 0, y: 0, width: 20, height: 20, differingPixelCount: 40)])
    }

    @Test func listedRegionsAreCappedButAllCounted() {
        let canvas = RGBAImage(width: 50, height: 50, fill: .white)
        let points = (0..<25).map { (($0 % 5) * 10, ($0 / 5) * 10) }
        let actual = Fixture.changing(canvas, at: points, to: .black)
        let comparison = ImageComparator(maxListedRegions: 20).compare(expected: canvas, actual: actual)
        #expect(comparison.regions.count == 20)
        #expect(comparison.regionCount == 25)
        #expect(comparison.summary.contains("in 25 regions: [0 0 1 1], [10 0 1 1],"))
        #expect(comparison.summary.contains("[40 30 1 1] and 5 more; tolerance 0"))
    }

    @Test func largeCountsAreGroupedInTheSummary() {
        let expected = RGBAImage(width: 50, height: 50, fill: .white)
        let actual = RGBAImage(width: 50, height: 50, fill: .black)
        let comparison = ImageComparator().compare(expected: expected, actual: actual)
        #expect(
            comparison.summary == "2,500 pixels differ (100.00 %) in 1 region: [0 0 50 50]; tolerance 0, max 0 pixels")
    }
}
