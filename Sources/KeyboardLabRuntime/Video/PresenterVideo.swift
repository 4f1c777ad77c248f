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

    /// A presenter's frame at `videoScale` times 1920 × 1080.
    package init(videoScale: Int) {
        width = 1920 * videoScale
        height = 1080 * videoScale
    }

    /// The captions' scale in dots on a presenter's contact sheet: 4 at 1080 lines, more on taller frames.
    package var labelScale: Int { max(4, 4 * height / 1080) }

    /// The captions' type size in a presenter's video, in pixels: 28 at 1080 lines, more on taller frames.
    package var captionPixels: Int { 28 * height / 1080 }

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

    /// The caption over a single phone: its device and strategy, as the window's presenter mode names them.
    package static func label(_ phone: Phone) -> String {
        AppState(phones: [phone]).caption(0)
    }
}
