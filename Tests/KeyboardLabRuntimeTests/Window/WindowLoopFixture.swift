import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabTestSupport
import Testing

@testable import KeyboardLabRuntime

/// What a run of the window showed and did, as a user would notice it.
struct WindowRun: Equatable {
    /// The last frame's draw lists.
    var lists: [DrawList]
    /// The titles and sizes the window had, in order.
    var titles: [String]
    var sizes: [[Int]]
    /// Whether text input was on at the end, and where.
    var textInput: Bool
    var textInputRect: [Int]?
    /// How many frames were shown, captured (screenshots, a recording) and how often the clipboard was read.
    var presents: Int
    var captures: Int
    var clipboardReads: Int
    /// The lab's time at the end.
    var labTime: Double
    /// The files in the run's folder after each frame, by frame.
    var files: [Int: [String]]
}

/// A window over the sample form in an in-process host, its first editable field (or with `multiline`, its
/// multi-line one) focused with "Paris" typed and the caret one character before its end when it opens, and `script`'s events at their frames; it runs for `frames` frames,
/// its text measured by `measurer`.
func runWindow(
    device: String = "iphone-15", multiline: Bool = false, script: [Int: [PlatformEvent]], frames: Int = 9,
    measurer: any TextMeasuring = FixedWidthTextMeasurer()
) throws -> WindowRun {
    let folder = try TestPaths.temporaryFolder("keyboard-lab-window")
    defer { try? FileManager.default.removeItem(at: folder) }
    let host = InProcessWindowHost()
    host.script = script
    host.measurer = measurer
    host.clipboard = "pasted"
    var files: [Int: [String]] = [:]
    host.afterPresent = { frame in
        files[frame] = ((try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
    let resources = try resources()
    let loop = try FrameLoop(
        host: host, resources: resources, screen: Screen(form: resources.sampleForm), device: device,
        orientation: .portrait, scale: 1, settings: ConditionOverrides(),
        valuesPath: folder.appending(path: "values.json").path, tracePath: nil,
        screenshotFolder: folder.appending(path: "shots").path, environment: .none)
    let field = try #require(resources.sampleForm.fields.first { !$0.isReadOnly && (!multiline || $0.isMultiline) })
    loop.runtime.step(
        [StepInput(.focusField(field.id)), StepInput(.type("Paris")), StepInput(.key(.left))], to: .zero,
        traced: false)
    try loop.run(exitAfter: Double(frames) / 60)
    return WindowRun(
        lists: host.lastRender.map(\.list), titles: host.titles, sizes: host.sizes.map { [$0.width, $0.height] },
        textInput: host.isTextInputActive, textInputRect: host.textInputRect.map { [$0.x, $0.y, $0.width, $0.height] },
        presents: host.presents, captures: host.captures, clipboardReads: host.clipboardReads,
        labTime: loop.labTime, files: files)
}

/// The press of `binding`'s key with its modifiers.
func press(_ binding: KeyBinding) -> PlatformEvent { .keyDown(binding.key, modifiers: binding.modifiers) }
