/// A box of pixels left out of a comparison: whatever its pixels hold, they never count as differing (a clock, a
/// blinking caret).
///
/// ```swift
/// let clock = PixelMask(x: 0, y: 0, width: 393, height: 54)
/// let comparison = ImageComparator().compare(expected: golden, actual: capture, excluding: [clock])
/// comparison.maskedPixelCount  // the differing pixels the mask hid
/// ```
public struct PixelMask: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The left edge, in pixels from the image's left.
    public var x: Int
    /// The top edge, in pixels from the image's top.
    public var y: Int
    /// Width in pixels; 0 or less masks nothing.
    public var width: Int
    /// Height in pixels; 0 or less masks nothing.
    public var height: Int

    /// Creates a mask from its box.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// One past the right edge.
    public var maxX: Int { x + width }
    /// One past the bottom edge.
    public var maxY: Int { y + height }

    /// The part of the mask inside a `width × height` image, or nil when none of it is.
    public func clipped(width imageWidth: Int, height imageHeight: Int) -> PixelMask? {
        let left = max(0, x)
        let top = max(0, y)
        let right = min(imageWidth, maxX)
        let bottom = min(imageHeight, maxY)
        guard left < right, top < bottom else { return nil }
        return PixelMask(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// `"[x y w h]"`, as ``PixelRegion`` prints.
    public var description: String { "[\(x) \(y) \(width) \(height)]" }
}
