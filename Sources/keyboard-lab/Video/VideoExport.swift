import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import ScreenshotComparison

/// Renders a scenario's whole timeline, every fixed-step frame at its exact instant, into a video.
struct VideoExport {
    let renderer: HeadlessRenderer
    /// Whether the overlay panel is drawn beside the phone, as in the window.
    var withPanel = false

    /// The video path for `scenario` when `count` scenarios are exported to `path`: `path` itself for one,
    /// `name-<scenario>.ext` beside it for several.
    static func path(_ path: String, scenario: String, count: Int) -> String {
        guard count > 1 else { return path }
        let url = URL(filePath: path)
        return url.deletingPathExtension().path + "-\(scenario)." + url.pathExtension
    }

    /// One frame: the phone, and the panel beside it when asked.
    func frame(_ phone: Phone) throws(LabError) -> RGBAImage {
        let context = ViewContext(measurer: renderer.measurer, isCapture: true)
        let screen = try renderer.render(PhoneView.draw(phone, context: context))
        guard withPanel else { return screen }
        let app = AppState(phones: [phone])
        let height = max(phone.screen.height, OverlayView.panelMinimumHeight)
        let panel = try renderer.render(OverlayView.drawPanel(app, height: height, context: context))
        var canvas = RGBAImage(
            width: screen.width + panel.width, height: max(screen.height, panel.height),
            fill: RGBA(red: 44, green: 44, blue: 46))
        canvas.draw(screen, atX: 0, y: 0)
        canvas.draw(panel, atX: screen.width, y: 0)
        return canvas
    }

    /// Plays `runner` and encodes every frame before its end to `path`; returns the number of frames written.
    @discardableResult
    func export(_ runner: ScenarioRunner, to path: String) throws -> Int {
        var encoder: VideoEncoder?
        var count = 0
        do {
            try runner.run(measurer: renderer.measurer) { phone, step in
                // Frames at 0, 1/fps … up to the end, exclusive: the video lasts exactly the scenario.
                guard case .frame = step, count == 0 || phone.now.seconds < runner.scenario.end - 1e-9 else { return }
                _ = phone.takeNotifications()
                let image = try frame(phone)
                if encoder == nil {
                    encoder = try VideoEncoder(
                        path: path, width: image.width, height: image.height, fps: runner.scenario.fps)
                }
                try encoder?.write(image)
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
