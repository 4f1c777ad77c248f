internal import CSDL2
import LabDrawing
import LabGeometry
import LabImages
import LabText

/// Executes a ``DrawList`` on an SDL renderer it does not own: an offscreen surface's or a window's.
///
/// Points map to pixels as `origin + point × scale`, edges rounded to the nearest pixel. Text is
/// rendered once per (string, font, pixel size, colour) into a texture kept in a bounded LRU cache,
/// so a steady frame renders no new text.
///
/// ```swift
/// let canvas = try OffscreenCanvas(fonts: fonts, width: 786, height: 1704)
/// let image = try canvas.render(list, scale: 2)
/// canvas.renderer.textCacheStatistics.hits
/// ```
public final class CanvasRenderer {
    /// Text cache counters, for benchmarks.
    public struct TextCacheStatistics: Equatable, Sendable {
        /// Text runs drawn from a cached texture.
        public var hits: Int
        /// Text runs that had to be rendered into a new texture.
        public var misses: Int
        /// Textures currently cached.
        public var entries: Int
        /// The most textures the cache keeps.
        public var capacity: Int
    }

    struct CornerAlphaKey: Hashable {
        var radius: Double
        var alpha: UInt8
    }

    struct TextKey: Hashable {
        var text: String
        var face: FontFace
        var pixelSize: Int
        var color: Color
        /// The opaque colour the text is composited on, or nil to keep it translucent.
        var background: Color?
    }

    /// The fonts text runs are drawn with.
    public let fonts: FontLibrary
    let renderer: RendererHandle
    /// The display corners' pixels grouped by alpha, by rectangle, radius and colour: the same every frame.
    var displayCorners: [CornerKey: [(alpha: UInt8, points: [SDL_Point])]] = [:]
    /// Text, number glyphs and corner coverage kept from frame to frame; shared by a headless renderer's canvases.
    let caches: RenderCaches
    var clipStack: [PixelRect] = []
    /// The streaming texture a window's frosted glass is uploaded through, grown as needed.
    var glassTexture: TextureHandle?
    /// The read-back buffer for a window's frosted glass.
    var glassPixels: [UInt32] = []
    /// The byte order a window's glass is read and uploaded in, asked of the renderer once.
    var glassFormat: UInt32?
    /// Designs' pictures scaled to the pixels they are drawn at, as textures, most recently used last.
    var pictures: [PictureTextures] = []

    /// Wraps `renderer`, drawing text with `fonts` and caching up to `textCacheCapacity` text textures in caches of
    /// its own, or in `caches`, shared with other software renderers.
    init(renderer: RendererHandle, fonts: FontLibrary, textCacheCapacity: Int = 1024, caches: RenderCaches? = nil) {
        self.renderer = renderer
        self.fonts = fonts
        self.caches = caches ?? RenderCaches(textCapacity: textCacheCapacity)
    }

    /// The text cache's hit and miss counts since creation or the last ``resetTextCacheCounters()``.
    public var textCacheStatistics: TextCacheStatistics {
        TextCacheStatistics(
            hits: caches.hits, misses: caches.misses, entries: caches.text.count, capacity: caches.text.capacity)
    }

    /// Sets the hit and miss counters back to zero, keeping the cached textures.
    public func resetTextCacheCounters() {
        caches.hits = 0
        caches.misses = 0
    }

    /// Renders `list`: its background over the canvas rectangle, then every command in order.
    ///
    /// The clip is reset before and after, and a list with unbalanced ``DrawCommand/pushClip(_:)``
    /// leaves no clip behind. Empty text runs are skipped.
    ///
    /// - Parameters:
    ///   - list: the frame to draw, in points.
    ///   - map: where the canvas's top-left corner goes, in pixels, and the pixels per point.
    ///   - image: pixels laid on an offscreen surface's top-left corner instead of the background, for the commands
    ///     to draw over (a keyboard overlay's glass over a screenshot); nil to clear to the background.
    /// - Throws: ``LabError`` when SDL fails to draw or SDL2_ttf fails to render text, or `image` is given to a
    ///   window's renderer.
    /// - Complexity: O(n) in the number of commands, plus O(radius × scale) per rounded rectangle.
    public func render(_ list: DrawList, at map: PixelMapping, over image: RGBAImage? = nil) throws(LabError) {
        guard map.scale > 0, map.scale.isFinite else {
            throw LabError("SDL: draw scale must be positive, got \(map.scale)")
        }
        clipStack.removeAll()
        try applyClip()
        defer {
            clipStack.removeAll()
            SDL_RenderSetClipRect(renderer.pointer, nil)
        }
        let canvas = Rect(origin: .zero, size: list.canvas)
        if let image {
            try paint(image)
        } else if !Self.opensWithOpaqueCover(list) {
            try fill(map.rect(canvas), list.background)
        }
        for command in list.commands {
            try execute(command, map: map)
        }
    }

    /// Whether `list` first paints the whole canvas opaque (after clips that leave all of it), so clearing it to the
    /// background first would only be painted over: a sheet's presenting screen, a dimmed backdrop. On an iPad
    /// canvas that clear is four megabytes written for nothing every frame.
    static func opensWithOpaqueCover(_ list: DrawList) -> Bool {
        let canvas = Rect(origin: .zero, size: list.canvas)
        for command in list.commands {
            switch command {
            case .pushClip(let rect) where rect.contains(canvas): continue
            case .fill(let rect, let color): return color.alpha == 255 && rect.contains(canvas)
            default: return false
            }
        }
        return false
    }

    private func execute(_ command: DrawCommand, map: PixelMapping) throws(LabError) {
        switch command {
        case .pushClip(let rect):
            var clip = map.rect(rect)
            if let current = clipStack.last { clip = clip.intersection(current) }
            clipStack.append(clip)
            try applyClip()
            return
        case .popClip:
            if !clipStack.isEmpty { clipStack.removeLast() }
            try applyClip()
            return
        default:
            break
        }
        if let clip = clipStack.last, clip.isEmpty { return }
        switch command {
        case .fill(let rect, let color):
            try fill(map.rect(rect), color)
        case .hairline(let rect, let color):
            try fill(map.hairline(rect), color)
        case .fillRounded(let rect, let radius, let color):
            try fillRounded(map.rect(rect), radius: radius * map.scale, color)
        case .line(let start, let end, let width, let color):
            try strokeSegment(from: start, to: end, width: width, color, map: map)
        case .polyline(let points, let width, let color):
            try strokePolyline(points, width: width, color, map: map)
        case .text(let run):
            try renderText(run, map: map)
        case .fillCorners(let rect, let radius, let color):
            try fillCorners(map.rect(rect), radius: radius * map.scale, color)
        case .backdrop(let rect, let radius, let blur, let wash):
            try renderGlass(
                map.rect(rect),
                filter: GlassFilter(
                    blur: Int((blur * map.scale).rounded()), wash: wash, topRadius: radius * map.scale))
        case .image(let bitmap, let source, let destination):
            try drawPicture(bitmap, source: source, destination: destination, map: map)
        case .glass(let rect, let radius, let blur, let wash):
            try renderGlass(
                map.rect(rect),
                filter: GlassFilter(
                    blur: Int((blur * map.scale).rounded()), wash: wash, topRadius: radius * map.scale,
                    bottomRadius: radius * map.scale))
        case .pushClip, .popClip:
            break
        }
    }

    private func applyClip() throws(LabError) {
        guard let clip = clipStack.last else {
            try sdlCheck(SDL_RenderSetClipRect(renderer.pointer, nil), "could not clear the clip")
            return
        }
        // An empty clip draws nothing: commands are skipped, so SDL's handling of empty rects never matters.
        guard !clip.isEmpty else { return }
        var rect = clip.sdlRect
        try sdlCheck(SDL_RenderSetClipRect(renderer.pointer, &rect), "could not set the clip")
    }

    /// Sets the draw colour; opaque colours draw without blending, which the software renderer fills far faster
    /// and which gives the same pixels.
    func setColor(_ color: Color, alpha: UInt8? = nil) throws(LabError) {
        let opaque = (alpha ?? color.alpha) == 255
        try sdlCheck(
            SDL_SetRenderDrawBlendMode(renderer.pointer, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND),
            "could not set blending")
        try sdlCheck(
            SDL_SetRenderDrawColor(renderer.pointer, color.red, color.green, color.blue, alpha ?? color.alpha),
            "could not set the draw colour")
    }
}
