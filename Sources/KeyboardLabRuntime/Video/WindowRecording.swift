import Foundation
import KeyboardAvoidance
import LabImages

/// A video of the window as the presenter sees it, keeping the session's real timing.
///
/// Video frame *i* stands for the instant *i* / fps after the recording started and shows the last window frame
/// drawn at or before that instant: a window frame that took longer than a video frame is repeated, never
/// squeezed, so the video plays at the speed the session ran. Frames go to ffmpeg as they come; nothing is kept
/// but the last one.
final class WindowRecording {
    /// The video's frame rate.
    static let fps = 60.0

    /// The file being written.
    let path: String
    private let encoder: VideoEncoder
    private var last: RGBAImage
    /// Whether `last` has been sent to the encoder, which then only repeats it.
    private var lastSent = false
    private var written = 0

    /// Starts a video at `path` whose first frame is `first`, drawn at the recording's start.
    ///
    /// - Throws: ``LabError`` when ffmpeg is missing or the path cannot be written.
    init(path: String, first: RGBAImage, environment: LabEnvironment) throws(LabError) {
        self.path = path
        encoder = try VideoEncoder(
            path: path, width: first.width, height: first.height, fps: Self.fps, environment: environment)
        last = first
    }

    /// Whether `image` has the video's size (a rotation or a device change resizes the window).
    func fits(_ image: RGBAImage) -> Bool { image.width == encoder.width && image.height == encoder.height }

    /// Adds the window frame drawn `elapsed` seconds after the start: the previous frame fills every video frame
    /// before that instant.
    func add(_ image: RGBAImage, at elapsed: Double) throws(LabError) {
        try fill(until: elapsed)
        last = image
        lastSent = false
    }

    /// Ends the video `elapsed` seconds after the start; returns the number of frames written.
    @discardableResult
    func finish(at elapsed: Double) throws(LabError) -> Int {
        try fill(until: max(elapsed, 1 / Self.fps))
        try encoder.finish()
        return written
    }

    /// Writes the last frame for every video frame whose instant is before `elapsed`.
    private func fill(until elapsed: Double) throws(LabError) {
        let due = Int((elapsed * Self.fps - 1e-9).rounded(.up))
        while written < due {
            if lastSent {
                encoder.writeAgain()
            } else {
                try encoder.write(last)
                lastSent = true
            }
            written += 1
        }
    }
}
