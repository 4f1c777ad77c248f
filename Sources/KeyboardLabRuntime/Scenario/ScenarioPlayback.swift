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
        var state = AppState(phones: phones)
        if phones.count > 1 { state.captionSource = runner.captionSource }
        return LabRuntime(
            state: state, measurer: measurer,
            traceMappings: traceMapping.map { mapping in phones.map { _ in mapping } } ?? [])
    }

    /// Plays the scenario in the order of ``ScenarioRunner/schedule(framesEnabled:)``, calling `visit` at every
    /// stop with the frame the step produced and the first phone then. Commands at a stop's instant apply before it.
    public func play(_ visit: (Stop, LabFrame, Phone) throws -> Void) rethrows {
        try playAll { stop, frame, phones in try visit(stop, frame, phones[0]) }
    }

    /// ``play(_:)`` with every phone: one, or one per spec of a `compare` header.
    public func playAll(_ visit: (Stop, LabFrame, [Phone]) throws -> Void) rethrows {
        try playStates { stop, frame, state in try visit(stop, frame, state.phones) }
    }

    /// ``play(_:)`` with the whole lab: every phone and the compared phones' captions as they are then.
    public func playStates(_ visit: (Stop, LabFrame, AppState) throws -> Void) rethrows {
        var runtime = start()
        for stop in runner.schedule(framesEnabled: visitsFrames) {
            let isFrame = stop.step == .frame
            let frame = runtime.step(
                stop.commands.map { Self.input(for: $0, phones: runtime.state.phones.count) }, to: stop.time,
                drawing: isFrame ? frameDrawing : .captures, traced: isFrame)
            try visit(stop.step, frame, runtime.state)
        }
    }

    /// The step input for a scenario's command: an `at T phone N …` command's for that phone alone; in a compare,
    /// a drag's finger from the first phone, so each phone gets it at the same place relative to its own screen
    /// (as the window replays a drag on the phones beside the one under the pointer).
    static func input(for command: TimedAction, phones: Int) -> StepInput {
        if let phone = command.phone { return StepInput(command.action, at: command.time, phone: phone, alone: true) }
        switch command.action {
        case .pointerDown, .pointerMoved, .pointerUp:
            return StepInput(command.action, at: command.time, phone: phones > 1 ? 0 : nil)
        default:
            return StepInput(command.action, at: command.time)
        }
    }
}
