import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI

/// The interactive window's frame loop: SDL events become actions, the lab clock advances with real time (unless
/// paused), and each frame draws the phones and the overlay panel.
final class FrameLoop {
    private let session: SDLSession
    private let fonts: FontLibrary
    private let window: AppWindow
    private let pump: EventPump
    private let scale: Double
    private var state: AppState
    private var layout: WindowLayout
    private var valuesFile: ValuesFile?
    /// One notification centre per phone: each phone's trace observes its own.
    private var notifications: [KeyboardNotificationCenter] = []
    private var traces: [TraceRecorder] = []
    private var traceSinks: [TraceSink] = []
    private let screenshotFolder: String
    private var labTime = 0.0
    private var frameTimes: [Double] = []
    private var workTime = 0.0
    private var screenshotCount = 0
    private var recorder: ScenarioRecorder?
    private let recordPath: String?
    private let clock = ContinuousClock()
    /// When Ctrl+R started recording the window (nil when not recording), and the video being written; a window
    /// resize starts a new part.
    private var recordingStart: ContinuousClock.Instant?
    private var recording: (video: WindowRecording, start: ContinuousClock.Instant)?

    init(
        resources: LabResources, form: Form, device: String, orientation: Orientation, scale: Double,
        settings: PhoneSettings, compare specs: [PhoneSpec] = [], valuesPath: String?, tracePath: String?,
        screenshotFolder: String, record: (path: String, formPath: String?)? = nil
    ) throws {
        recordPath = record?.path
        do {
            session = try SDLSession(video: true, requireDisplay: true)
            fonts = try FontLibrary(session: session, directory: resources.fontsFolder, scale: scale)
        } catch {
            throw LabError(error)
        }
        self.scale = scale
        let measurer = fonts
        var phones = specs.map {
            $0.phone(
                resources: resources, form: form, deviceID: device, orientation: orientation, settings: settings,
                measurer: measurer)
        }
        if phones.isEmpty {
            var phone = Phone(
                resources: resources, form: form, deviceID: device, orientation: orientation, measurer: measurer)
            phone.apply(settings)
            phones = [phone]
        }
        // Touches show in the window by default, as the Simulator's "show touches".
        for index in phones.indices { phones[index].apply(PhoneSettings(touches: true)) }
        if let valuesPath {
            var file = ValuesFile(path: valuesPath)
            let values = file.load()
            for index in phones.indices { phones[index].reduce(.loadValues(values), at: .zero) }
            valuesFile = file
        }
        state = AppState(phones: phones)
        if let record { recorder = ScenarioRecorder(phone: phones[0], formPath: record.formPath) }
        layout = WindowLayout(state, scale: scale)
        do {
            window = try AppWindow(
                title: "KeyboardLab", width: layout.width, height: layout.height, resizable: false, fonts: fonts)
        } catch {
            throw LabError(error)
        }
        pump = EventPump(session: session)
        self.screenshotFolder = screenshotFolder
        notifications = state.phones.map { _ in KeyboardNotificationCenter() }
        if let tracePath {
            // Comparing: the first phone's trace goes to FILE, the others' to FILE-2, FILE-3 … beside it (standard
            // output carries the first phone's only).
            for index in state.phones.indices where index == 0 || tracePath != "-" {
                let sink = try TraceSink(path: Self.tracePath(tracePath, phone: index))
                let recorder = TraceRecorder(mapping: layout.phones[index]) { sink.write($0) }
                recorder.observe(&notifications[index])
                traces.append(recorder)
                traceSinks.append(sink)
            }
        }
    }

    func run(exitAfter: Double?) throws {
        let start = clock.now
        var last = start
        let frameBudget = Duration.microseconds(16_667)
        while true {
            let frameStart = clock.now
            let interval = (frameStart - last).milliseconds
            last = frameStart
            if !state.isPaused { labTime += interval / 1000 }
            if let exitAfter, (frameStart - start).milliseconds >= exitAfter * 1000 { break }
            var quit = false
            for event in pump.poll() where handle(event) == false { quit = true }
            if quit { break }
            try drawFrame(at: frameStart)
            workTime = (clock.now - frameStart).milliseconds
            window.present()
            if frameStart > start {
                frameTimes.append(interval)
                if frameTimes.count > 180 { frameTimes.removeFirst(frameTimes.count - 180) }
            }
            // Without vsync (software renderer), pace frames at 60 Hz instead of spinning.
            if !window.isAccelerated {
                let spent = clock.now - frameStart
                if spent < frameBudget { Thread.sleep(forTimeInterval: (frameBudget - spent).milliseconds / 1000) }
            }
        }
        stopRecording()
        saveValues()
        for sink in traceSinks { sink.flush() }
        try saveRecording()
    }

    private var now: Instant { Instant(seconds: labTime) }

    /// Phone `index`'s trace file: `path` for the first, `name-2.ext` and so on for the others.
    static func tracePath(_ path: String, phone index: Int) -> String {
        guard index > 0, path != "-" else { return path }
        let url = URL(filePath: path)
        let ext = url.pathExtension
        let stem = url.deletingPathExtension().path
        return ext.isEmpty ? "\(stem)-\(index + 1)" : "\(stem)-\(index + 1).\(ext)"
    }

    private func send(_ action: Action) {
        let before = state.phone
        state.reduce(action, at: now)
        recorder?.record(action, at: now, before: before, after: state.phone)
    }

    /// The phone a pointer event at window pixel (`x`, `y`) belongs to (the one the finger went down on), and
    /// the point in that phone's screen.
    private func phonePoint(x: Int, y: Int) -> (phone: Int, point: Point) {
        let phone = state.pointerOwner ?? layout.phone(atPixelX: x, y: y)
        return (phone, layout.phones[phone].point(pixelX: x, pixelY: y))
    }

    /// Sends a pointer action made from the window pixel (`x`, `y`) to the phone under it.
    private func sendPointer(x: Int, y: Int, _ make: (Point) -> Action) {
        let target = phonePoint(x: x, y: y)
        let before = state.phone
        state.reduce(make(target.point), at: now, from: target.phone)
        recorder?.record(make(target.point), at: now, before: before, after: state.phone)
    }

    /// Handles one event; false means quit.
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
        case .keyDown(let key, let modifiers): handleKey(key, modifiers: modifiers)
        }
        return true
    }

    private func handleKey(_ key: Key, modifiers: KeyModifiers) {
        if let number = key.functionNumber, let function = FunctionKey(rawValue: number) {
            switch function {
            case .step: if state.isPaused { labTime += 1.0 / 60 }
            case .screenshot: takeScreenshot()
            default: if let action = function.action { send(action) }
            }
            return
        }
        switch key {
        case .tab: send(.key(modifiers.contains(.shift) ? .shiftTab : .tab))
        case .returnKey: send(.key(.returnKey))
        case .escape: send(.key(.escape))
        case .backspace: send(.key(.backspace))
        case .left: send(.key(.left))
        case .right: send(.key(.right))
        case .home: send(.key(.home))
        case .end: send(.key(.end))
        case .other(let name) where modifiers.contains(.control):
            switch name.lowercased() {
            case "s": if saveValues() { Console.error("saved values to \(valuesFile?.path ?? "")") }
            case "v": if let text = window.clipboardText() { send(.paste(text)) }
            case "d": send(.dismissMode(nil))
            case "a": send(.appearance(nil))
            case "t": send(.textSize(modifiers.contains(.shift) ? state.phone.textSize.smaller : nil))
            case "f": send(.keyboardMode(nil))
            case "r": if recordingStart == nil { recordingStart = clock.now } else { stopRecording() }
            default: break
            }
        default: break
        }
    }

    /// Writes the recorded scenario, atomically.
    private func saveRecording() throws {
        guard let recorder, let recordPath else { return }
        let url = URL(filePath: recordPath, relativeTo: LabSetup.workingDirectory)
        do {
            try Data(recorder.text(endingAt: now).utf8).write(to: url, options: .atomic)
            print("recorded scenario: \(url.path)")
        } catch {
            throw LabError("\(recordPath): cannot write the recorded scenario (\(JSONInput.reason(error)))")
        }
    }

    @discardableResult
    private func saveValues() -> Bool {
        guard let valuesFile else { return false }
        return valuesFile.save(state.phone.valuesByID)
    }

    private func drawFrame(at frameStart: ContinuousClock.Instant) throws {
        state.advance(to: now)
        let next = WindowLayout(state, scale: scale)
        if next.width != layout.width || next.height != layout.height {
            window.resize(width: next.width, height: next.height)
        }
        layout = next
        let phone = state.phone
        if phone.focus != nil, !window.isTextInputActive { window.startTextInput() }
        if phone.focus == nil, window.isTextInputActive { window.stopTextInput() }
        if let rect = phone.focusedWindowRect {
            let pixels = layout.pixelRect(rect, phone: 0)
            window.setTextInputRect(x: pixels.x, y: pixels.y, width: pixels.width, height: pixels.height)
        }
        let phones = state.phones.map { "\($0.device.name) \($0.orientation.rawValue) \($0.timeline.engine.name)" }
        window.setTitle("KeyboardLab — \(phones.joined(separator: " | ")) — \(phone.form.title)")
        try renderWindow()
        recordFrame(at: frameStart)
        for (index, posted) in state.takeNotifications().enumerated() {
            if index == 0 { recorder?.observe(posted) }
            notifications[index].post(posted)
        }
        for (index, trace) in traces.enumerated() { trace.frame(state.phones[index]) }
        for sink in traceSinks { sink.flush() }
    }

    /// Draws the phones and the overlay panel into the back buffer.
    private func renderWindow() throws(LabError) {
        let driver = window.driverName + (window.isAccelerated ? " (vsync)" : " (paced to 60 Hz)")
        let context = ViewContext(
            measurer: fonts, frameTimes: frameTimes, workTime: workTime, driver: driver,
            recordingSeconds: recordingStart.map { (clock.now - $0).milliseconds / 1000 })
        var canvases = zip(state.phones, layout.phones).map { phone, map in
            (list: PhoneView.draw(phone, context: context), map: map)
        }
        canvases.append((OverlayView.drawPanel(state, height: layout.panelHeight, context: context), layout.panel))
        do {
            try window.render(canvases, clearColor: state.phone.labTheme.windowBackground)
        } catch {
            throw LabError(error)
        }
    }

    /// Adds the frame just drawn, at the instant it began, to the window's video; the first frame after Ctrl+R,
    /// or after the window changed size, starts a new file beside the screenshots.
    private func recordFrame(at instant: ContinuousClock.Instant) {
        guard recordingStart != nil else { return }
        do {
            let image = try window.capture()
            if let recording, recording.video.fits(image) {
                try recording.video.add(image, at: (instant - recording.start).milliseconds / 1000)
                return
            }
            finishVideo(at: instant)
            let folder = try LabSetup.writableFolder(screenshotFolder)
            let path = folder.appending(path: String(format: "keyboard-lab-%.3f.mp4", labTime)).path
            recording = (try WindowRecording(path: path, first: image), instant)
            print("recording: \(path)")
        } catch {
            Console.error("recording stopped: \(error)")
            recording = nil
            recordingStart = nil
        }
    }

    /// Ctrl+R again, or quitting: ends the video.
    private func stopRecording() {
        finishVideo(at: clock.now)
        recordingStart = nil
    }

    private func finishVideo(at instant: ContinuousClock.Instant) {
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

    /// F12: the whole window as a PNG in the screenshots folder.
    private func takeScreenshot() {
        do {
            let folder = try LabSetup.writableFolder(screenshotFolder)
            try renderWindow()
            let image = try window.capture()
            window.present()
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

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) * 1e-15
    }
}
