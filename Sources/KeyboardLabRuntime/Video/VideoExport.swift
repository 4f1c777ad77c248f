import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabImages

/// Renders a scenario's whole timeline, every fixed-step frame at its exact instant, into a video.
package struct VideoExport {
    package let headless: HeadlessCanvas
    /// Whether the overlay panel is drawn beside the phone, as in the window.
    package var withPanel = false

    /// Where ffmpeg is, and how it is started.
    package let environment: LabEnvironment

    /// An export rendering on `headless`.
    package init(headless: HeadlessCanvas, withPanel: Bool = false, environment: LabEnvironment) {
        self.environment = environment
        self.headless = headless
        self.withPanel = withPanel
    }

    /// The video path for `scenario` when `count` scenarios are exported to `path`: `path` itself for one,
    /// `name-<scenario>.ext` beside it for several.
    package static func path(_ path: String, scenario: String, count: Int) -> String {
        guard count > 1 else { return path }
        let url = URL(filePath: path)
        return url.deletingPathExtension().path + "-\(scenario)." + url.pathExtension
    }

    /// One frame's image: the phone (a `compare` scenario's phones side by side under `labels`, one per phone),
    /// and the panel beside it when the frame drew one.
    package func image(_ frame: LabFrame, labels: [String] = []) throws(LabError) -> RGBAImage {
        var phones: [RGBAImage] = []
        for list in frame.drawLists.prefix(max(1, labels.count)) { phones.append(try headless.capture(list)) }
        let screen = CaptureShot.compose(phones, labels: labels)
        guard withPanel, frame.drawLists.count > phones.count else { return screen }
        let panel = try headless.capture(frame.drawLists[frame.drawLists.count - 1])
        var canvas = RGBAImage(
            width: screen.width + panel.width, height: max(screen.height, panel.height),
            fill: Color(red: 44, green: 44, blue: 46))
        canvas.paste(screen, atX: 0, y: 0)
        canvas.paste(panel, atX: screen.width, y: 0)
        return canvas
    }

    /// Whether `scenario` rotates the phone or switches its device, so its frames change shape.
    static func turns(_ scenario: Scenario) -> Bool {
        scenario.events.contains { event in
            switch event.action {
            case .rotate, .setDevice: true
            default: false
            }
        }
    }

    /// `image` fitted into a `width × height` frame: itself when it is that size, else scaled down (never up) to fit
    /// whole, centred on the window's background: the frames after a rotation keep the video's size.
    static func fitted(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
        guard image.width != width || image.height != height else { return image }
        let scale = min(1, min(Double(width) / Double(image.width), Double(height) / Double(image.height)))
        let w = max(1, Int((Double(image.width) * scale).rounded()))
        let h = max(1, Int((Double(image.height) * scale).rounded()))
        var frame = RGBAImage(width: width, height: height, fill: Color(red: 44, green: 44, blue: 46))
        frame.paste(image.resampled(width: w, height: h), atX: (width - w) / 2, y: (height - h) / 2)
        return frame
    }

    /// Plays `runner` and encodes every frame before its end to `path`; returns the number of frames written.
    @discardableResult
    package func export(_ runner: ScenarioRunner, to path: String) throws -> Int {
        var encoder: VideoEncoder?
        var count = 0
        do {
            let playback = ScenarioPlayback(
                runner: runner, measurer: headless.measurer, visitsFrames: true,
                frameDrawing: withPanel ? .capturesWithPanel : .captures)
            try playback.play { stop, frame, _ in
                // Frames at 0, 1/fps … up to the end, exclusive: the video lasts exactly the scenario.
                guard stop == .frame, count == 0 || frame.instant.seconds < runner.scenario.end - 1e-9 else { return }
                let image = try image(frame, labels: runner.compareSpecs.map(\.captureLabel))
                if encoder == nil {
                    // A scenario that turns the phone gets a frame both ways fit in, at full size.
                    let side = max(image.width, image.height)
                    let turns = Self.turns(runner.scenario)
                    encoder = try VideoEncoder(
                        path: path, width: turns ? side : image.width,
                        height: turns ? side : image.height, fps: runner.scenario.fps,
                        environment: environment)
                }
                try encoder?.write(encoder.map { Self.fitted(image, width: $0.width, height: $0.height) } ?? image)
                count += 1
            }
        } catch {
            try? encoder?.finish()
            throw error
        }
        try encoder?.finish()
        return count
    }
}
