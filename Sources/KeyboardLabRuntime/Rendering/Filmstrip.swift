import LabImages
import LabText

/// A sequence of same-sized captures laid side by side in one image, each under its name,
/// so a reviewer sees a whole animation at a glance.
///
/// ```swift
/// let strip = Filmstrip(
///     frames: captures.map { Filmstrip.Frame(name: $0.name, image: $0.image) },
///     maxWidth: 4096)
/// let image = try strip.render()  // frames shrunk by `strip.scaleFactor` to fit 4096 pixels
/// ```
public struct Filmstrip: Equatable, Sendable {
    /// One labelled capture of the sequence.
    public struct Frame: Equatable, Sendable {
        /// The capture's name, drawn above it.
        public var name: String
        /// The capture.
        public var image: RGBAImage

        /// Creates a frame.
        public init(name: String, image: RGBAImage) {
            self.name = name
            self.image = image
        }
    }

    /// Width of the gap between frames, in pixels.
    public static let gap = 8
    /// Colour of the label band and the gaps.
    public static let backgroundColor = Color(red: 32, green: 32, blue: 36)
    /// Colour of the labels.
    public static let labelColor = Color(red: 240, green: 240, blue: 240)
    /// Blank pixels above and below the label text.
    static let labelPadding = 4

    /// The frames, left to right.
    public var frames: [Frame]
    /// The widest the result may be; frames shrink by a whole factor to fit. Nil for no limit.
    public var maxWidth: Int?

    /// Creates a filmstrip of `frames`, shrunk to fit `maxWidth` when given.
    public init(frames: [Frame], maxWidth: Int? = nil) {
        self.frames = frames
        self.maxWidth = maxWidth
    }

    /// The size of the first frame, which every frame must share.
    public var frameSize: PixelSize { frames.first?.image.size ?? PixelSize(width: 0, height: 0) }

    /// The smallest whole factor by which frames shrink so the strip fits `maxWidth`
    /// (1 when there is no limit; at most the frame width).
    public var scaleFactor: Int {
        Self.scaleFactor(frameWidth: frameSize.width, count: frames.count, maxWidth: maxWidth)
    }

    /// The smallest whole factor by which `count` frames `frameWidth` pixels wide shrink so their strip fits
    /// `maxWidth` (1 without a limit or frames; at most the frame width): what a strip of them will use, known before
    /// the frames are all there.
    public static func scaleFactor(frameWidth width: Int, count: Int, maxWidth: Int?) -> Int {
        guard let maxWidth, count > 0 else { return 1 }
        var factor = 1
        while factor < max(1, width) && stripWidth(frameWidth: (width + factor - 1) / factor, count: count) > maxWidth {
            factor += 1
        }
        return factor
    }

    /// The size of a frame after shrinking.
    public var scaledFrameSize: PixelSize {
        let factor = scaleFactor
        let size = frameSize
        return PixelSize(width: (size.width + factor - 1) / factor, height: (size.height + factor - 1) / factor)
    }

    /// How much the bitmap font is enlarged: 2 when every name fits its frame that way, else 1.
    public var labelScale: Int {
        let width = scaledFrameSize.width
        return frames.allSatisfy { BitmapFont.width(of: $0.name, scale: 2) <= width } ? 2 : 1
    }

    /// Height of the label band above the frames, in pixels.
    public var labelHeight: Int { BitmapFont.glyphHeight * labelScale + 2 * Self.labelPadding }

    /// The size of the rendered strip: frames and gaps wide, label band and frame high.
    public var size: PixelSize {
        let frame = scaledFrameSize
        return PixelSize(width: stripWidth(frameWidth: frame.width), height: labelHeight + frame.height)
    }

    /// Draws the strip.
    ///
    /// - Throws: ``LabError`` without frames, or naming the frame whose size differs from the first's.
    /// - Complexity: O(total pixels of the frames).
    public func render() throws(LabError) -> RGBAImage {
        guard let first = frames.first else { throw LabError("filmstrip: no frames; expected one or more") }
        for frame in frames where frame.image.size != first.image.size {
            throw LabError(
                "filmstrip: frame \(frame.name) is \(frame.image.width)×\(frame.image.height) px; expected "
                    + "\(first.image.width)×\(first.image.height) px, the first frame's size")
        }
        let factor = scaleFactor
        let frame = scaledFrameSize
        let scale = labelScale
        let total = size
        var canvas = RGBAImage(width: total.width, height: total.height, fill: Self.backgroundColor)
        for (index, item) in frames.enumerated() {
            let left = index * (frame.width + Self.gap)
            canvas.paste(item.image.downscaled(by: factor), atX: left, y: labelHeight)
            let textWidth = BitmapFont.width(of: item.name, scale: scale)
            canvas.paintText(
                item.name, x: left + max(0, (frame.width - textWidth) / 2), y: Self.labelPadding, scale: scale,
                color: Self.labelColor, clip: left..<(left + frame.width))
        }
        return canvas
    }

    /// The strip's width for frames `frameWidth` wide.
    private func stripWidth(frameWidth: Int) -> Int { Self.stripWidth(frameWidth: frameWidth, count: frames.count) }

    /// The width of a strip of `count` frames `frameWidth` wide.
    private static func stripWidth(frameWidth: Int, count: Int) -> Int {
        count == 0 ? 0 : count * frameWidth + (count - 1) * gap
    }
}
