import LabImages

/// Compares a captured screenshot with its golden the way pixelmatch does, with an exact
/// fast path, a budget of differing pixels and a list of the changed regions.
///
/// ```swift
/// let comparator = ImageComparator(options: ComparisonOptions(tolerance: 0.1, maxDiffPixels: 10))
/// let comparison = comparator.compare(expected: golden, actual: capture)
/// if !comparison.passed { print(comparison.summary) }
/// ```
public struct ImageComparator: Equatable, Hashable, Sendable {
    /// The thresholds.
    public var options: ComparisonOptions
    /// Differing pixels (and region boxes) at most this many pixels apart join one region.
    public var regionGap: Int
    /// At most this many regions are listed in the result; ``ImageComparison/regionCount`` has them all.
    public var maxListedRegions: Int

    /// Creates a comparator.
    ///
    /// - Parameters:
    ///   - options: The thresholds; exact by default.
    ///   - regionGap: How many unchanged pixels may separate two changes of one region.
    ///   - maxListedRegions: How many regions the result lists.
    public init(options: ComparisonOptions = .exact, regionGap: Int = 3, maxListedRegions: Int = 20) {
        self.options = options
        self.regionGap = max(0, regionGap)
        self.maxListedRegions = max(0, maxListedRegions)
    }

    /// The comparison of two byte-equal images of `size`, as ``compare(expected:actual:excluding:)`` gives it: for a
    /// caller that knows them equal without comparing their pixels (their digests are).
    public func identical(_ size: PixelSize, excluding masks: [PixelMask] = []) -> ImageComparison {
        ImageComparison(
            status: .identical, options: options, expectedSize: size, actualSize: size, comparedPixelCount: size.area,
            masks: masks.compactMap { $0.clipped(width: size.width, height: size.height) })
    }

    /// Compares `actual` with `expected`, leaving the pixels of `masks` out.
    ///
    /// Byte-equal images return ``ImageComparison/Status/identical`` at once. Images of
    /// different sizes return ``ImageComparison/Status/sizeDiffers``; their diff covers the union
    /// of both, with everything outside the overlap marked as differing. Otherwise every pixel
    /// whose colour distance exceeds the tolerance (the CIE ΔE*94 limit of a perceptual precision,
    /// when one is set) counts, unless anti-aliasing is ignored and pixelmatch's detector says the
    /// pixel is anti-aliasing in either image, or it lies in one of `masks`: those are counted apart
    /// (``ImageComparison/maskedPixelCount``) and hatched in the diff, whatever the options.
    ///
    /// - Parameter masks: Boxes to leave out, in pixels of the images; parts outside the images are ignored.
    /// - Complexity: O(width × height).
    public func compare(expected: RGBAImage, actual: RGBAImage, excluding masks: [PixelMask] = []) -> ImageComparison {
        let width = max(expected.width, actual.width)
        let height = max(expected.height, actual.height)
        if expected == actual { return identical(expected.size, excluding: masks) }
        let masks = masks.compactMap { $0.clipped(width: width, height: height) }
        let sizesMatch = expected.size == actual.size
        var outside: [Bool]? = nil
        var first = expected
        var second = actual
        if !sizesMatch {
            let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
            first = RGBAImage(width: width, height: height, fill: clear)
            first.paste(expected, atX: 0, y: 0)
            second = RGBAImage(width: width, height: height, fill: clear)
            second.paste(actual, atX: 0, y: 0)
            let overlapWidth = min(expected.width, actual.width)
            let overlapHeight = min(expected.height, actual.height)
            var mask = [Bool](repeating: false, count: width * height)
            for y in 0..<height {
                for x in 0..<width where x >= overlapWidth || y >= overlapHeight {
                    mask[y * width + x] = true
                }
            }
            outside = mask
        }

        var classes = classify(first, second, width: width, height: height, outside: outside)
        var maskedCount = 0
        for mask in masks {
            for y in mask.y..<mask.maxY {
                for index in (y * width + mask.x)..<(y * width + mask.maxX) where classes[index] != .same {
                    maskedCount += 1
                    classes[index] = .same
                }
            }
        }
        var differing = [Bool](repeating: false, count: classes.count)
        var differingCount = 0
        var antialiasedCount = 0
        var diff = RGBAImage(width: width, height: height, fill: .white)
        first.pixels.withUnsafeBufferPointer { expectedBytes in
            for index in classes.indices {
                let color: Color
                switch classes[index] {
                case .same:
                    let gray = PixelMatch.fadedGray(expectedBytes, index * 4)
                    color = Color(red: gray, green: gray, blue: gray)
                case .antialiased:
                    antialiasedCount += 1
                    color = Self.antialiasingColor
                case .differing:
                    differingCount += 1
                    differing[index] = true
                    color = Self.differenceColor
                }
                diff.setColor(color, x: index % width, y: index / width)
            }
        }
        for mask in masks { diff.hatch(mask, color: Self.maskColor) }
        let regions = RegionFinder.regions(in: differing, width: width, height: height, gap: regionGap)
        let status: ImageComparison.Status =
            !sizesMatch ? .sizeDiffers : differingCount <= options.maxDiffPixels ? .withinBudget : .differs
        return ImageComparison(
            status: status, options: options, expectedSize: expected.size, actualSize: actual.size,
            differingPixelCount: differingCount, antialiasedPixelCount: antialiasedCount,
            comparedPixelCount: width * height, regions: Array(regions.prefix(maxListedRegions)),
            regionCount: regions.count, diffImage: diff, masks: masks, maskedPixelCount: maskedCount)
    }

    /// The diff image's colour for a differing pixel (pixelmatch's `diffColor`).
    public static let differenceColor = Color(red: 255, green: 0, blue: 0)
    /// The diff image's colour for an excused anti-aliased pixel (pixelmatch's `aaColor`).
    public static let antialiasingColor = Color(red: 255, green: 255, blue: 0)
    /// The colour of the diagonal stripes over a masked box, in the diff and the composite.
    public static let maskColor = Color(red: 175, green: 82, blue: 222)

    /// The CIE ΔE*94 from pixel `k` of `expected` (the reference) to pixel `m` of `actual`.
    static func deltaE94(
        _ expected: UnsafeBufferPointer<UInt8>, _ k: Int, _ actual: UnsafeBufferPointer<UInt8>, _ m: Int
    ) -> Double {
        let reference = LabColor(
            Color(red: expected[k], green: expected[k + 1], blue: expected[k + 2], alpha: expected[k + 3]))
        let sample = LabColor(Color(red: actual[m], green: actual[m + 1], blue: actual[m + 2], alpha: actual[m + 3]))
        return reference.deltaE94(to: sample)
    }

    /// What one pixel turned out to be.
    enum PixelClass: Equatable {
        case same
        case antialiased
        case differing
    }

    /// Classifies every pixel of two same-sized images; pixels marked in `outside` differ outright.
    func classify(
        _ first: RGBAImage, _ second: RGBAImage, width: Int, height: Int, outside: [Bool]?
    ) -> [PixelClass] {
        let firstPacked = PixelMatch.packed(first.pixels)
        let secondPacked = PixelMatch.packed(second.pixels)
        let exact = options.tolerance == 0
        let maxDelta = options.maxColorDelta
        let maxDeltaE = options.maxDeltaE
        var classes = [PixelClass](repeating: .same, count: width * height)
        first.pixels.withUnsafeBufferPointer { a in
            second.pixels.withUnsafeBufferPointer { b in
                firstPacked.withUnsafeBufferPointer { aPacked in
                    secondPacked.withUnsafeBufferPointer { bPacked in
                        for y in 0..<height {
                            for x in 0..<width {
                                let index = y * width + x
                                if let outside, outside[index] {
                                    classes[index] = .differing
                                    continue
                                }
                                if aPacked[index] == bPacked[index] { continue }
                                // CIE ΔE94 when perceptual, else byte-exact at tolerance 0, else pixelmatch's YIQ.
                                if let maxDeltaE {
                                    if Self.deltaE94(a, index * 4, b, index * 4) <= maxDeltaE { continue }
                                } else if !exact
                                    && abs(PixelMatch.colorDelta(a, index * 4, b, index * 4)) <= maxDelta
                                {
                                    continue
                                }
                                let excused =
                                    options.ignoresAntialiasing
                                    && (PixelMatch.isAntialiased(
                                        a, x: x, y: y, width: width, height: height, packed: aPacked,
                                        otherPacked: bPacked)
                                        || PixelMatch.isAntialiased(
                                            b, x: x, y: y, width: width, height: height, packed: bPacked,
                                            otherPacked: aPacked))
                                classes[index] = excused ? .antialiased : .differing
                            }
                        }
                    }
                }
            }
        }
        return classes
    }
}
