import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import LabImages

/// Renders a scenario's whole timeline, every fixed-step frame at its exact instant, into a video.
package struct VideoExport {
    package let headless: HeadlessCanvas
    /// Whether the overlay panel is drawn beside the phone, as in the window.
    package var withPanel = false
    /// A presenter's frame, large readouts and captions; nil for the phones at the canvas's scale.
    package var presenter: PresenterVideo?
    /// A presenter's canvas for the phones turned from how they started (a scenario that rotates): at the scale
    /// that fills the frame that way; nil draws them on ``headless``.
    package var turnedHeadless: HeadlessCanvas?
    /// What lays the phones out (measures their text), nil for ``headless``'s: a presenter's video, drawn at a
    /// fractional scale, lays out with scale 1's measures as the window and the captures do, so a screen's content
    /// (forty chat bubbles at text size XL) sits where theirs does rather than drifting by a point a line.
    package var layoutMeasurer: (any TextMeasuring)?

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

    /// The captions' scale in dots: the presenter's, else twice the canvas's scale (14 pixels tall at scale 1).
    var labelScale: Int { presenter?.labelScale ?? 2 * max(1, Int(headless.scale.rounded())) }

    /// One frame's image: the phone (a `compare` scenario's phones side by side under `labels`, one per phone),
    /// and the panel beside it when the frame drew one.
    package func image(_ frame: LabFrame, labels: [String] = []) throws(LabError) -> RGBAImage {
        var phones: [RGBAImage] = []
        for list in frame.drawLists.prefix(max(1, labels.count)) { phones.append(try headless.capture(list)) }
        let screen = CaptureShot.compose(phones, labels: labels, labelScale: labelScale)
        guard withPanel, frame.drawLists.count > phones.count else { return screen }
        let panel = try headless.capture(frame.drawLists[frame.drawLists.count - 1])
        var canvas = RGBAImage(
            width: screen.width + panel.width, height: max(screen.height, panel.height),
            fill: Color(red: 44, green: 44, blue: 46))
        canvas.paste(screen, atX: 0, y: 0)
        canvas.paste(panel, atX: screen.width, y: 0)
        return canvas
    }

    /// The playback a video visits: every frame, with the panel when asked; for a presenter's, each phone's readout
    /// shown in type that reads at `scale`.
    static func playback(
        _ runner: ScenarioRunner, measurer: any TextMeasuring, panel: Bool, presenter: PresenterVideo?, scale: Double
    ) -> ScenarioPlayback {
        var playback = ScenarioPlayback(
            runner: runner, measurer: measurer, visitsFrames: true, frameDrawing: panel ? .capturesWithPanel : .captures
        )
        if let presenter { playback.prepare = { $0.presentReadout(drawnAt: scale, pixels: presenter.typePixels) } }
        return playback
    }

    /// The render scale of `runner`'s presenter video: the largest at which its phones at the start, with their
    /// presenter readouts (whose type grows as the scale falls) and captions, fill `presenter`'s frame.
    /// With `turned`, the phones rotated from how they start, for a scenario that rotates.
    package static func presenterScale(
        _ runner: ScenarioRunner, presenter: PresenterVideo, measurer: any TextMeasuring, turned: Bool = false
    ) -> Double {
        var scale = 1.0
        for _ in 0..<3 {
            var start = playback(runner, measurer: measurer, panel: false, presenter: presenter, scale: scale).start()
            if turned { start.reload { $0.reduce(.rotate(nil), at: .zero, measurer: $1) } }
            scale = presenter.scale(for: start.state.phones, labeled: true)
        }
        return scale
    }

    /// Whether `scenario` rotates the phone or switches its device, so its frames change shape.
    static func turns(_ scenario: Scenario) -> Bool {
        let turning: Set = [ConditionKeys.device.name, ConditionKeys.orientation.name]
        return scenario.events.contains { !$0.action.conditionNames.isDisjoint(with: turning) }
    }

    /// `image` fitted into a `width × height` frame: itself when it is that size, else scaled down (never up) to fit
    /// whole, centred on the window's background: the frames after a rotation keep the video's size.
    package static func fitted(_ image: RGBAImage, width: Int, height: Int) -> RGBAImage {
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
        var startOrientation: Orientation?
        do {
            let playback = Self.playback(
                runner, measurer: layoutMeasurer ?? headless.measurer, panel: withPanel, presenter: presenter,
                scale: headless.scale)
            try playback.playStates { stop, frame, state in
                // Frames at 0, 1/fps … up to the end, exclusive: the video lasts exactly the scenario.
                guard stop == .frame, count == 0 || frame.instant.seconds < runner.scenario.end - 1e-9 else { return }
                // The compared phones' captions as they are now (a timed command may have changed a condition).
                let compared = state.phones.count > 1 ? state.captions : []
                let image: RGBAImage
                if let presenter {
                    startOrientation = startOrientation ?? state.phone.orientation
                    let turned = state.phone.orientation != startOrientation
                    image = try presenterImage(
                        frame, captions: compared.isEmpty ? [PresenterVideo.label(state.phone)] : compared,
                        slow: state.phone.chrome.slowAnimations, theme: state.phone.labTheme, presenter: presenter,
                        canvas: turned ? turnedHeadless ?? headless : headless)
                } else {
                    image = try self.image(frame, labels: compared)
                }
                if encoder == nil {
                    // A presenter's frame is the projector's; a scenario that turns the phone gets a frame both ways
                    // fit in, at full size.
                    let side = max(image.width, image.height)
                    let turns = Self.turns(runner.scenario)
                    encoder = try VideoEncoder(
                        path: path, width: presenter?.width ?? (turns ? side : image.width),
                        height: presenter?.height ?? (turns ? side : image.height), fps: runner.scenario.fps,
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
