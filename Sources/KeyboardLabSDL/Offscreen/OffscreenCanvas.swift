internal import CSDL2
import LabDrawing
import LabImages
import LabPNG
import LabText

/// A software renderer drawing into an RGBA32 surface in memory: no window or display needed.
///
/// Rendering is deterministic: the same list at the same scale gives the same bytes every time.
///
/// ```swift
/// let session = try SDLSession(video: false)
/// let fonts = try FontLibrary(session: session, directory: fontsURL, scale: 2)
/// let canvas = try OffscreenCanvas(fonts: fonts, width: 786, height: 1704)
/// let image = try canvas.render(list, scale: 2)
/// try PNGFile.write(image, to: "shots/frame.png")
/// ```
public final class OffscreenCanvas {
    /// The surface's width in pixels.
    public let width: Int
    /// The surface's height in pixels.
    public let height: Int
    /// The renderer that executes draw lists, with its text cache statistics.
    public let renderer: CanvasRenderer
    private let surface: SurfaceHandle
    private let rendererHandle: RendererHandle

    /// Creates a `width × height` pixel canvas drawing text with `fonts`, keeping rendered text and corners in
    /// `caches` (shared with other canvases) or, when nil, in caches of its own.
    ///
    /// - Throws: ``LabError`` when the size is out of range or SDL cannot create the surface or renderer.
    public init(
        fonts: FontLibrary, width: Int, height: Int, textCacheCapacity: Int = 1024, caches: RenderCaches? = nil
    ) throws(LabError) {
        let surface = try SurfaceHandle(rgbaWidth: width, height: height)
        let pointer = try sdlUnwrap(
            SDL_CreateSoftwareRenderer(surface.pointer), "could not create a software renderer")
        let handle = RendererHandle(pointer, target: surface, session: fonts.session)
        self.surface = surface
        self.rendererHandle = handle
        self.width = width
        self.height = height
        self.renderer = CanvasRenderer(
            renderer: handle, fonts: fonts, textCacheCapacity: textCacheCapacity, caches: caches)
    }

    /// The SDL render driver's name: always "software".
    public var driverName: String { rendererHandle.name }

    /// Renders `list` at `scale` from the top-left corner over the whole surface (its background first), without
    /// reading the pixels back: what an interactive frame costs before presenting.
    ///
    /// - Complexity: O(pixels + commands).
    public func render(_ list: DrawList, scale: Double) throws(LabError) {
        try renderer.render(list, at: PixelMapping(scale: scale))
    }

    /// Renders `list` and returns the pixels.
    ///
    /// - Complexity: O(pixels + commands).
    public func capture(_ list: DrawList, scale: Double) throws(LabError) -> RGBAImage {
        try render(list, scale: scale)
        return try rendererHandle.readPixels()
    }

    /// Lays `image`'s pixels on the canvas instead of `list`'s background, renders `list` over them and returns the
    /// pixels: a keyboard overlay's glass frosts the picture behind it.
    ///
    /// - Complexity: O(pixels + commands).
    public func capture(_ list: DrawList, scale: Double, over image: RGBAImage) throws(LabError) -> RGBAImage {
        try renderer.render(list, at: PixelMapping(scale: scale), over: image)
        return try rendererHandle.readPixels()
    }

    /// Renders `list` again and compares the surface with `image`, a capture of it, in place: nil when the render
    /// gives exactly `image`'s bytes (read as ``capture(_:scale:)`` reads them, opaque), else the pixels it gave.
    /// The determinism check of `check`, without reading back and allocating an image when nothing differs.
    ///
    /// ```swift
    /// let first = try canvas.capture(list, scale: 1)
    /// if let second = try canvas.recapture(list, scale: 1, differingFrom: first) { report(first, second) }
    /// ```
    ///
    /// - Complexity: O(pixels + commands).
    public func recapture(_ list: DrawList, scale: Double, differingFrom image: RGBAImage) throws(LabError)
        -> RGBAImage?
    {
        try render(list, scale: scale)
        guard image.width == width, image.height == height, SDL_RenderFlush(rendererHandle.pointer) == 0,
            let base = surface.pointer.pointee.pixels
        else { return try rendererHandle.readPixels() }
        let pitch = Int(surface.pointer.pointee.pitch)
        // readPixels sets every alpha byte: compare words with it set, as it would read them.
        let alpha = UInt32(littleEndian: 0xFF00_0000)
        let same = image.pixels.withUnsafeBytes { bytes -> Bool in
            let expected = bytes.bindMemory(to: UInt32.self)
            guard let first = expected.baseAddress else { return width == 0 || height == 0 }
            for row in 0..<height {
                let drawn = UnsafePointer((base + row * pitch).assumingMemoryBound(to: UInt32.self))
                // The differences of a whole row are or-ed together, with no early exit: the loop vectorises (one
                // that stops at the first difference compares a word at a time, and was a sixth of `check`).
                if Self.differ(drawn, first + row * width, count: width, alpha: alpha) { return false }
            }
            return true
        }
        return same ? nil : try rendererHandle.readPixels()
    }

    /// Whether any of `count` words at `drawn`, with `alpha` set, differs from the word at `expected`.
    @inline(__always)
    private static func differ(
        _ drawn: UnsafePointer<UInt32>, _ expected: UnsafePointer<UInt32>, count: Int, alpha: UInt32
    ) -> Bool {
        var difference: UInt32 = 0
        for x in 0..<count { difference |= (drawn[x] | alpha) ^ expected[x] }
        return difference != 0
    }
}
