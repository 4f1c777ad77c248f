import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI

/// The repository's Assets folder.
let assetsFolder = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Assets")

/// Loads the real assets once per test.
func loadResources() throws -> LabResources { try FileInput.resources(in: assetsFolder) }

/// Reads a file a scenario names, relative to the repository.
func readRepositoryFile(_ path: String) throws(InputError) -> Data {
    try FileInput.read(URL(filePath: path, relativeTo: assetsFolder.deletingLastPathComponent()), path: path)
}

let measurer = FixedWidthTextMeasurer()

/// A lab driven through actions at explicit instants, as the window and scenarios drive it.
struct Lab {
    var state: Phone
    var time = 0.0

    init(device: String = "iphone-15", orientation: Orientation = .portrait, form: Form? = nil) throws {
        let resources = try loadResources()
        state = Phone(
            resources: resources, form: form ?? resources.sampleForm, deviceID: device, orientation: orientation,
            measurer: measurer)
    }

    mutating func send(_ action: Action, after seconds: Double = 0) {
        time += seconds
        state.reduce(action, at: Instant(seconds: time))
    }

    /// Lets the animation settle.
    mutating func settle(_ seconds: Double = 1) {
        time += seconds
        state.advance(to: Instant(seconds: time))
    }

    /// The gap between the focused field's bottom and the keyboard's top, as presented.
    var gap: Double? {
        state.focusedWindowRect.map { state.presentation.keyboardFrame.minY - $0.maxY }
    }

    func windowRect(_ id: String) -> Rect {
        let index = state.form.index(of: id) ?? 0
        return state.layout.rowFrames[index].converted(
            fromContentOf: state.scrollFrame, offset: state.presentation.contentOffset)
    }

    func draw(capture: Bool = true) -> DrawList {
        PhoneView.draw(state, context: ViewContext(measurer: measurer, isCapture: capture))
    }
}

func approx(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}
