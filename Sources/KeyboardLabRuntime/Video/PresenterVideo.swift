import KeyboardAvoidance
import KeyboardLabUI
import LabImages

/// What `shoot --video --presenter` draws: frames of a projector's size (1920 × 1080, times the video scale), the
/// phones as large as the frame allows, each phone's readout under it in presenter type, and captions as the window
/// draws them, in type a room can read (28 pixels at 1080 lines), a single phone's naming its device and strategy.
///
/// ```swift
/// let presenter = PresenterVideo(videoScale: 1)
/// presenter.scale(for: phones, labeled: true)  // e.g. 1.04: the render scale that fills 1080 lines
/// ```
package struct PresenterVideo: Equatable, Sendable {
    /// The frame's width in pixels.
    package var width: Int
    /// The frame's height in pixels.
    package var height: Int
    /// The least pixel height of the readouts' type: 18, or 24 or 30 for a far room (`--presenter-type`, as
    /// Ctrl+Shift+M in the window); the captions grow with it.
    package var typePixels: Double

    /// A presenter's frame at `videoScale` times 1920 × 1080, its readouts' type at least `typePixels` tall.
    package init(videoScale: Int, typePixels: Double = PanelMetrics.presenterPixels) {
        width = 1920 * videoScale
        height = 1080 * videoScale
        self.typePixels = typePixels
    }

    /// The captions' scale in dots on a presenter's contact sheet: 4 at 1080 lines, more on taller frames.
    package var labelScale: Int { max(4, 4 * height / 1080) }

    /// The captions' type size in a presenter's video or sheet, in pixels: 28 at 1080 lines, more on taller frames
    /// and with larger presenter type (37 at 24 pixels, 47 at 30).
    package var captionPixels: Int {
        Int((28 * Double(height) / 1080 * typePixels / PanelMetrics.presenterPixels).rounded())
    }

    /// The band a caption takes above its phone, in pixels: one line of caption type with room around it.
    package var captionBand: Int { captionPixels * 3 / 2 }

    /// The render scale at which `phones` side by side, their readouts and (when `labeled`) the captions' band fit
    /// the frame with the contact sheet's gaps around them; at most 4.
    package func scale(for phones: [Phone], labeled: Bool) -> Double {
        guard !phones.isEmpty else { return 1 }
        let gap = labeled || phones.count > 1 ? Double(ContactSheet.gap) : 0
        let band = labeled ? Double(captionBand) : 0
        let widths = phones.map(\.screen.width).reduce(0, +)
        let tallest = phones.map { $0.screen.height + ReadoutView.height($0) }.max() ?? 1
        let across = (Double(width) - gap * Double(phones.count + 1)) / widths
        let down = (Double(height) - band - 2 * gap) / tallest
        return max(0.25, min(4, across, down))
    }

    /// Checks a `--presenter-type` size: one of ``PanelMetrics/presenterSizes`` (18, 24, 30), as Ctrl+Shift+M steps.
    ///
    /// - Throws: ``LabError``: a usage error at the option `presenter-type`.
    package static func checkType(_ pixels: Int) throws(LabError) {
        let sizes = PanelMetrics.presenterSizes.map { NumberText.compact($0) }
        guard PanelMetrics.presenterSizes.contains(Double(pixels)) else {
            throw LabError(
                .usage, at: .option("presenter-type", "\(pixels)"),
                "expected \(sizes.dropLast().joined(separator: ", ")) or \(sizes.last ?? "") (pixels)")
        }
    }

    /// The caption over a single phone: its device and strategy, as the window's presenter mode names them.
    package static func label(_ phone: Phone) -> String {
        AppState(phones: [phone]).caption(0)
    }
}
