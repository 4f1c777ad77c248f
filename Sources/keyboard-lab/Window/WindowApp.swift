import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI

/// The interactive window: SDL events become actions, the lab clock advances with real time (unless paused), and
/// each frame draws the phone and the overlay panel.
final class WindowApp {
    /// Margin around the phone screen, in points.
    static let margin = 16.0

    private let session: SDLSession
    private let fonts: FontLibrary
    private let window: AppWindow
    private let pump: EventPump
    private let scale: Double
    private var state: AppState
    private var valuesFile: ValuesFile?
    private let traceSink: TraceSink?
    private var traceWriter: TraceWriter
    private let screenshotFolder: String
    private var labTime = 0.0
    private var frameTimes: [Double] = []
    private var workTime = 0.0
    private var windowSize = (width: 0, height: 0)
    private var screenshotCount = 0

    init(
        resources: LabResources, form: Form, device: String, orientation: Orientation, scale: Double,
        valuesPath: String?, tracePath: String?, screenshotFolder: String
    ) throws {
        do {
            session = try SDLSession(video: true, requireDisplay: true)
            fonts = try FontLibrary(session: session, directory: resources.fontsFolder, scale: scale)
        } catch {
            throw LabError(error)
        }
        self.scale = scale
        state = AppState(resources: resources, form: form, deviceID: device, orientation: orientation)
        var loaded: [String: String] = [:]
        if let valuesPath {
            var file = ValuesFile(path: valuesPath)
            loaded = file.load()
            valuesFile = file
        }
        state.reduce(.loadValues(loaded), at: .zero, measurer: fonts)
        let size = Self.windowSize(for: state, scale: scale)
        do {
            window = try AppWindow(
                title: "KeyboardLab", width: size.width, height: size.height, resizable: false, fonts: fonts)
        } catch {
            throw LabError(error)
        }
        windowSize = size
        pump = EventPump(session: session)
        traceSink = try tracePath.map { path throws(LabError) in try TraceSink(path: path) }
        traceWriter = TraceWriter(scale: scale, screenOrigin: Point(x: Self.margin * scale, y: Self.margin * scale))
        self.screenshotFolder = screenshotFolder
        _ = state.takeNotifications()
    }

    static func windowSize(for state: AppState, scale: Double) -> (width: Int, height: Int) {
        let width = margin * 2 + state.screen.width + OverlayView.panelWidth
        let height = max(state.screen.height + margin * 2, OverlayView.panelMinimumHeight)
        return (Int((width * scale).rounded()), Int((height * scale).rounded()))
    }

    private var origin: (x: Int, y: Int) { (Int(Self.margin * scale), Int(Self.margin * scale)) }

    /// Window pixels to phone-screen points.
    private func point(x: Int, y: Int) -> Point {
        Point(x: (Double(x) - Double(origin.x)) / scale, y: (Double(y) - Double(origin.y)) / scale)
    }

    func run(exitAfter: Double?) throws {
        let clock = ContinuousClock()
        let start = clock.now
        var last = start
        let frameBudget = Duration.microseconds(16_667)
        while true {
            let frameStart = clock.now
            let interval = Self.milliseconds(frameStart - last)
            last = frameStart
            if !state.isPaused { labTime += interval / 1000 }
            if let exitAfter, Self.milliseconds(frameStart - start) >= exitAfter * 1000 { break }
            var quit = false
            for event in pump.poll() where handle(event) == false { quit = true }
            if quit { break }
            try drawFrame()
            workTime = Self.milliseconds(clock.now - frameStart)
            window.present()
            if frameStart > start {
                frameTimes.append(interval)
                if frameTimes.count > 180 { frameTimes.removeFirst(frameTimes.count - 180) }
            }
            // Without vsync (software renderer), pace frames at 60 Hz instead of spinning.
            if !window.isAccelerated {
                let spent = clock.now - frameStart
                if spent < frameBudget { Thread.sleep(forTimeInterval: Self.milliseconds(frameBudget - spent) / 1000) }
            }
        }
        saveValues()
        traceSink?.flush()
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) * 1e-15
    }

    private var now: Instant { Instant(seconds: labTime) }

    private func send(_ action: Action) {
        state.reduce(action, at: now, measurer: fonts)
    }

    /// Handles one event; false means quit.
    private func handle(_ event: PlatformEvent) -> Bool {
        switch event {
        case .quit, .windowClosed: return false
        case .windowResized: break
        case .mouseDown(let x, let y, .left): send(.pointerDown(point(x: x, y: y)))
        case .mouseUp(let x, let y, .left): send(.pointerUp(point(x: x, y: y)))
        case .mouseDown, .mouseUp: break
        case .mouseMotion(let x, let y, let dragging): if dragging { send(.pointerMoved(point(x: x, y: y))) }
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
            default: break
            }
        default: break
        }
    }

    @discardableResult
    private func saveValues() -> Bool {
        guard let valuesFile else { return false }
        return valuesFile.save(state.valuesByID)
    }

    private func drawFrame() throws {
        state.advance(to: now)
        let size = Self.windowSize(for: state, scale: scale)
        if size != windowSize {
            window.resize(width: size.width, height: size.height)
            windowSize = size
        }
        if state.focus != nil, !window.isTextInputActive { window.startTextInput() }
        if state.focus == nil, window.isTextInputActive { window.stopTextInput() }
        if let rect = state.focusedWindowRect {
            window.setTextInputRect(
                x: origin.x + Int(rect.minX * scale), y: origin.y + Int(rect.minY * scale),
                width: Int(rect.width * scale), height: Int(rect.height * scale))
        }
        window.setTitle("KeyboardLab — \(state.device.name) \(state.orientation.rawValue) — \(state.form.title)")
        try renderWindow()
        if let traceSink {
            for line in traceWriter.lines(for: state, notifications: state.takeNotifications()) {
                traceSink.write(line)
            }
            traceSink.flush()
        } else {
            _ = state.takeNotifications()
        }
    }

    /// Draws the phone and the overlay panel into the back buffer.
    private func renderWindow() throws(LabError) {
        let renderer = window.rendererName + (window.isAccelerated ? " (vsync)" : " (paced to 60 Hz)")
        let context = ViewContext(measurer: fonts, frameTimes: frameTimes, workTime: workTime, renderer: renderer)
        let phone = PhoneView.draw(state, context: context)
        let panel = OverlayView.drawPanel(state, height: Double(windowSize.height) / scale, context: context)
        do {
            try window.render(phone, origin: origin, scale: scale, clearColor: Color(red: 44, green: 44, blue: 46))
            try window.renderer.draw(
                panel, origin: (Int((Self.margin * 2 + state.screen.width) * scale), 0), scale: scale)
        } catch {
            throw LabError(error)
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
