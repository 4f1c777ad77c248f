import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing

/// The one frame step every loop runs: the window, scenario shoot and check, video export, sheets, the benchmarks
/// and the soak. ``step(_:to:drawing:traced:)`` applies the inputs at their instants, advances the animations,
/// drains the keyboard notifications and produces the frame's trace lines and draw lists, so a capture at t is
/// the same whether t was reached in one step or in many.
///
/// ```swift
/// var runtime = LabRuntime(state: AppState(phones: [phone]), measurer: fonts)
/// let frame = runtime.step([StepInput(.focusField("city"))], to: Instant(seconds: 0), drawing: .captures)
/// frame.notifications[0].map(\.info.event)  // [.willChangeFrame, .willShow]
/// ```
public struct LabRuntime {
    /// The lab's state after the last step.
    public private(set) var state: AppState
    /// Measures text as the renderer renders it; the state's layout and the views use it.
    public private(set) var measurer: any TextMeasuring
    /// Each phone's trace writer, when tracing.
    private var traces: [TraceWriter]
    /// Each phone's notification center: the trace, the recorder and the panel's log observe the phone through it.
    private var centers: [LabNotificationCenter]
    /// What each traced phone's trace observer received since the last traced frame.
    private var traceInboxes: [NotificationInbox]
    /// What each phone's panel-log observer received since the last step.
    private let panelInboxes: [NotificationInbox]
    /// What the window does, written as a scenario, when recording, and the settles its observer received.
    private var recorder: (scenario: ScenarioRecorder, settles: NotificationInbox)?

    /// A runtime over `state`, tracing each phone drawn through `traceMappings[i]` when given (one per phone).
    public init(state: AppState, measurer: any TextMeasuring, traceMappings: [PixelMapping] = []) {
        self.state = state
        self.measurer = measurer
        traces = traceMappings.prefix(state.phones.count).map {
            TraceWriter(scale: $0.scale, screenOrigin: $0.origin)
        }
        var centers = state.phones.map { _ in LabNotificationCenter() }
        panelInboxes = centers.indices.map { centers[$0].observe() }
        traceInboxes = traces.indices.map { centers[$0].observe() }
        self.centers = centers
    }

    /// Changes the lab outside an action (a live reload of a file), measuring with the runtime's measurer; what the
    /// change posts goes out with the next step.
    public mutating func reload(_ change: (inout AppState, any TextMeasuring) -> Void) {
        change(&state, measurer)
    }

    /// Measures with `measurer` from now on: the window's fonts at its new scale. Text already wrapped keeps its
    /// lines until it is laid out again.
    public mutating func measure(with measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// Maps each traced phone to the window through `mappings[i]` from now on (the window's scale changed); the
    /// next traced frame starts with a layout line in the new pixels.
    public mutating func remapTraces(_ mappings: [PixelMapping]) {
        for (index, mapping) in zip(traces.indices, mappings) {
            traces[index].remap(scale: mapping.scale, screenOrigin: mapping.origin)
        }
    }

    /// Whether the runtime writes trace lines.
    public var isTracing: Bool { !traces.isEmpty }

    /// Records every later input of the first phone as scenario lines (`source` names the screen in the header,
    /// `compare` the window's `--compare` list; a compare's header gives the settings its phones were made from).
    public mutating func startRecording(source: ScenarioRecorder.Source?, compare: String? = nil) {
        recorder = (
            ScenarioRecorder(
                phone: state.phone, source: source, compare: compare, base: state.captionSource?.base,
                platforms: state.phones.map(\.device.platform)),
            centers[0].observe([.didShow, .didHide])
        )
    }

    /// The recorded scenario's text, ending at the current instant, or nil when not recording.
    public var recordedScenario: String? { recorder?.scenario.text(endingAt: state.phone.now) }

    /// Applies `actions` (each at its own instant, in order, none later than `instant`), moves every phone to
    /// `instant`, drains the notifications and, for a `traced` frame, writes its trace lines; then draws what
    /// `drawing` asks for.
    ///
    /// - Complexity: O(a + p · v) in the actions, the phones and the rows visible.
    @discardableResult
    public mutating func step(
        _ actions: [StepInput], to instant: Instant, drawing: FrameDrawing = .nothing, traced: Bool = true
    ) -> LabFrame {
        for input in actions { apply(input, before: instant) }
        state.advance(to: instant)
        let drained = state.takeNotifications()
        for index in drained.indices { centers[index].post(drained[index]) }
        state.logNotifications(panelInboxes.map { $0.take() })
        if let settles = recorder?.settles.take(), !settles.isEmpty { recorder?.scenario.observe(settles) }
        var lines: [[String]] = []
        if traced {
            lines = traces.indices.map { index in
                traces[index].lines(for: state.phones[index], notifications: traceInboxes[index].take())
            }
        }
        var frame = LabFrame(instant: instant, notifications: drained, traceLines: lines, drawLists: [])
        (frame.drawLists, frame.windowLayout) = draw(drawing)
        return frame
    }

    /// The state as it is now, drawn as `drawing` asks, with the window's layout when drawn for the window; the
    /// state does not move (the window draws a frame twice while it records: for the video, without its notices).
    public func draw(_ drawing: FrameDrawing) -> ([DrawList], WindowLayout?) {
        switch drawing {
        case .nothing:
            return ([], nil)
        case .captures:
            return (phoneLists(ViewContext(measurer: measurer, isCapture: true)), nil)
        case .capturesWithPanel:
            let context = ViewContext(measurer: measurer, isCapture: true)
            let metrics = PanelMetrics(presenter: false, scale: 1)
            let height = max(state.phone.screen.height, metrics.panelMinimumHeight)
            return (phoneLists(context) + [OverlayView.drawPanel(state, height: height, context: context)], nil)
        case .window(let context, let scale):
            let layout = WindowLayout(state, scale: scale)
            // The phones, the panel, then the captions' band above the phones.
            let lists =
                phoneLists(context) + [
                    OverlayView.drawPanel(state, height: layout.panelHeight, context: context, metrics: layout.metrics),
                    CaptionView.draw(
                        state, layout: layout, measurer: context.measurer, notices: context.showsNotices),
                ]
            return (lists, layout)
        }
    }

    /// Each phone's screen drawn with `context`.
    private func phoneLists(_ context: ViewContext) -> [DrawList] {
        state.phones.map { PhoneView.draw($0, context: context) }
    }

    /// Applies one input at its instant (clamped to `instant`), recording it when recording: a pointer's points
    /// as on the first phone's screen, an input for one phone of several alone as that phone's.
    private mutating func apply(_ input: StepInput, before instant: Instant) {
        let time = min(input.time ?? instant, instant)
        let source = input.phone.map { state.phones.indices.contains($0) ? $0 : 0 } ?? 0
        let before = recorder == nil ? nil : state.phones[source]
        if input.alone {
            state.reduce(input.action, at: time, onPhone: source, measurer: measurer)
        } else if let phone = input.phone {
            state.reduce(input.action, at: time, from: phone, measurer: measurer)
        } else {
            state.reduce(input.action, at: time, measurer: measurer)
        }
        guard let before else { return }
        let lab = state
        recorder?.scenario.record(
            input.action, at: time, before: before, after: state.phones[source],
            phone: input.alone && state.phones.count > 1 ? source : nil,
            toFirst: { lab.point($0, from: source, to: 0) })
    }
}
