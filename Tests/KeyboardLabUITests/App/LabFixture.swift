import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabFiles
import LabTestSupport

/// The repository's Assets folder.
let assetsFolder = TestPaths.assets

/// Loads the real assets once per test.
func loadResources() throws -> LabResources { try FileInput.resources(in: assetsFolder) }

/// Reads a file a shipped scenario names: relative to `Assets/Scenarios`, where the scenarios are, else to the
/// repository (scenarios written in tests).
func readRepositoryFile(_ path: String) throws(LabError) -> Data {
    let beside = URL(filePath: path, relativeTo: assetsFolder.appending(path: "Scenarios", directoryHint: .isDirectory))
    let root = URL(filePath: path, relativeTo: assetsFolder.deletingLastPathComponent())
    return try FileInput.read(FileManager.default.fileExists(atPath: beside.path) ? beside : root, path: path)
}

/// Attaches the pictures of an image screen a shipped scenario names (PNGs only: no SDL2_image here).
func readRepositoryPictures(_ screen: Screen, _ data: Data, _ path: String) throws(LabError) -> Screen {
    let url = URL(filePath: path, relativeTo: assetsFolder.appending(path: "Scenarios", directoryHint: .isDirectory))
    return try DesignFiles.attach(to: screen, data: data, screenURL: url, path: path)
}

let measurer = FixedWidthTextMeasurer()

/// A lab driven through actions at explicit instants, as the window and scenarios drive it.
struct Lab {
    var state: Phone
    var time = 0.0

    init(
        device: String = "iphone-15", orientation: Orientation = .portrait, form: Form? = nil,
        screen: Screen? = nil, settings: ConditionOverrides = ConditionOverrides(),
        measuring: any TextMeasuring = measurer,
        resources: LabResources? = nil
    ) throws {
        let resources = try resources ?? loadResources()
        state = Phone(
            resources: resources, screen: screen ?? Screen(form: form ?? resources.sampleForm), deviceID: device,
            orientation: orientation, measurer: measuring)
        state.apply(settings, measurer: measuring)
        self.measuring = measuring
    }

    /// The measurer the phone lays text out with, and views draw with.
    let measuring: any TextMeasuring

    mutating func send(_ action: Action, after seconds: Double = 0) {
        time += seconds
        state.reduce(action, at: Instant(seconds: time), measurer: measuring)
    }

    /// Takes the notifications posted since the last call, by name.
    mutating func events() -> [KeyboardEvent] { state.takeNotifications().map(\.info.event) }

    /// Lets the animation settle.
    mutating func settle(_ seconds: Double = 1) {
        time += seconds
        state.advance(to: Instant(seconds: time))
    }

    /// The gap between the focused field's bottom and the keyboard's top, as presented.
    var gap: Double? {
        state.focusedWindowRect.map { state.presented.keyboardFrame.minY - $0.maxY }
    }

    func windowRect(_ id: String) -> Rect {
        let index = state.form.index(of: id) ?? 0
        return state.layout.rowFrames[index].converted(
            fromContentOf: state.scrollFrame, offset: state.presented.contentOffset)
    }

    func draw(capture: Bool = true) -> DrawList {
        PhoneView.draw(state, context: ViewContext(measurer: measuring, isCapture: capture))
    }
}

func approx(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

extension DrawList {
    /// The text runs drawn outside any clip but the screen's own: the chrome, the keyboard and the overlay, not the
    /// scrolled form (whose runs may reach under the keyboard, where the clip hides them).
    var unclippedTextRuns: [TextRun] {
        var depth = 0
        var runs: [TextRun] = []
        for command in commands {
            switch command {
            // The screen's own clip (the canvas, or its top when the readout strip lies under the screen).
            case .pushClip(let rect) where rect.origin == .zero && rect.width == canvas.width: break
            case .popClip where depth == 0: break
            case .pushClip: depth += 1
            case .popClip: depth -= 1
            case .text(let run) where depth == 0: runs.append(run)
            default: break
            }
        }
        return runs
    }
}

extension Lab {
    /// The caret the view draws, in window points.
    var drawnCaret: Rect? {
        draw().commands.compactMap { command -> Rect? in
            if case .fill(let rect, let color) = command, color == state.theme.tint,
                rect.width == state.theme.caretWidth
            {
                return rect
            }
            return nil
        }.first
    }

    /// The interrupted session that exposes saving presented values: show, dismiss mid-show, show again for
    /// another field, settle, then Escape and settle.
    mutating func showDismissMidShowShowAgainThenEscape() {
        send(.focusField("videogames"))
        send(.dismiss, after: 0.12)
        send(.focusField("books"), after: 0.08)
        settle()
        send(.key(.escape))
        settle()
    }
}
