import Foundation
import KeyboardAvoidance
import LabDrawing
import LabImages

/// A window in the test's process: it feeds the loop scripted events, one batch a frame, on a clock that moves
/// exactly 1/60 s a frame, and records what the loop drew and set (title, size, text input, captures).
final class InProcessWindowHost: WindowHost {
    /// The display the window fits itself to.
    var displaySize: (width: Int, height: Int)? = (2560, 1600)
    let driverDescription = "in-process"
    /// The measurer the window draws with, at any scale.
    var measurer: any TextMeasuring = FixedWidthTextMeasurer()
    private let start = ContinuousClock.now
    /// The frames waited for so far: the clock reads `frames / 60` seconds after the start.
    private(set) var frames = 0
    var now: ContinuousClock.Instant { start + .microseconds(16_667) * frames }

    /// The events each frame polls, by frame number.
    var script: [Int: [PlatformEvent]] = [:]
    /// The title, size and scales the loop asked for, in order.
    private(set) var titles: [String] = []
    private(set) var sizes: [(width: Int, height: Int)] = []
    private(set) var scales: [Double] = []
    /// The lists of the last render, and how many renders, captures and presents there were.
    private(set) var lastRender: [(list: DrawList, map: PixelMapping)] = []
    private(set) var renders = 0
    private(set) var captures = 0
    private(set) var presents = 0
    /// The clipboard's text, and how often the loop read it.
    var clipboard: String?
    private(set) var clipboardReads = 0
    var isTextInputActive = false
    private(set) var textInputRect: (x: Int, y: Int, width: Int, height: Int)?
    /// Called after each present with the frame's number: a test's look at the world between frames.
    var afterPresent: (Int) -> Void = { _ in }

    func fonts(scale: Double) throws(LabError) -> any TextMeasuring {
        scales.append(scale)
        return measurer
    }

    func open(title: String, width: Int, height: Int) throws(LabError) {
        titles.append(title)
        sizes.append((width, height))
    }

    func resize(width: Int, height: Int) { sizes.append((width, height)) }

    func setTitle(_ title: String) {
        if titles.last != title { titles.append(title) }
    }

    func poll() -> [PlatformEvent] { script[frames] ?? [] }

    func render(_ canvases: [(list: DrawList, map: PixelMapping)], clearColor: Color) throws(LabError) {
        lastRender = canvases
        renders += 1
    }

    func capture() throws(LabError) -> RGBAImage {
        captures += 1
        let size = sizes.last ?? (1, 1)
        return RGBAImage(width: size.width, height: size.height, fill: .black)
    }

    func present() {
        presents += 1
        afterPresent(frames)
    }

    func waitForNextFrame(after start: ContinuousClock.Instant) { frames += 1 }

    func setTextInputRect(x: Int, y: Int, width: Int, height: Int) { textInputRect = (x, y, width, height) }

    func clipboardText() -> String? {
        clipboardReads += 1
        return clipboard
    }
}
