import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabTestSupport

@testable import KeyboardLabRuntime

/// The repository's Assets folder.
let assetsFolder = TestPaths.assets

/// A deterministic measurer for tests that need no pixels.
let fixedMeasurer = FixedWidthTextMeasurer()

/// The shipped assets.
func resources() throws -> LabResources { try LabSetup.resources(assetsFolder.path) }

/// The instant `seconds` after the start.
func at(_ seconds: Double) -> Instant { Instant(seconds: seconds) }

/// A runtime over one sample-form phone (or one per strategy in `strategies`), tracing every phone at scale 1.
func runtime(
    strategies: [String] = [], measurer: any TextMeasuring = fixedMeasurer, device: String = "iphone-15",
    dismissMode: KeyboardDismissMode? = nil
) throws -> LabRuntime {
    let resources = try resources()
    let phones = (strategies.isEmpty ? [nil] : strategies.map(Optional.some)).map { strategy in
        var phone = Phone(resources: resources, form: resources.sampleForm, deviceID: device, measurer: measurer)
        phone.apply(ConditionOverrides(dismissMode: dismissMode, strategy: strategy), measurer: measurer)
        return phone
    }
    return LabRuntime(
        state: AppState(phones: phones), measurer: measurer,
        traceMappings: phones.map { _ in PixelMapping(scale: 1) })
}

/// The events of a frame's first phone.
func events(_ frame: LabFrame, phone: Int = 0) -> [KeyboardEvent] { frame.notifications[phone].map(\.info.event) }

/// Steps `runtime` from its instant to `end` in frames of `1 / fps`, returning every frame.
func frames(_ runtime: inout LabRuntime, to end: Double, fps: Double = 60) -> [LabFrame] {
    var out: [LabFrame] = []
    var index = Int((runtime.state.phone.now.seconds * fps).rounded(.up))
    while Double(index) / fps <= end + 1e-9 {
        out.append(runtime.step([], to: at(Double(index) / fps)))
        index += 1
    }
    return out
}

/// A trace line parsed as a JSON object.
func object(_ line: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
}

/// A scenario parsed from `text`, checked against the shipped assets.
func runner(_ text: String, file: String = "test.scenario") throws -> ScenarioRunner {
    let scenario = try ScenarioParser.parse(text, file: file)
    return try ScenarioRunner(
        scenario: scenario, resources: resources(), readFile: LabSetup.reader(forScenarioAt: scenario.file))
}
