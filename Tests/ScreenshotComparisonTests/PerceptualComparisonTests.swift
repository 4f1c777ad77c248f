import LabImages
import LabTestSupport
import ScreenshotComparison
import Testing

@Suite("Perceptual comparison (CIE ΔE94)")
struct PerceptualComparisonTests {
    /// sRGB primaries in L*a*b* (D65), as published (Bruce Lindbloom's calculator, sRGB, D65).
    @Test(
        arguments: [
            (Color(red: 255, green: 0, blue: 0), 53.2408, 80.0925, 67.2032),
            (Color(red: 0, green: 255, blue: 0), 87.7347, -86.1827, 83.1793),
            (Color(red: 0, green: 0, blue: 255), 32.2970, 79.1875, -107.8602),
            (Color.white, 100, 0, 0),
            (Color.black, 0, 0, 0),
            (Color(red: 119, green: 119, blue: 119), 50.0344, 0, 0),
        ] as [(Color, Double, Double, Double)])
    func srgbToLabMatchesReferenceValues(pixel: Color, lightness: Double, a: Double, b: Double) {
        let lab = LabColor(pixel)
        #expect(abs(lab.lightness - lightness) < 0.001, "\(lab)")
        #expect(abs(lab.a - a) < 0.001, "\(lab)")
        #expect(abs(lab.b - b) < 0.001, "\(lab)")
    }

    /// python-colormath's CIE94 accuracy cases, and differences along one axis worked out by hand.
    @Test(
        arguments: [
            (
                LabColor(lightness: 0.9, a: 16.3, b: -2.22), LabColor(lightness: 0.7, a: 14.2, b: -1.80), 1.0, 0.045,
                0.015, 1.2493
            ),
            (
                LabColor(lightness: 0.9, a: 16.3, b: -2.22), LabColor(lightness: 0.7, a: 14.2, b: -1.80), 2.0, 0.048,
                0.014, 1.2038
            ),
            (LabColor(lightness: 50, a: 0, b: 0), LabColor(lightness: 40, a: 0, b: 0), 1.0, 0.045, 0.015, 10),
            (LabColor(lightness: 50, a: 10, b: 0), LabColor(lightness: 50, a: 0, b: 0), 1.0, 0.045, 0.015, 10 / 1.45),
            (LabColor(lightness: 50, a: 0, b: 0), LabColor(lightness: 50, a: 10, b: 0), 1.0, 0.045, 0.015, 10),
            (LabColor(lightness: 50, a: 10, b: 0), LabColor(lightness: 50, a: 0, b: 10), 1.0, 0.045, 0.015, 12.2977),
            (LabColor(lightness: 0.9, a: 1, b: 1), LabColor(lightness: 0.7, a: 0, b: 0), 1.0, 0.045, 0.015, 1.3446),
        ] as [(LabColor, LabColor, Double, Double, Double, Double)])
    func deltaE94MatchesReferenceValues(
        reference: LabColor, sample: LabColor, kL: Double, k1: Double, k2: Double, expected: Double
    ) {
        let delta = reference.deltaE94(to: sample, kL: kL, k1: k1, k2: k2)
        #expect(abs(delta - expected) < 0.0005, "\(delta)")
    }

    @Test(arguments: [(0.98, 2.0), (1.0, 0.0), (0.5, 50.0)])
    func precisionSetsTheLargestDeltaE(precision: Double, maxDeltaE: Double) throws {
        let limit = try #require(ComparisonOptions(perceptualPrecision: precision).maxDeltaE)
        #expect(abs(limit - maxDeltaE) < 1e-9)
    }

    @Test func theThresholdsSayPerceptual() {
        #expect(ComparisonOptions(perceptualPrecision: 0.98).description == "perceptual 0.98 (ΔE94 ≤ 2), max 0 pixels")
        #expect(
            ComparisonOptions(maxDiffPixels: 3, perceptualPrecision: 0.995).description
                == "perceptual 0.995 (ΔE94 ≤ 0.5), max 3 pixels")
    }

    /// The keyboard's grey, and the same grey darkened by `step` on every channel.
    static let keyboard = Color(red: 0xD1, green: 0xD3, blue: 0xD9)
    static func darker(_ step: UInt8) -> Color {
        Color(red: keyboard.red - step, green: keyboard.green - step, blue: keyboard.blue - step)
    }
    static let golden = ImageFixture.image(width: 24, height: 16) { x, _ in x < 12 ? .white : keyboard }

    /// Darkening the grey by 5 gives ΔE94 1.79 (under 2), by 6 gives 2.15 (over 2).
    @Test(arguments: [(UInt8(5), true), (UInt8(6), false)])
    func aColourShiftJustUnderTheLimitPassesAndJustOverFails(step: UInt8, passes: Bool) {
        let delta = LabColor(Self.keyboard).deltaE94(to: LabColor(Self.darker(step)))
        #expect(passes ? (1.7...2).contains(delta) : (2...2.2).contains(delta), "\(delta)")
        let actual = Fixture.changing(
            Self.golden, at: Fixture.box(x: 12, y: 0, width: 12, height: 16), to: Self.darker(step))
        let comparison = ImageComparator(options: ComparisonOptions(perceptualPrecision: 0.98))
            .compare(expected: Self.golden, actual: actual)
        #expect(comparison.passed == passes, "\(comparison.summary)")
        #expect(comparison.differingPixelCount == (passes ? 0 : 12 * 16))
        #expect(comparison.status == (passes ? .withinBudget : .differs))
    }

    @Test func precisionOneStillRejectsAOneUnitChange() {
        let actual = Fixture.changing(Self.golden, at: [(20, 4)], to: Self.darker(1))
        let strict = ImageComparator(options: ComparisonOptions(perceptualPrecision: 1))
        #expect(!strict.compare(expected: Self.golden, actual: actual).passed)
        let eye = ImageComparator(options: ComparisonOptions(perceptualPrecision: 0.99))
        #expect(eye.compare(expected: Self.golden, actual: actual).passed)
    }

    @Test(arguments: [(5, false), (6, true)])
    func perceptualCombinesWithTheBudget(budget: Int, passes: Bool) {
        let actual = Fixture.changing(
            Self.golden, at: Fixture.box(x: 14, y: 2, width: 3, height: 2), to: Self.darker(9))
        let comparator = ImageComparator(options: ComparisonOptions(maxDiffPixels: budget, perceptualPrecision: 0.98))
        let comparison = comparator.compare(expected: Self.golden, actual: actual)
        #expect(comparison.differingPixelCount == 6)
        #expect(comparison.passed == passes)
    }

    /// A grouped-form screen: background, a white row with a hairline separator and dark label strokes.
    static func screen(fieldY: Int) -> RGBAImage {
        var image = RGBAImage(width: 120, height: 80, fill: Color(red: 242, green: 242, blue: 247))
        image.fill(.white, x: 8, y: fieldY, width: 104, height: 44)
        image.fill(Color(red: 198, green: 198, blue: 200), x: 24, y: fieldY + 43, width: 88, height: 1)
        for stroke in stride(from: 24, to: 60, by: 3) {
            image.fill(Color(red: 28, green: 28, blue: 30), x: stroke, y: fieldY + 16, width: 1, height: 12)
        }
        image.fill(Color(red: 199, green: 199, blue: 204), x: 66, y: fieldY + 18, width: 30, height: 8)
        return image
    }

    @Test func aFieldMovedByOnePointFailsAtPrecision098() throws {
        let comparison = ImageComparator(options: ComparisonOptions(perceptualPrecision: 0.98))
            .compare(expected: Self.screen(fieldY: 10), actual: Self.screen(fieldY: 11))
        #expect(!comparison.passed)
        #expect(comparison.differingPixelCount > 100, "\(comparison.summary)")
        let region = try #require(comparison.regions.first)
        #expect(region.y >= 10 && region.maxY <= 55 && region.x >= 8 && region.maxX <= 112, "\(region)")
        #expect(comparison.summary.hasSuffix("; perceptual 0.98 (ΔE94 ≤ 2), max 0 pixels"))
        // Even a loose 0.9 (ΔE 10) sees it: the label strokes, dark on white, move.
        let loose = ImageComparator(options: ComparisonOptions(perceptualPrecision: 0.9))
        #expect(!loose.compare(expected: Self.screen(fieldY: 10), actual: Self.screen(fieldY: 11)).passed)
    }
}
