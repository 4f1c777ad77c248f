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
    private var notifications = KeyboardNotificationCenter()
    private var trace: TraceRecorder?
    private var traceSink: TraceSink?
    private let screenshotFolder: String
    private var labTime = 0.0
    private var frameTimes: [Double] = []
    private var workTime = 0.0
    private var screenshotCount = 0

    init(
        resources: LabResources, form: Form, device: String, orientation: Orientation, scale: Double,
        settings: PhoneSettings, valuesPath: String?, tracePath: String?, screenshotFolder: String
    ) throws {
        do {
            session = try SDLSession(video: true, requireDisplay: true)
            fonts = try FontLibrary(session: session, directory: resources.fontsFolder, scale: scale)
        } catch {
            throw LabError(error)
        }
        self.scale = scale
        var phone = Phone(resources: resources, form: form, deviceID: device, orientation: orientation, measurer: fonts)
        phone.apply(settings)
        if let valuesPath {
            var file = ValuesFile(path: valuesPath)
            phone.reduce(.loadValues(file.load()), at: .zero)
            valuesFile = file
        }
        state = AppState(phones: [phone])
        layout = WindowLayout(state, scale: scale)
        do {
            window = try AppWindow(
                title: "KeyboardLab", width: layout.width, height: layout.height, resizable: false, fonts: fonts)
        } catch {
            throw LabError(error)
        }
        pump = EventPump(session: session)
        self.screenshotFolder = screenshotFolder
        if let tracePath {
            let sink = try TraceSink(path: tracePath)
            let recorder = TraceRecorder(mapping: layout.phones[0]) { sink.write($0) }
            recorder.observe(&notifications)
            trace = recorder
            traceSink = sink
        }
    }

    func run(exitAfter: Double?) throws {
        let clock = ContinuousClock()
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
            try drawFrame()
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
        saveValues()
        traceSink?.flush()
    }

    private var now: Instant { Instant(seconds: labTime) }

    private func send(_ action: Action) {
        state.reduce(action, at: now)
    }

    /// The first phone's screen point under window pixel (`x`, `y`).
    private func point(x: Int, y: Int) -> Point { layout.phones[0].point(pixelX: x, pixelY: y) }

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
            case "d": send(.dismissMode(nil))
            default: break
            }
        default: break
        }
    }

    @discardableResult
    private func saveValues() -> Bool {
        guard let valuesFile else { return false }
        return valuesFile.save(state.phone.valuesByID)
    }

    private func drawFrame() throws {
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
        window.setTitle("KeyboardLab — \(phone.device.name) \(phone.orientation.rawValue) — \(phone.form.title)")
        try renderWindow()
        notifications.post(state.takeNotifications().flatMap { $0 })
        trace?.frame(state.phone)
        traceSink?.flush()
    }

    /// Draws the phones and the overlay panel into the back buffer.
    private func renderWindow() throws(LabError) {
        let driver = window.driverName + (window.isAccelerated ? " (vsync)" : " (paced to 60 Hz)")
        let context = ViewContext(measurer: fonts, frameTimes: frameTimes, workTime: workTime, driver: driver)
        var canvases = zip(state.phones, layout.phones).map { phone, map in
            (list: PhoneView.draw(phone, context: context), map: map)
        }
        canvases.append((OverlayView.drawPanel(state, height: layout.panelHeight, context: context), layout.panel))
        do {
            try window.render(canvases, clearColor: state.phone.theme.windowBackground)
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

extension Duration {
    /// The duration in milliseconds.
    var milliseconds: Double {
        Double(components.seconds) * 1000 + Double(components.attoseconds) * 1e-15
    }
}
