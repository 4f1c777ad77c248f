import LabImages
import ScreenshotComparison

/// A labelled [expected | diff | actual] side-by-side image for reviewing a mismatch.
///
/// The three panels share one size, the largest of the three; a smaller image sits at its
/// panel's top-left over a checkerboard, so size-mismatched pairs line up. A dark header band
/// names each panel in the built-in bitmap font (with the image's size when the sizes differ). Boxes left out of
/// the comparison are hatched on all three panels.
///
/// ```swift
/// let comparison = ImageComparator().compare(expected: golden, actual: capture)
/// let image = Composite(expected: golden, actual: capture, comparison: comparison).render()
/// image.size  // 3 × panel width + 2 × gap, header height + panel height
/// ```
public struct Composite: Equatable, Sendable {
    /// Height of the label band above the panels, in pixels.
    public static let headerHeight = 24
    /// Width of the dark gap between neighbouring panels, in pixels.
    public static let gap = 8
    /// Colour of the header band and the gaps.
    public static let backgroundColor = Color(red: 32, green: 32, blue: 36)
    /// Colour of the labels.
    public static let labelColor = Color(red: 240, green: 240, blue: 240)
    /// How much the 5×7 bitmap font is enlarged.
    static let labelScale = 2

    /// The golden.
    public var expected: RGBAImage
    /// The diff image, usually ``ImageComparison/diffImage``.
    public var diff: RGBAImage
    /// The capture.
    public var actual: RGBAImage
    /// The boxes left out of the comparison, hatched on every panel.
    public var masks: [PixelMask]

    /// Creates a composite of three given images.
    public init(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage, masks: [PixelMask] = []) {
        self.expected = expected
        self.diff = diff
        self.actual = actual
        self.masks = masks
    }

    /// Creates a composite from a comparison's diff and masks; identical images get the faded expected.
    public init(expected: RGBAImage, actual: RGBAImage, comparison: ImageComparison) {
        self.init(
            expected: expected, diff: comparison.diffImage ?? Self.faded(expected), actual: actual,
            masks: comparison.masks)
    }

    /// The size of every panel: the largest width and height of the three images.
    public var panelSize: PixelSize {
        PixelSize(
            width: max(expected.width, diff.width, actual.width),
            height: max(expected.height, diff.height, actual.height))
    }

    /// The size of the rendered image: three panels and two gaps wide, header and panel high.
    public var size: PixelSize {
        let panel = panelSize
        return PixelSize(width: 3 * panel.width + 2 * Self.gap, height: Self.headerHeight + panel.height)
    }

    /// The panel labels, left to right.
    public var labels: [String] {
        guard expected.size != actual.size else { return ["EXPECTED", "DIFF", "ACTUAL"] }
        return ["EXPECTED \(expected.size)", "DIFF", "ACTUAL \(actual.size)"]
    }

    /// Draws the composite.
    ///
    /// - Complexity: O(width × height) of the result.
    public func render() -> RGBAImage {
        let panel = panelSize
        let total = size
        var canvas = RGBAImage(width: total.width, height: total.height, fill: Self.backgroundColor)
        let glyphTop = (Self.headerHeight - BitmapFont.glyphHeight * Self.labelScale) / 2
        for (index, (shown, label)) in zip([expected, diff, actual], labels).enumerated() {
            let left = index * (panel.width + Self.gap)
            var image = shown
            for mask in masks { image.hatch(mask, color: ImageComparator.maskColor) }
            if image.size != panel {
                canvas.fillCheckerboard(x: left, y: Self.headerHeight, width: panel.width, height: panel.height)
            }
            canvas.paste(image, atX: left, y: Self.headerHeight)
            let textWidth = BitmapFont.width(of: label, scale: Self.labelScale)
            canvas.paintText(
                label, x: left + max(0, (panel.width - textWidth) / 2), y: glyphTop, scale: Self.labelScale,
                color: Self.labelColor, clip: left..<(left + panel.width))
        }
        return canvas
    }

    /// pixelmatch's "nothing changed" rendering of `image`: every pixel a faded grey.
    static func faded(_ image: RGBAImage) -> RGBAImage {
        var result = RGBAImage(width: image.width, height: image.height, fill: .white)
        image.pixels.withUnsafeBufferPointer { bytes in
            for index in 0..<(image.width * image.height) {
                let gray = PixelMatch.fadedGray(bytes, index * 4)
                result.setColor(
                    Color(red: gray, green: gray, blue: gray), x: index % image.width, y: index / image.width)
            }
        }
        return result
    }
}
