import KeyboardAvoidance
import KeyboardLabUI

/// Plays a scenario through the runtime's frame step: its commands apply at their exact instants, fixed-step
/// frames fall at `n / fps`, and captures at their own instants, so a capture does not depend on the frame rate.
///
/// ```swift
/// let playback = ScenarioPlayback(runner: runner, measurer: fonts)
/// try playback.play { stop, frame, phone in
///     if case .capture(let capture) = stop { try write(renderer.render(frame.drawLists[0]), capture.name) }
/// }
/// ```
public struct ScenarioPlayback {
    /// Where the playback stops to hand out a frame.
    public enum Stop: Equatable, Sendable {
        /// A fixed-step frame.
        case frame
        /// A capture.
        case capture(Capture)
    }

    /// The checked scenario and its starting state.
    public let runner: ScenarioRunner
    /// Measures text as the renderer draws it.
    public let measurer: any TextMeasuring
    /// Whether fixed-step frames are visited (captures always are).
    public var visitsFrames: Bool
    /// What each fixed-step frame draws (captures always draw the phone).
    public var frameDrawing: FrameDrawing
    /// Where the phone is drawn, for the trace; nil writes no trace lines.
    public var traceMapping: PixelMapping?

    /// A playback of `runner`'s scenario; by default it visits captures only and writes no trace.
    public init(
        runner: ScenarioRunner, measurer: any TextMeasuring, visitsFrames: Bool = false,
        frameDrawing: FrameDrawing = .nothing, traceMapping: PixelMapping? = nil
    ) {
        self.runner = runner
        self.measurer = measurer
        self.visitsFrames = visitsFrames
        self.frameDrawing = frameDrawing
        self.traceMapping = traceMapping
    }

    /// The runtime at the scenario's start.
    public func start() -> LabRuntime {
        LabRuntime(
            state: AppState(phones: [runner.initialPhone(measurer: measurer)]), measurer: measurer,
            traceMappings: traceMapping.map { [$0] } ?? [])
    }

    /// Every stop in time order with its instant: at equal instants the frame comes before the captures.
    public var stops: [(time: Instant, stop: Stop)] {
        let frames = visitsFrames ? runner.frameTimes.map { (time: $0, stop: Stop.frame) } : []
        let captures = runner.scenario.captures.map { (time: $0.time, stop: Stop.capture($0)) }
        // A stable sort keeps frames first at equal instants, and captures in their written order.
        return (frames + captures).enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }.map(\.element)
    }

    /// Plays the scenario, calling `visit` at every stop with the frame the step produced and the phone then.
    /// Commands at a stop's instant apply before it.
    public func play(_ visit: (Stop, LabFrame, Phone) throws -> Void) rethrows {
        var runtime = start()
        var events = runner.scenario.events[...]
        for (time, stop) in stops {
            var due: [StepInput] = []
            while let event = events.first, event.time <= time {
                due.append(StepInput(event.action, at: event.time))
                events = events.dropFirst()
            }
            let isFrame = stop == .frame
            let frame = runtime.step(due, to: time, drawing: isFrame ? frameDrawing : .captures, traced: isFrame)
            try visit(stop, frame, runtime.state.phone)
        }
        if let last = events.last {
            runtime.step(events.map { StepInput($0.action, at: $0.time) }, to: last.time, traced: false)
        }
    }
}
