import LabImages

/// The outcome of comparing an actual screenshot with its golden.
///
/// ```swift
/// let comparison = ImageComparator(options: .exact).compare(expected: golden, actual: capture)
/// if !comparison.passed {
///     print(comparison.summary)
///     // "1,234 pixels differ (0.37 %) in 2 regions: [12 40 100 30], [0 800 393 52]; tolerance 0, max 0 pixels"
/// }
/// ```
public struct ImageComparison: Equatable, Sendable {
    /// How the two images relate.
    public enum Status: Equatable, Hashable, Sendable {
        /// Byte for byte the same.
        case identical
        /// Different bytes, but no more differing pixels than the budget allows.
        case withinBudget
        /// More differing pixels than the budget allows.
        case differs
        /// The images are not the same size; they were not compared pixel by pixel.
        case sizeDiffers
    }

    /// How the two images relate.
    public var status: Status
    /// The thresholds the comparison used.
    public var options: ComparisonOptions
    /// The golden's size.
    public var expectedSize: PixelSize
    /// The capture's size.
    public var actualSize: PixelSize
    /// Pixels over the tolerance and not excused as anti-aliasing. When the sizes differ,
    /// this counts the overlap's differences plus every pixel outside the overlap.
    public var differingPixelCount: Int
    /// Pixels over the tolerance that were excused as anti-aliasing.
    public var antialiasedPixelCount: Int
    /// The pixels examined: the area of the images (of their union when the sizes differ).
    public var comparedPixelCount: Int
    /// The changed regions, largest first, at most ``ImageComparator/maxListedRegions`` of them.
    public var regions: [PixelRegion]
    /// How many changed regions there are in all, listed or not.
    public var regionCount: Int
    /// pixelmatch-style diff: unchanged pixels a faded grey of the expected, differing pixels
    /// red, excused anti-aliasing yellow. Covers the union of both sizes when they differ.
    /// Nil when the images are identical. Masked boxes are hatched with ``ImageComparator/maskColor``.
    public var diffImage: RGBAImage?
    /// The boxes left out of the comparison, clipped to the images.
    public var masks: [PixelMask]
    /// Pixels over the tolerance (anti-aliased or not) that lay in a mask and were therefore not counted.
    public var maskedPixelCount: Int

    /// Creates a result from its parts; ``ImageComparator`` is the usual source.
    public init(
        status: Status, options: ComparisonOptions, expectedSize: PixelSize, actualSize: PixelSize,
        differingPixelCount: Int = 0, antialiasedPixelCount: Int = 0, comparedPixelCount: Int = 0,
        regions: [PixelRegion] = [], regionCount: Int = 0, diffImage: RGBAImage? = nil, masks: [PixelMask] = [],
        maskedPixelCount: Int = 0
    ) {
        self.status = status
        self.options = options
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.differingPixelCount = differingPixelCount
        self.antialiasedPixelCount = antialiasedPixelCount
        self.comparedPixelCount = comparedPixelCount
        self.regions = regions
        self.regionCount = regionCount
        self.diffImage = diffImage
        self.masks = masks
        self.maskedPixelCount = maskedPixelCount
    }

    /// Whether the capture matches its golden under the options.
    public var passed: Bool { status == .identical || status == .withinBudget }

    /// Differing pixels as a fraction (0...1) of the compared pixels.
    public var differingFraction: Double {
        comparedPixelCount == 0 ? 0 : Double(differingPixelCount) / Double(comparedPixelCount)
    }

    /// One line for the terminal, e.g.
    /// `"3 pixels differ (0.01 %) in 1 region: [10 20 3 1]; tolerance 0, max 0 pixels"`.
    public var summary: String {
        switch status {
        case .identical:
            return "identical (\(expectedSize)); \(options)"
        case .sizeDiffers:
            return "size differs: expected \(expectedSize), actual \(actualSize)"
        case .withinBudget where differingPixelCount == 0 && maskedPixelCount > 0:
            return "identical outside \(ReportFormat.count(masks.count, "mask")) "
                + "(\(ReportFormat.count(maskedPixelCount, "masked pixel")) ignored); \(options)"
        case .withinBudget, .differs:
            let verb = differingPixelCount == 1 ? "differs" : "differ"
            var text =
                "\(ReportFormat.count(differingPixelCount, "pixel")) \(verb) (\(ReportFormat.percent(differingFraction)))"
            if regionCount > 0 {
                text += " in \(ReportFormat.count(regionCount, "region")): "
                text += regions.map(\.description).joined(separator: ", ")
                if regionCount > regions.count {
                    text += " and \(ReportFormat.grouped(regionCount - regions.count)) more"
                }
            }
            if antialiasedPixelCount > 0 {
                text += "; \(ReportFormat.count(antialiasedPixelCount, "anti-aliased pixel")) ignored"
            }
            if maskedPixelCount > 0 {
                text += "; \(ReportFormat.count(maskedPixelCount, "masked pixel")) ignored"
            }
            return text + "; \(options)"
        }
    }
}
