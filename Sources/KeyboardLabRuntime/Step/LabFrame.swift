import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing

/// What one frame step produced: the notifications each phone posted since the last step, the trace lines of
/// the frame, and the draw lists asked for.
public struct LabFrame {
    /// The instant the step reached.
    public var instant: Instant
    /// Each phone's notifications posted during the step, in order, phone by phone.
    public var notifications: [[TimedNotification]]
    /// Each phone's trace lines for the frame (layout line when the layout changed, notifications, frame line);
    /// empty when the runtime does not trace or the step was not a traced frame.
    public var traceLines: [[String]]
    /// Each phone's screen, then the overlay panel when the step drew the window.
    public var drawLists: [DrawList]
    /// Where each list goes in the window, when the step drew the window.
    public var windowLayout: WindowLayout?
}

/// What a step draws.
public enum FrameDrawing {
    /// Nothing: the step only moves the state.
    case nothing
    /// Each phone's screen as a capture shows it (no wall-clock figures, the caret always drawn).
    case captures
    /// The captures, then the overlay panel as tall as the first phone's screen (at least the panel's minimum),
    /// as a video with the panel shows it.
    case capturesWithPanel
    /// Each phone's screen and, beside them, the overlay panel, as the window shows them at `scale` pixels per
    /// point, with the window's own facts in `context`.
    case window(ViewContext, scale: Double)
}
