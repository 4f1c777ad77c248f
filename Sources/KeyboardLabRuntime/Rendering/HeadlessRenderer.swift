import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import ScreenshotComparison

/// Renders lab states to bitmaps with the software renderer and the bundled fonts: what `shoot`, `check` and
/// `bench` capture. Canvases are kept per size, so a scenario that rotates reuses them.
final class HeadlessRenderer {
    let session: SDLSession
    let fonts: FontLibrary
    let scale: Double
    private var canvases: [String: OffscreenCanvas] = [:]

    init(resources: LabResources, scale: Double = 1) throws(LabError) {
        do {
            session = try SDLSession(video: false)
            fonts = try FontLibrary(session: session, directory: resources.fontsFolder, scale: scale)
        } catch {
            throw LabError(error)
        }
        self.scale = scale
    }

    var measurer: any TextMeasuring { fonts }

    /// `list` as a bitmap.
    func render(_ list: DrawList) throws(LabError) -> RGBAImage {
        do {
            return try canvas(width: list.canvas.width, height: list.canvas.height).render(list, scale: scale)
        } catch {
            throw LabError(error)
        }
    }

    /// Draws every list of `frame` without reading the pixels back: an interactive frame's cost.
    func draw(_ frame: LabFrame) throws(LabError) {
        for list in frame.drawLists { try draw(list) }
    }

    /// Draws `list` without reading the pixels back.
    func draw(_ list: DrawList) throws(LabError) {
        do {
            try canvas(width: list.canvas.width, height: list.canvas.height).draw(list, scale: scale)
        } catch {
            throw LabError(error)
        }
    }

    private func canvas(width points: Double, height pointHeight: Double) throws(SDLError) -> OffscreenCanvas {
        let width = Int((points * scale).rounded())
        let height = Int((pointHeight * scale).rounded())
        let key = "\(width)x\(height)"
        if let cached = canvases[key] { return cached }
        // Keep the canvases of one device's two orientations; a device switch starts afresh.
        if canvases.count >= 2 { canvases.removeAll() }
        let canvas = try OffscreenCanvas(fonts: fonts, width: width, height: height)
        canvases[key] = canvas
        return canvas
    }

    /// The canvas that renders `state`'s screen size, once one has been made.
    func canvas(for state: Phone) -> OffscreenCanvas? {
        let width = Int((state.screen.width * scale).rounded())
        let height = Int((state.screen.height * scale).rounded())
        return canvases["\(width)x\(height)"]
    }

    /// The rendering environment of this renderer, for golden sidecars.
    func environment() throws(LabError) -> RenderEnvironment {
        do {
            return try RenderEnvironment.current(fontsDirectory: fonts.directory, scale: scale)
        } catch {
            throw LabError(error)
        }
    }
}
