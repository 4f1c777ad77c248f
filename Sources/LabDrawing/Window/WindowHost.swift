import LabImages
import LabText

/// What the interactive window's loop needs from a window: its events in, its draw lists out, the text input's
/// rectangle, the clipboard, the title, and the clock its frames run on.
///
/// The SDL layer implements it with a real window; tests use an in-process host that records what the loop drew
/// and set, and feeds it scripted events at exact instants.
///
/// ```swift
/// let measurer = try host.fonts(scale: 2)
/// try host.open(title: "KeyboardLab", width: 900, height: 1800)
/// for event in host.poll() { handle(event) }
/// try host.render([(phone, PixelMapping(originX: 32, originY: 32, scale: 2))], clearColor: .black)
/// host.present()
/// ```
public protocol WindowHost: AnyObject {
    /// The usable area of the display in pixels (without docks and panels), or nil when it is not known.
    var displaySize: (width: Int, height: Int)? { get }
    /// The renderer and how frames are paced, as the panel names them ("software (paced to 60 Hz)").
    var driverDescription: String { get }
    /// The host's clock: the instant now.
    var now: ContinuousClock.Instant { get }

    /// The text measurer for drawing at `scale` pixels per point, which the window draws its text with from now on.
    func fonts(scale: Double) throws(LabError) -> any TextMeasuring
    /// Opens the window with `title`, `width × height` pixels, drawing with the fonts asked for last.
    func open(title: String, width: Int, height: Int) throws(LabError)
    /// Resizes the open window to `width × height` pixels.
    func resize(width: Int, height: Int)
    /// Replaces the window's title.
    func setTitle(_ title: String)

    /// The events that arrived since the last poll, oldest first, without waiting.
    func poll() -> [PlatformEvent]
    /// Clears the back buffer to `clearColor` and draws each list through its mapping, in order.
    func render(_ canvases: [(list: DrawList, map: PixelMapping)], clearColor: Color) throws(LabError)
    /// The back buffer's pixels: after ``render(_:clearColor:)``, before ``present()``.
    func capture() throws(LabError) -> RGBAImage
    /// Shows the back buffer.
    func present()
    /// Waits, when the window does not wait for the display itself, until a frame that began at `start` has had its
    /// share of a 60 Hz display.
    func waitForNextFrame(after start: ContinuousClock.Instant)

    /// Whether typed text and IME composition arrive as events; setting it starts or stops text input.
    var isTextInputActive: Bool { get set }
    /// Tells the IME where the focused field is, in window pixels, so its candidate list appears next to it.
    func setTextInputRect(x: Int, y: Int, width: Int, height: Int)
    /// The clipboard's text, or nil when it holds none.
    func clipboardText() -> String?
}
