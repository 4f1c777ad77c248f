import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import KeyboardLabRuntime

/// An iPhone beside a Pixel under `--strategy adjust-resize` (an Android strategy the iPhone cannot take, so it
/// keeps UIKit's) or with a strategy in one phone's spec alone: the recording replays each phone's own strategy and
/// comes to each phone's live values.
@Suite struct RecordedCompareStrategyTests {
    @Test(arguments: [
        ("device=iphone-15,device=pixel-8", "adjust-resize", ["keyboardlab", "adjust-resize"]),
        ("device=iphone-15+strategy=rn-padding,device=pixel-8", nil, ["rn-padding", "insets"]),
    ])
    func aMixedCompareReplaysEachPhonesOwnStrategy(compare: String, strategy: String?, expected: [String]) throws {
        let resources = try resources()
        let opening = WindowOpening(
            resources: resources, screen: Screen(form: resources.sampleForm), device: "iphone-15",
            orientation: .portrait, settings: ConditionOverrides(strategy: strategy),
            specs: try PhoneSpec.parseList(compare, resources: resources), presenter: false)
        var runtime = LabRuntime(
            state: opening.state(measurer: fixedMeasurer, readout: ReadoutView.lineCapacity), measurer: fixedMeasurer)
        #expect(runtime.state.phones.map(\.avoidance.strategy.name) == expected, "live")
        runtime.startRecording(source: nil, compare: compare)
        runtime.step([StepInput(.focusField("address"))], to: at(0.5))
        runtime.step([], to: at(2))
        let live = runtime.state.phones
        let text = try #require(runtime.recordedScenario)
        var replayed: [Phone] = []
        try ScenarioPlayback(runner: try runner(text), measurer: fixedMeasurer).playAll { _, _, phones in
            replayed = phones
        }
        #expect(replayed.map(\.avoidance.strategy.name) == expected, "\(text)")
        for (index, (a, b)) in zip(live, replayed).enumerated() {
            #expect(a.presented.contentInset == b.presented.contentInset, "phone \(index + 1)")
            #expect(a.presented.contentOffset == b.presented.contentOffset, "phone \(index + 1)")
            #expect(a.presented.keyboardFrame == b.presented.keyboardFrame, "phone \(index + 1)")
        }
    }
}
