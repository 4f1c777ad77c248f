import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabFiles
import LabImages
import LabPNG

/// The interactive window's frame loop: the window's events become actions (keys through ``WindowKeys``), the lab
/// clock advances with the host's clock (unless paused), and each frame draws the phones and the overlay panel into
/// the ``WindowHost``.
final class FrameLoop {
    /// The window: a real one through SDL, or an in-process one in tests.
    let host: any WindowHost
    var fonts: any TextMeasuring
    /// The window's pixels per point: the scale asked for, or the one that fits the display.
    var scale: Double
    private let askedScale: Double
    /// The lab and its frame step.
    var runtime: LabRuntime
    /// What happened since the last frame, applied by the next step.
    private var inputs: [StepInput] = []
    /// The phone a button went down on, while it is down: the pointer stays with it.
    private var pointerPhone: Int?
    private var layout: WindowLayout
    private var valuesFile: ValuesFile?
    /// Where each traced phone's lines go: the first phone's to the trace file, the others' beside it.
    private var traceSinks: [TraceSink] = []
    let screenshotFolder: String
    var labTime = 0.0
    var frameTimes: [Double] = []
    var workTime = 0.0
    private var screenshotCount = 0
    private let recordPath: String?
    /// When the recorded scenario's file was last written as the window opened (nil: there was none), to tell
    /// whether another window wrote it meanwhile.
    private let recordFileDate: Date?
    /// When Ctrl+R started recording the window (nil when not recording), and the video being written; a window
    /// resize starts a new part.
    var recordingStart: ContinuousClock.Instant?
    var recording: (video: WindowRecording, start: ContinuousClock.Instant)?
    /// The frame the video takes, drawn without the window's notices (nil when not recording).
    var recordedImage: RGBAImage?
    /// Where ffmpeg is, for the recording.
    let environment: LabEnvironment
    /// The files `run` was given, reloaded when saved, and the phones that show the screen or form among them.
    private var reload: (files: LiveReload, phones: [Int], lastPoll: ContinuousClock.Instant)?
    /// A key no phone could take, said over the first phone until `until`.
    private var refusal: (message: String, until: ContinuousClock.Instant)?

    init(
        host: any WindowHost, resources: LabResources, screen: Screen, device: String, orientation: Orientation,
        scale: Double, settings: ConditionOverrides, compare specs: [PhoneSpec] = [],
        valuesPath: String?, tracePath: String?,
        screenshotFolder: String, record: (path: String, source: ScenarioRecorder.Source?, compare: String?)? = nil,
        presenter: Bool = false, screenName: String? = nil,
        watch: [LiveReload.Source] = [], environment: LabEnvironment
    ) throws {
        recordPath = record?.path
        recordFileDate = record.flatMap {
            Self.modificationDate(URL(filePath: $0.path, relativeTo: LabSetup.workingDirectory))
        }
        self.environment = environment
        self.host = host
        askedScale = scale
        let opening = WindowOpening(
            resources: resources, screen: screen, device: device, orientation: orientation, settings: settings,
            specs: specs, presenter: presenter, screenName: screenName)
        let state: AppState
        (state, fonts, self.scale) = try opening.fitted(host: host, scale: scale)
        if let notice = state.scaleNotice { print("window: \(notice)") }
        let measurer = fonts
        layout = WindowLayout(state, scale: self.scale)
        // Comparing: the first phone's trace goes to FILE, the others' to FILE-2, FILE-3 … beside it (standard
        // output carries the first phone's only).
        let traced = tracePath.map { $0 == "-" ? 1 : state.phones.count } ?? 0
        runtime = LabRuntime(state: state, measurer: measurer, traceMappings: Array(layout.phones.prefix(traced)))
        if let tracePath {
            for index in 0..<traced { traceSinks.append(try TraceSink(path: TraceSink.path(tracePath, phone: index))) }
        }
        if let valuesPath {
            var file = ValuesFile(path: valuesPath)
            runtime.step([StepInput(.loadValues(file.load()))], to: .zero, traced: false)
            valuesFile = file
        }
        if let record { runtime.startRecording(source: record.source, compare: record.compare) }
        try host.open(title: "KeyboardLab", width: layout.width, height: layout.height)
        self.screenshotFolder = screenshotFolder
        if !watch.isEmpty {
            // A phone compared with its own screen file does not show the reloaded one.
            let shown = specs.isEmpty ? [0] : specs.indices.filter { specs[$0].screenPath == nil }
            reload = (LiveReload(files: watch), shown, host.now)
        }
    }

    func run(exitAfter: Double?) throws {
        let start = host.now
        var last = start
        while true {
            let frameStart = host.now
            let interval = (frameStart - last).milliseconds
            last = frameStart
            if !runtime.state.isPaused { labTime += interval / 1000 }
            if let exitAfter, (frameStart - start).milliseconds >= exitAfter * 1000 { break }
            var quit = false
            for event in host.poll() where handle(event) == false { quit = true }
            if quit { break }
            try runFrame(at: frameStart)
            workTime = (host.now - frameStart).milliseconds
            host.present()
            if frameStart > start {
                frameTimes.append(interval)
                if frameTimes.count > 180 { frameTimes.removeFirst(frameTimes.count - 180) }
            }
            host.waitForNextFrame(after: frameStart)
        }
        // Whatever arrived in the last frame still reaches the state, so nothing typed is lost.
        runtime.step(inputs, to: now, traced: false)
        inputs = []
        stopRecording()
        saveValues()
        for sink in traceSinks { sink.flush() }
        try saveRecording()
    }

    private var now: Instant { Instant(seconds: labTime) }

    private func send(_ action: Action) {
        inputs.append(StepInput(action))
    }

    /// Sends a pointer action made from the window pixel (`x`, `y`) to the phone under it, or to the one the
    /// button went down on while it is down.
    private func sendPointer(x: Int, y: Int, _ make: (Point) -> Action) {
        let phone = pointerPhone ?? layout.phone(atPixelX: x, y: y)
        let point = layout.phones[phone].point(pixelX: x, pixelY: y)
        // A press that starts off the screen (on the readout under it, or the caption above) is not a touch.
        if pointerPhone == nil, !Rect(origin: .zero, size: runtime.state.phones[phone].screen.size).contains(point) {
            return
        }
        let action = make(point)
        switch action {
        case .pointerDown: pointerPhone = phone
        case .pointerUp: pointerPhone = nil
        default: break
        }
        inputs.append(StepInput(action, phone: phone))
    }

    /// Handles one event; false means quit (the window closed, Ctrl+Q, or SIGINT/SIGTERM, which SDL posts as a quit).
    private func handle(_ event: PlatformEvent) -> Bool {
        switch event {
        case .quit, .windowClosed: return false
        case .windowResized: break
        case .mouseDown(let x, let y, .left): sendPointer(x: x, y: y) { .pointerDown($0) }
        case .mouseUp(let x, let y, .left): sendPointer(x: x, y: y) { .pointerUp($0) }
        case .mouseDown, .mouseUp: break
        case .mouseMotion(let x, let y, let dragging): if dragging { sendPointer(x: x, y: y) { .pointerMoved($0) } }
        case .wheel(let dx, let dy): send(.scroll(dx: dx * 40, dy: dy * 40))
        case .textInput(let text): send(.type(text))
        case .textEditing(let text, _, _): send(.compose(text))
        case .keyDown(let key, let modifiers):
            guard let binding = WindowKeys.binding(for: key, held: modifiers) else { break }
            return perform(binding.command)
        }
        return true
    }

    /// Does what a key's command says; false means quit.
    private func perform(_ command: WindowCommand) -> Bool {
        let phones = runtime.state.phones
        if let refusal = command.refusal(on: phones) {
            // No phone here takes it (an Android app's condition on an iPhone): said over the phone, not done.
            Console.error("window: \(refusal)")
            self.refusal = (refusal, host.now + .seconds(4))
            return true
        }
        if phones.count > 1, phones.contains(where: { command.action(on: $0)?.changesCondition == true }) {
            // Comparing: each phone steps its own condition (an iPhone its iOS version, a Pixel its Android
            // version; an Android app's condition only the Android phones), so what differs between them still
            // does, and the captions follow.
            for (index, phone) in phones.enumerated() {
                if let action = command.action(on: phone) {
                    inputs.append(StepInput(action, phone: index, alone: true))
                }
            }
            return true
        }
        if let action = command.action(on: runtime.state.phone) {
            send(action)
            return true
        }
        switch command {
        case .quit: return false
        case .stepFrame: if runtime.state.isPaused { labTime += 1.0 / 60 }
        case .screenshot: takeScreenshot()
        case .saveValues: if saveValues() { Console.error("saved values to \(valuesFile?.path ?? "")") }
        case .paste: if let text = host.clipboardText() { send(.paste(text)) }
        case .record: if recordingStart == nil { recordingStart = host.now } else { stopRecording() }
        case .send, .smallerTextSize, .nextVersion, .nextNavigation, .nextAndroidApp: break
        }
        return true
    }

    /// Writes the recorded scenario, atomically; when another window wrote the file since this one opened, beside
    /// it under the first free name (`talk-2.scenario`), saying so, so neither recording is lost.
    private func saveRecording() throws {
        guard let text = runtime.recordedScenario, let recordPath else { return }
        var url = URL(filePath: recordPath, relativeTo: LabSetup.workingDirectory)
        if Self.modificationDate(url) != recordFileDate {
            url = Self.freeName(beside: url)
            Console.error(
                "\(recordPath) was written by another window while this one recorded; kept it, and wrote this "
                    + "recording to \(url.path)")
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
            print("recorded scenario: \(url.path)")
        } catch {
            throw LabError("\(recordPath): cannot write the recorded scenario (\(JSONInput.reason(error)))")
        }
    }

    /// When the file at `url` was last written, or nil when there is none.
    static func modificationDate(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// The first `NAME-N.EXT` beside `url` (N from 2) that does not exist.
    static func freeName(beside url: URL) -> URL {
        let folder = url.deletingLastPathComponent()
        let name = url.deletingPathExtension().lastPathComponent
        let ext = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        var number = 2
        while FileManager.default.fileExists(atPath: folder.appending(path: "\(name)-\(number)\(ext)").path) {
            number += 1
        }
        return folder.appending(path: "\(name)-\(number)\(ext)")
    }

    @discardableResult
    private func saveValues() -> Bool {
        guard let valuesFile else { return false }
        return valuesFile.save(runtime.state.phone.valuesByID)
    }

    /// One frame: the step applies what happened since the last one and draws the window; then the window shows it,
    /// a recording takes it, and the trace gets its lines.
    private func runFrame(at frameStart: ContinuousClock.Instant) throws {
        reloadSavedFiles(at: frameStart)
        let frame = try stepAndRender(traced: true)
        let phone = runtime.state.phone
        if (phone.editor.focus != nil) != host.isTextInputActive { host.isTextInputActive = phone.editor.focus != nil }
        if let rect = phone.focusedWindowRect {
            let pixels = layout.pixelRect(rect, phone: 0)
            host.setTextInputRect(x: pixels.x, y: pixels.y, width: pixels.width, height: pixels.height)
        }
        let phones = runtime.state.phones.map {
            "\($0.device.name) \($0.text(ConditionKeys.orientation)) \($0.text(ConditionKeys.strategy))"
        }
        host.setTitle("KeyboardLab — \(phones.joined(separator: " | ")) — \(phone.form.title)")
        recordFrame(at: frameStart)
        for (sink, lines) in zip(traceSinks, frame.traceLines) {
            for line in lines { sink.write(line) }
            sink.flush()
        }
    }

    /// Steps to now with this frame's inputs and draws the phones and the overlay panel into the back buffer,
    /// resizing the window first when its layout changed (a rotation, a device switch, the readout, panel or
    /// presenter toggled), at the scale that fits the display then.
    private func stepAndRender(traced: Bool) throws(LabError) -> LabFrame {
        let was = (
            presenting: runtime.state.presenter, pixels: runtime.state.presenterPixels,
            panel: runtime.state.phone.chrome.overlayVisible
        )
        var frame = step(inputs, traced: traced)
        inputs = []
        var next = frame.windowLayout ?? layout
        // Presenter mode just turned on, or its type grown (Ctrl+Shift+M): the panel may give way to the phones.
        let turnedPresenterOn =
            runtime.state.presenter && (!was.presenting || runtime.state.presenterPixels > was.pixels + 0.01)
        // The panel just hidden: its scale notice may go rather than shrink the phones.
        let hidPanel = turnedPresenterOn || (was.panel && !runtime.state.phone.chrome.overlayVisible)
        if next.width != layout.width || next.height != layout.height,
            try refit(presenting: turnedPresenterOn, hidingPanel: hidPanel)
        {
            frame = step([], traced: false)
            next = frame.windowLayout ?? WindowLayout(runtime.state, scale: scale)
        }
        if next.width != layout.width || next.height != layout.height {
            host.resize(width: next.width, height: next.height)
        }
        layout = next
        recordedImage = recordingStart == nil ? nil : renderForRecording()
        try host.render(
            Array(zip(frame.drawLists, layout.phones + [layout.panel, PixelMapping(scale: scale)])),
            clearColor: runtime.state.phone.labTheme.windowBackground)
        return frame
    }

    /// One step of the runtime to now, drawn for the window at its scale, with the reload banner when a save failed.
    private func step(_ inputs: [StepInput], traced: Bool) -> LabFrame {
        var frame = runtime.step(
            inputs, to: now, drawing: .window(context(notices: true), scale: scale), traced: traced)
        if let message = reload?.files.message, !frame.drawLists.isEmpty {
            ReloadBannerView.draw(message, phone: runtime.state.phone, measurer: fonts, into: &frame.drawLists[0])
        } else if let refusal, host.now < refusal.until, !frame.drawLists.isEmpty {
            ReloadBannerView.draw(
                refusal.message, title: "Not done", phone: runtime.state.phone, measurer: fonts,
                into: &frame.drawLists[0])
        }
        return frame
    }

    /// Moves the window to the scale that fits the display now, when that is not its scale: new fonts, the panel
    /// hidden when presenter mode was just turned on (`presenting`) and that draws the phones larger, the notes
    /// hidden when the panel just went (`hidingPanel`) and its notice above the phones would shrink them, the scale
    /// notice said again. Returns whether anything changed.
    private func refit(presenting: Bool, hidingPanel: Bool = false) throws(LabError) -> Bool {
        guard
            let fit = WindowOpening.refit(
                runtime.state, scale: scale, asked: askedScale, display: host.displaySize, measurer: fonts,
                mayHidePanel: presenting, mayHideNotes: hidingPanel)
        else { return false }
        fonts = try host.fonts(scale: fit.scale)
        scale = fit.scale
        runtime.measure(with: fonts)
        let chrome = runtime.state.phone.chrome
        let notice = WindowOpening.scaleNotice(
            drawn: scale, asked: askedScale,
            readout: chrome.readoutVisible ? chrome.readoutLines : ReadoutView.lineCapacity,
            panelHidden: fit.hidesPanel)
        runtime.reload { state, measurer in
            if fit.hidesPanel { state.reduce(.overlay(false), at: state.phone.now, measurer: measurer) }
            if fit.hidesNotes { state.reduce(.notes(false), at: state.phone.now, measurer: measurer) }
            state.scaleNotice = notice
            state.stacksPhones = fit.stacked
        }
        runtime.remapTraces(WindowLayout(runtime.state, scale: scale).phones)
        print("window: \(notice ?? "drawn at scale \(NumberText.compact(scale)) as asked")")
        return true
    }

    /// Four times a second, checks the watched files and applies what a settled save gave (see ``LiveReload``).
    private func reloadSavedFiles(at instant: ContinuousClock.Instant) {
        guard var watched = reload, instant - watched.lastPoll >= .milliseconds(250) else { return }
        watched.lastPoll = instant
        let changes = watched.files.poll()
        reload = watched
        for change in changes {
            switch change {
            case .screen(let screen):
                runtime.reload { $0.reloadScreen(screen, onPhones: watched.phones, measurer: $1) }
            case .device(let profile): runtime.reload { $0.reloadDevice(profile, measurer: $1) }
            case .failed: break  // LiveReload said it on standard error; the banner shows it until a good save
            }
        }
    }

    /// F12: the whole window as a PNG in the screenshots folder.
    private func takeScreenshot() {
        do {
            let folder = try LabSetup.writableFolder(screenshotFolder)
            _ = try stepAndRender(traced: false)
            let image = try host.capture()
            host.present()
            screenshotCount += 1
            let name = String(format: "keyboard-lab-%.3f-%d.png", labTime, screenshotCount)
            let path = folder.appending(path: name).path
            try PNGFile.write(image, to: path)
            print("screenshot: \(path)")
        } catch {
            Console.error("screenshot failed: \(error)")
        }
    }
}
