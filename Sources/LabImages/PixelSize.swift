/// A size in whole pixels, as images and screenshots have.
///
/// ```swift
/// PixelSize(width: 393, height: 852).description  // "393×852"
/// ```
public struct PixelSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Creates a size from its two extents.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The number of pixels, `width × height`.
    public var area: Int { width * height }

    /// `"393×852"`.
    public var description: String { "\(width)×\(height)" }
}

extension RGBAImage {
    /// The image's width and height.
    public var size: PixelSize { PixelSize(width: width, height: height) }
}
