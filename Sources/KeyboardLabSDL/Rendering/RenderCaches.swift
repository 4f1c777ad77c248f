/// What a software renderer keeps from frame to frame that depends only on what is drawn, not on the surface it is
/// drawn into: text rendered by SDL2_ttf into pixels in memory, the pieces and glyphs of lines with numbers, and the
/// coverage of rounded corners.
///
/// Every offscreen canvas of a headless renderer shares one, so a run that moves from one screen size to another and
/// back (an iPhone SE's scenario between two iPhone 15's, a rotation) renders each text once, not once per canvas. A
/// window's renderer keeps its own: its text lives in textures of that renderer.
///
/// ```swift
/// let caches = RenderCaches()
/// let portrait = try OffscreenCanvas(fonts: fonts, width: 393, height: 852, caches: caches)
/// let landscape = try OffscreenCanvas(fonts: fonts, width: 852, height: 393, caches: caches)
/// // A label drawn on both is rendered by SDL2_ttf once.
/// ```
public final class RenderCaches {
    /// The most bytes of text images kept, whatever their count.
    static let textByteLimit = 8 << 20

    /// Text runs rendered, by text, face, size, colour and background.
    var text: LRUCache<CanvasRenderer.TextKey, TextImage>
    /// The pieces monospaced lines with numbers are put together from (see `CanvasRenderer+Numbers.swift`).
    var textPieces = LRUCache<CanvasRenderer.TextKey, CanvasRenderer.TextPiece>(capacity: 256, costLimit: 2 << 20)
    /// Single number characters of those lines, with their offset from the pen.
    var numberGlyphs: [CanvasRenderer.GlyphKey: (piece: CanvasRenderer.TextPiece, shift: Int)] = [:]
    /// Coverage of a rounded corner's pixels by radius: every corner of that radius reuses it, mirrored.
    var cornerMasks: [Double: [Double]] = [:]
    /// The same coverage as the alpha each pixel is drawn with, by radius and the colour's alpha.
    var cornerAlphas: [CanvasRenderer.CornerAlphaKey: [UInt8]] = [:]
    /// Text lookups that found their run rendered, and those that rendered it.
    var hits = 0
    var misses = 0

    /// Empty caches keeping up to `textCapacity` rendered text runs.
    public init(textCapacity: Int = 1024) {
        text = LRUCache(capacity: textCapacity, costLimit: Self.textByteLimit)
    }
}
