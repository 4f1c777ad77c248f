import KeyboardAvoidance

/// What a view needs besides the state: the text measurer and facts from the platform.
public struct ViewContext {
    /// Measures text as the renderer draws it.
    public var measurer: any TextMeasuring
    /// Whether this frame is a capture: the caret shows whatever the blink phase, and no wall-clock figure is drawn.
    public var isCapture: Bool
    /// Recent frame durations in milliseconds, oldest first (the window's own measurements; empty in captures).
    public var frameTimes: [Double]

    /// Creates a context.
    public init(measurer: any TextMeasuring, isCapture: Bool = false, frameTimes: [Double] = []) {
        self.measurer = measurer
        self.isCapture = isCapture
        self.frameTimes = frameTimes
    }
}
