import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import ScreenshotComparison
import Testing

@testable import KeyboardLabRuntime

/// Pixels through the software renderer and the bundled fonts: path independence and captures.
@MainActor @Suite(.serialized) struct PixelTests {
    let renderer: HeadlessRenderer
    let resources: LabResources

    init() throws {
        resources = try KeyboardLabRuntimeTests.resources()
        renderer = try HeadlessRenderer(resources: resources)
    }

    func runtime() -> LabRuntime {
        let phone = Phone(resources: resources, form: resources.sampleForm, measurer: renderer.measurer)
        return LabRuntime(state: AppState(phones: [phone]), measurer: renderer.measurer)
    }

    @Test func oneStepAndManyStepsGiveTheSamePixelsMidAnimation() throws {
        var one = runtime()
        let single = one.step([StepInput(.focusField("books"), at: at(0))], to: at(0.13), drawing: .captures)
        var many = runtime()
        many.step([StepInput(.focusField("books"))], to: at(0))
        _ = frames(&many, to: 0.12)
        let last = many.step([], to: at(0.13), drawing: .captures)
        let image = try renderer.render(single.drawLists[0])
        #expect(image == (try renderer.render(last.drawLists[0])))
        var rest = runtime()
        let atRest = try renderer.render(rest.step([], to: at(0.13), drawing: .captures).drawLists[0])
        #expect(image != atRest, "the keyboard is on its way up")
    }

    @Test func aShippedScenarioCapturesItsGoldenPixels() throws {
        let file = assetsFolder.appending(path: "Scenarios/dismiss-mid-show.scenario")
        let scenario = try FileInput.scenario(file)
        let runner = try ScenarioRunner(scenario: scenario, resources: resources, readFile: LabSetup.readFile)
        let goldens = assetsFolder.deletingLastPathComponent().appending(path: "Tests/Goldens/dismiss-mid-show")
        var compared = 0
        try ScenarioPlayback(runner: runner, measurer: renderer.measurer).play { stop, frame, _ in
            guard case .capture(let capture) = stop else { return }
            let expected = try PNGFile.read(goldens.appending(path: "\(capture.name).png").path)
            #expect(try renderer.render(frame.drawLists[0]) == expected, "\(capture.name)")
            compared += 1
        }
        #expect(compared == 5)
    }

    @Test func theWindowFrameDrawsThePanelBesideThePhone() throws {
        var runtime = runtime()
        let context = ViewContext(measurer: renderer.measurer, frameTimes: [16.7], workTime: 1)
        let frame = runtime.step([StepInput(.focusField("city"))], to: at(1), drawing: .window(context, scale: 1))
        let panel = try renderer.render(frame.drawLists[1])
        #expect(Double(panel.height) == frame.windowLayout?.panelHeight)
        #expect(panel.width > 200)
    }
}
