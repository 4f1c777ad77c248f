import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing

/// Plays a scenario through the runtime's frame step: its commands apply at their exact instants, fixed-step
/// frames fall at `n / fps`, and captures at their own instants, so a capture does not depend on the frame rate.
///
/// ```swift
/// let playback = ScenarioPlayback(runner: runner, measurer: fonts)
/// try playback.play { stop, frame, phone in
///     if case .capture(let capture) = stop { try write(headless.capture(frame.drawLists[0]), capture.name) }
/// }
/// ```
public struct ScenarioPlayback {
    /// Where the playback stops to hand out a frame: a fixed-step frame or a capture.
    public typealias Stop = ScenarioRunner.Step

    /// The checked scenario and its starting state.
    public let runner: ScenarioRunner
    /// Measures text as the renderer renders it.
    public let measurer: any TextMeasuring
    /// Whether fixed-step frames are visited (captures always are).
    public var visitsFrames: Bool
    /// What each fixed-step frame draws (captures always draw the phone).
    public var frameDrawing: FrameDrawing
    /// Where the phone is drawn, for the trace; nil writes no trace lines.
    public var traceMapping: PixelMapping?
    /// What every phone does before the first command (a presenter's video turns the large readout on).
    public var prepare: (inout Phone) -> Void = { _ in }

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

    /// The runtime at the scenario's start: one phone, or one per spec of a `compare` header, each traced.
    public func start() -> LabRuntime {
        var phones = runner.initialPhones(measurer: measurer)
        for index in phones.indices { prepare(&phones[index]) }
        return LabRuntime(
            state: AppState(phones: phones), measurer: measurer,
            traceMappings: traceMapping.map { mapping in phones.map { _ in mapping } } ?? [])
    }

    /// Plays the scenario in the order of ``ScenarioRunner/schedule(framesEnabled:)``, calling `visit` at every
    /// stop with the frame the step produced and the first phone then. Commands at a stop's instant apply before it.
    public func play(_ visit: (Stop, LabFrame, Phone) throws -> Void) rethrows {
        try playAll { stop, frame, phones in try visit(stop, frame, phones[0]) }
    }

    /// ``play(_:)`` with every phone: one, or one per spec of a `compare` header.
    public func playAll(_ visit: (Stop, LabFrame, [Phone]) throws -> Void) rethrows {
        var runtime = start()
        for stop in runner.schedule(framesEnabled: visitsFrames) {
            let isFrame = stop.step == .frame
            let frame = runtime.step(
                stop.commands.map { StepInput($0.action, at: $0.time) }, to: stop.time,
                drawing: isFrame ? frameDrawing : .captures, traced: isFrame)
            try visit(stop.step, frame, runtime.state.phones)
        }
    }
}
