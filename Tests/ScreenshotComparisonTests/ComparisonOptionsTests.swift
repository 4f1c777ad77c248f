import ScreenshotComparison
import Testing

@Suite("ComparisonOptions")
struct ComparisonOptionsTests {
    @Test func defaultsAreExact() {
        let options = ComparisonOptions()
        #expect(options.tolerance == 0)
        #expect(options.ignoresAntialiasing == false)
        #expect(options.maxDiffPixels == 0)
        #expect(options == .exact)
    }

    @Test(
        arguments: [
            (0.0, nil, false),
            (0.1, nil, true),
            (0.1, false, false),
            (0.0, true, true),
        ] as [(Double, Bool?, Bool)])
    func antialiasingDefaultsOnWithTolerance(tolerance: Double, requested: Bool?, expected: Bool) {
        #expect(ComparisonOptions(tolerance: tolerance, ignoresAntialiasing: requested).ignoresAntialiasing == expected)
    }

    @Test(arguments: [
        (1.5, 7, 1.0, 7),
        (-0.2, -3, 0.0, 0),
        (Double.nan, 2, 0.0, 2),
        (0.25, 10, 0.25, 10),
    ])
    func outOfRangeValuesAreClamped(tolerance: Double, budget: Int, clampedTolerance: Double, clampedBudget: Int) {
        let options = ComparisonOptions(tolerance: tolerance, maxDiffPixels: budget)
        #expect(options.tolerance == clampedTolerance)
        #expect(options.maxDiffPixels == clampedBudget)
    }

    @Test(arguments: [
        (ComparisonOptions(), "tolerance 0, max 0 pixels"),
        (ComparisonOptions(maxDiffPixels: 1), "tolerance 0, max 1 pixel"),
        (
            ComparisonOptions(tolerance: 0.1, maxDiffPixels: 1234),
            "tolerance 0.1 (anti-aliasing ignored), max 1,234 pixels"
        ),
        (
            ComparisonOptions(tolerance: 0.05, ignoresAntialiasing: false),
            "tolerance 0.05 (anti-aliasing counted), max 0 pixels"
        ),
        (ComparisonOptions(tolerance: 1), "tolerance 1 (anti-aliasing ignored), max 0 pixels"),
    ])
    func descriptionStatesTheEffectiveThresholds(options: ComparisonOptions, text: String) {
        #expect(options.description == text)
    }

    @Test func maxColorDeltaFollowsPixelmatch() {
        #expect(ComparisonOptions(tolerance: 1).maxColorDelta == 35215)
        #expect(abs(ComparisonOptions(tolerance: 0.1).maxColorDelta - 352.15) < 1e-9)
    }
}
