import Foundation
import LabDrawing
import LabGeometry
import LabImages
import LabText

/// The interactive window on a real display: an ``AppWindow`` with its fonts, SDL's events and clipboard, and the
/// continuous clock, behind the ``WindowHost`` seam the window's loop holds.
///
/// ```swift
/// let session = try SDLSession(video: true, requireDisplay: true, environment: environment)
/// let host = SDLWindowHost(session: session, fontsFolder: fontsURL, rendering: .auto)
/// ```
public final class SDLWindowHost: WindowHost {
    private let session: SDLSession
    private let fontsFolder: URL
    private let rendering: WindowRendering
    private let pump: EventPump
    private let clock = ContinuousClock()
    private var library: FontLibrary?
    private var window: AppWindow?

    /// A host on `session` (started with video) that draws text with the fonts in `fontsFolder`, its window
    /// rendered as `rendering` asks.
    public init(session: SDLSession, fontsFolder: URL, rendering: WindowRendering) {
        self.session = session
        self.fontsFolder = fontsFolder
        self.rendering = rendering
        pump = EventPump(session: session)
    }

    /// The usable area of the first display, in pixels.
    public var displaySize: (width: Int, height: Int)? { session.usableDisplaySize() }

    /// The SDL render driver, with "(vsync)" or "(paced to 60 Hz)".
    public var driverDescription: String {
        guard let window else { return "" }
        return window.driverName + (window.isAccelerated ? " (vsync)" : " (paced to 60 Hz)")
    }

    /// The continuous clock's instant now.
    public var now: ContinuousClock.Instant { clock.now }

    /// SDL2_ttf's fonts at `scale`, which the window's renderer uses from now on.
    public func fonts(scale: Double) throws(LabError) -> any TextMeasuring {
        let fonts = try FontLibrary(session: session, directory: fontsFolder, scale: scale)
        library = fonts
        window?.use(fonts)
        return fonts
    }

    /// Opens a centred, fixed-size window.
    public func open(title: String, width: Int, height: Int) throws(LabError) {
        guard let library else { throw LabError("SDL: no fonts asked for before the window") }
        window = try AppWindow(
            title: title, width: width, height: height, resizable: false, fonts: library, rendering: rendering)
    }

    /// Resizes the window and centres it again.
    public func resize(width: Int, height: Int) { window?.resize(width: width, height: height) }

    /// Replaces the window title.
    public func setTitle(_ title: String) { window?.setTitle(title) }

    /// SDL's pending events.
    public func poll() -> [PlatformEvent] { pump.poll() }

    /// Draws the lists into the window's back buffer.
    public func render(_ canvases: [(list: DrawList, map: PixelMapping)], clearColor: Color) throws(LabError) {
        guard let window else { return }
        try window.render(canvases, clearColor: clearColor)
    }

    /// The back buffer's pixels.
    public func capture() throws(LabError) -> RGBAImage {
        guard let window else { throw LabError("the window is not open") }
        return try window.capture()
    }

    /// Shows the back buffer.
    public func present() { window?.present() }

    /// Without vsync (the software renderer), sleeps out the rest of the frame's 1/60 s instead of spinning.
    public func waitForNextFrame(after start: ContinuousClock.Instant) {
        guard let window, !window.isAccelerated else { return }
        let spent = clock.now - start
        let budget = Duration.microseconds(16_667)
        if spent < budget {
            let (seconds, attoseconds) = (budget - spent).components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
        }
    }

    /// SDL's text input state.
    public var isTextInputActive: Bool {
        get { window?.isTextInputActive ?? false }
        set {
            guard let window, newValue != window.isTextInputActive else { return }
            if newValue { window.startTextInput() } else { window.stopTextInput() }
        }
    }

    /// Tells SDL's IME where the focused field is.
    public func setTextInputRect(x: Int, y: Int, width: Int, height: Int) {
        window?.setTextInputRect(x: x, y: y, width: width, height: height)
    }

    /// The system clipboard's text.
    public func clipboardText() -> String? { window?.clipboardText() }
}
