import KeyboardAvoidance
import LabDrawing

/// What a view needs besides the state: the text measurer and facts from the platform.
public struct ViewContext {
    /// Measures text as the renderer draws it.
    public var measurer: any TextMeasuring
    /// Whether this frame is a capture: the caret shows whatever the blink phase, and no wall-clock figure is drawn.
    public var isCapture: Bool
    /// Recent intervals between frames in milliseconds, oldest first (the window's own measurements; empty in
    /// captures). A dropped frame at 60 Hz shows as an interval over 25 ms.
    public var frameTimes: [Double]
    /// The last frame's work (events, state, layout, drawing, without waiting for vsync), in milliseconds.
    public var workTime: Double?
    /// The window's SDL render driver, e.g. "opengl (vsync)" or "software".
    public var driver: String?
    /// Seconds since the window began recording a video, or nil when it is not recording: the panel then shows a
    /// red REC with the elapsed time.
    public var recordingSeconds: Double?
    /// Whether the window's own notices (the scale it is drawn at, REC) are drawn: not in the frames of a video the
    /// window records.
    public var showsNotices = true

    /// Creates a context.
    public init(
        measurer: any TextMeasuring, isCapture: Bool = false, frameTimes: [Double] = [], workTime: Double? = nil,
        driver: String? = nil, recordingSeconds: Double? = nil
    ) {
        self.measurer = measurer
        self.isCapture = isCapture
        self.frameTimes = frameTimes
        self.workTime = workTime
        self.driver = driver
        self.recordingSeconds = recordingSeconds
    }
}
