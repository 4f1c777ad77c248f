import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import LabImages

/// Renders draw lists without a window, with SDL's software renderer and the bundled fonts: what `shoot`,
/// `check`, videos and `bench` capture. Offscreen canvases are kept per size, so a scenario that rotates reuses
/// them.
package final class HeadlessCanvas {
    package let session: SDLSession
    package let fonts: FontLibrary
    package let scale: Double
    /// A canvas and the render that last used it.
    private final class Kept {
        let canvas: OffscreenCanvas
        var lastRender: Int
        init(canvas: OffscreenCanvas, lastRender: Int) {
            self.canvas = canvas
            self.lastRender = lastRender
        }
    }

    private var offscreen: [String: Kept] = [:]
    /// Rendered text and corners shared by every canvas (a canvas made again for a size that went keeps its text),
    /// or nil when each canvas keeps its own, which goes with it.
    private var caches: RenderCaches?
    /// Renders so far, a clock for ``Kept/lastRender``.
    private var renders = 0

    /// A headless renderer drawing at `scale`. With `sharedText`, its canvases share one cache of rendered text and
    /// corners, so a run that moves between screen sizes renders each text once (`check`, whose throughput it is, at
    /// a few megabytes kept); without, each canvas keeps its own, which goes with it (`shoot`, whose peak memory is
    /// its target).
    package init(resources: LabResources, scale: Double = 1, sharedText: Bool = false) throws(LabError) {
        caches = sharedText ? RenderCaches() : nil
        session = try SDLSession(video: false)
        fonts = try FontLibrary(session: session, directory: resources.fontsFolder, scale: scale)
        self.scale = scale
    }

    /// Measures text as the canvases render it.
    /// The file-name suffix of captures at `scale`: `@2x` and so on above 1, none at 1.
    package static func scaleSuffix(_ scale: Double) -> String { scale > 1 ? "@\(Int(scale.rounded()))x" : "" }

    package var measurer: any TextMeasuring { fonts }

    /// Renders `list` and reads its pixels back.
    package func capture(_ list: DrawList) throws(LabError) -> RGBAImage {
        return try canvas(width: list.canvas.width, height: list.canvas.height).capture(list, scale: scale)
    }

    /// Renders `list` over `image`'s pixels instead of its background and reads the pixels back (see
    /// ``OffscreenCanvas/capture(_:scale:over:)``).
    package func capture(_ list: DrawList, over image: RGBAImage) throws(LabError) -> RGBAImage {
        return try canvas(width: list.canvas.width, height: list.canvas.height).capture(
            list, scale: scale, over: image)
    }

    /// Renders `list` again and compares it with `image`, its capture: nil when the pixels are the same, else the
    /// second render's (see ``OffscreenCanvas/recapture(_:scale:differingFrom:)``).
    package func recapture(_ list: DrawList, differingFrom image: RGBAImage) throws(LabError) -> RGBAImage? {
        return try canvas(width: list.canvas.width, height: list.canvas.height).recapture(
            list, scale: scale, differingFrom: image)
    }

    /// Renders every list of `frame` without reading the pixels back: an interactive frame's cost.
    /// A list with nothing to draw on (the window's caption band when no phone has a caption) is passed over.
    package func render(_ frame: LabFrame) throws(LabError) {
        for list in frame.drawLists where list.canvas.width > 0 && list.canvas.height > 0 { try render(list) }
    }

    /// Renders `list` without reading the pixels back.
    package func render(_ list: DrawList) throws(LabError) {
        try canvas(width: list.canvas.width, height: list.canvas.height).render(list, scale: scale)
    }

    /// The most canvases kept at once: with fewer, a window frame's lists take turns evicting each other's canvas.
    static let canvasesKept = 4
    /// How many renders back a canvas counts as in use: a window frame draws at most this many lists (the phones,
    /// the panel, the captions' band), so a frame's canvases survive it, and a batch that moved on to another
    /// device lets the old one's pixels and text go.
    static let recentRenders = 4

    private func canvas(width points: Double, height pointHeight: Double) throws(LabError) -> OffscreenCanvas {
        let width = Int((points * scale).rounded())
        let height = Int((pointHeight * scale).rounded())
        let key = "\(width)x\(height)"
        renders += 1
        if let cached = offscreen[key] {
            cached.lastRender = renders
            return cached.canvas
        }
        // Keep the canvases of the last few lists (a device's two orientations, the side panel, the captions'
        // band), so each keeps its surface and renderer from frame to frame; the others go (the text and corners
        // they drew stay in the shared caches).
        offscreen = offscreen.filter { renders - $0.value.lastRender <= Self.recentRenders }
        if offscreen.count >= Self.canvasesKept { offscreen.removeAll() }
        let canvas = try OffscreenCanvas(fonts: fonts, width: width, height: height, caches: caches)
        offscreen[key] = Kept(canvas: canvas, lastRender: renders)
        return canvas
    }

    /// Drops the offscreen canvases, their pixels and cached text with them; the next render makes a canvas anew.
    package func releaseCanvases() {
        offscreen.removeAll()
        caches = caches.map { _ in RenderCaches() }
    }

    /// The canvas `list` is drawn on (a phone's capture, the readout strip under it included), once it exists.
    package func canvas(for list: DrawList) -> OffscreenCanvas? {
        let width = Int((list.canvas.width * scale).rounded())
        let height = Int((list.canvas.height * scale).rounded())
        return offscreen["\(width)x\(height)"]?.canvas
    }

    /// The rendering environment of these canvases, for golden sidecars.
    package func environment() throws(LabError) -> RenderEnvironment {
        return try RenderEnvironment.current(
            fontsDirectory: fonts.directory, scale: scale, systemDirectories: fonts.systemDirectories)
    }
}
