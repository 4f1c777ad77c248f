/// How strictly an actual screenshot must match its golden.
///
/// The defaults are an exact match: every byte of every pixel must agree.
///
/// ```swift
/// let exact = ComparisonOptions()
/// exact.description  // "tolerance 0, max 0 pixels"
///
/// let lenient = ComparisonOptions(tolerance: 0.1, maxDiffPixels: 25)
/// lenient.ignoresAntialiasing  // true: on by default once there is a tolerance
/// lenient.description  // "tolerance 0.1 (anti-aliasing ignored), max 25 pixels"
/// ```
public struct ComparisonOptions: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The values `tolerance` may take.
    public static let toleranceRange: ClosedRange<Double> = 0...1

    /// The per-pixel colour threshold, 0...1, in the manner of pixelmatch's `threshold`.
    ///
    /// A pixel differs when its squared YIQ colour distance (alpha blended on white) exceeds
    /// `35215 × tolerance²`, 35215 being the largest possible distance.
    /// At 0 the comparison is byte-exact: any change to a pixel's bytes counts.
    public var tolerance: Double
    /// Whether pixels that pixelmatch classifies as anti-aliasing are left out of the count.
    public var ignoresAntialiasing: Bool
    /// How many differing pixels still pass: the budget.
    public var maxDiffPixels: Int
    /// The perceptual precision, 0 < P ≤ 1, as swift-snapshot-testing's `perceptualPrecision`, or nil for none.
    ///
    /// When set, it replaces ``tolerance``: a pixel matches when its CIE ΔE*94 difference from the golden's
    /// pixel is at most `(1 − P) × 100` (``maxDeltaE``). 1 requires the same colour; 0.98 allows ΔE94 2, about
    /// what the eye notices side by side.
    public var perceptualPrecision: Double?

    /// Creates options; out-of-range values are clamped.
    ///
    /// - Parameters:
    ///   - tolerance: Per-pixel colour threshold, clamped into 0...1 (NaN becomes 0).
    ///   - ignoresAntialiasing: Defaults to `tolerance > 0`.
    ///   - maxDiffPixels: Budget of differing pixels, at least 0.
    ///   - perceptualPrecision: Perceptual precision, clamped into 0...1 (NaN means none).
    public init(
        tolerance: Double = 0, ignoresAntialiasing: Bool? = nil, maxDiffPixels: Int = 0,
        perceptualPrecision: Double? = nil
    ) {
        let clamped = tolerance.isNaN ? 0 : min(max(tolerance, Self.toleranceRange.lowerBound), 1)
        self.tolerance = clamped
        self.ignoresAntialiasing = ignoresAntialiasing ?? (clamped > 0)
        self.maxDiffPixels = max(0, maxDiffPixels)
        self.perceptualPrecision = perceptualPrecision.flatMap { $0.isNaN ? nil : min(max($0, 0), 1) }
    }

    /// The largest CIE ΔE*94 that still counts as the same colour under ``perceptualPrecision``; nil without it.
    public var maxDeltaE: Double? { perceptualPrecision.map { (1 - $0) * 100 } }

    /// Byte-exact comparison with no budget: the default of `keyboard-lab check`.
    public static let exact = ComparisonOptions()

    /// The largest squared YIQ distance that still counts as the same colour.
    public var maxColorDelta: Double { PixelMatch.maxYIQDelta * tolerance * tolerance }

    /// The effective thresholds on one line, e.g. `"tolerance 0.1 (anti-aliasing ignored), max 25 pixels"`.
    public var description: String {
        var text = "tolerance \(ReportFormat.decimal(tolerance))"
        if let perceptualPrecision, let maxDeltaE {
            let deltaE = ReportFormat.decimal((maxDeltaE * 1e9).rounded() / 1e9)
            text = "perceptual \(ReportFormat.decimal(perceptualPrecision)) (ΔE94 ≤ \(deltaE))"
        }
        if ignoresAntialiasing {
            text += " (anti-aliasing ignored)"
        } else if tolerance > 0 && perceptualPrecision == nil {
            text += " (anti-aliasing counted)"
        }
        return text + ", max " + ReportFormat.count(maxDiffPixels, "pixel")
    }
}
