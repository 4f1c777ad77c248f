import Foundation
import KeyboardLabUI
import LabDrawing
import LabImages

/// Recording the window (Ctrl+R): each frame is drawn a second time without the window's own notices (REC, the
/// scale it is drawn at, a reload's banner) and that drawing goes to the video, so nothing the audience of the
/// video should not see is burned into it.
extension FrameLoop {
    /// The window's view context for this frame; without `notices`, as a recording's frame is drawn.
    func context(notices: Bool) -> ViewContext {
        var context = ViewContext(
            measurer: fonts, frameTimes: frameTimes, workTime: workTime, driver: host.driverDescription,
            recordingSeconds: notices ? recordingStart.map { (host.now - $0).milliseconds / 1000 } : nil)
        context.showsNotices = notices
        return context
    }

    /// The frame as the video shows it: the state drawn again without notices into the back buffer and read back
    /// (the window's own drawing replaces it before it is shown); nil when that fails, and the video stops.
    func renderForRecording() -> RGBAImage? {
        let (lists, layout) = runtime.draw(.window(context(notices: false), scale: scale))
        guard let layout else { return nil }
        do {
            try host.render(
                Array(zip(lists, layout.phones + [layout.panel, PixelMapping(scale: scale)])),
                clearColor: runtime.state.phone.labTheme.windowBackground)
            return try host.capture()
        } catch {
            Console.error("recording stopped: \(error)")
            recording = nil
            recordingStart = nil
            return nil
        }
    }

    /// Adds the frame just drawn, at the instant it began, to the window's video; the first frame after Ctrl+R,
    /// or after the window changed size, starts a new file beside the screenshots.
    func recordFrame(at instant: ContinuousClock.Instant) {
        guard recordingStart != nil else { return }
        do {
            guard let image = recordedImage else { return }
            if let recording, recording.video.fits(image) {
                try recording.video.add(image, at: (instant - recording.start).milliseconds / 1000)
                return
            }
            finishVideo(at: instant)
            let folder = try LabSetup.writableFolder(screenshotFolder)
            let path = folder.appending(path: String(format: "keyboard-lab-%.3f.mp4", labTime)).path
            recording = (try WindowRecording(path: path, first: image, environment: environment), instant)
            print("recording: \(path)")
        } catch {
            Console.error("recording stopped: \(error)")
            recording = nil
            recordingStart = nil
        }
    }

    /// Ctrl+R again, or quitting: ends the video.
    func stopRecording() {
        finishVideo(at: host.now)
        recordingStart = nil
    }

    func finishVideo(at instant: ContinuousClock.Instant) {
        guard let recording else { return }
        self.recording = nil
        do {
            let frames = try recording.video.finish(at: (instant - recording.start).milliseconds / 1000)
            print(
                String(
                    format: "recorded video: %@ (%.2f s)", recording.video.path, Double(frames) / WindowRecording.fps))
        } catch {
            Console.error("\(error)")
        }
    }

}
