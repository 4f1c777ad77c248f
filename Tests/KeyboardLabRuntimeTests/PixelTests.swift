import KeyboardAvoidance
import KeyboardLabUI
import LabFiles
import LabPNG
import Testing

@testable import KeyboardLabRuntime

/// Pixels through the software headless and the bundled fonts: path independence and captures.
@MainActor @Suite(.serialized) struct PixelTests {
    let headless: HeadlessCanvas
    let resources: LabResources

    init() throws {
        resources = try KeyboardLabRuntimeTests.resources()
        headless = try HeadlessCanvas(resources: resources)
    }

    func runtime() -> LabRuntime {
        let phone = Phone(resources: resources, form: resources.sampleForm, measurer: headless.measurer)
        return LabRuntime(state: AppState(phones: [phone]), measurer: headless.measurer)
    }

    @Test func oneStepAndManyStepsGiveTheSamePixelsMidAnimation() throws {
        var one = runtime()
        let single = one.step([StepInput(.focusField("books"), at: at(0))], to: at(0.13), drawing: .captures)
        var many = runtime()
        many.step([StepInput(.focusField("books"))], to: at(0))
        _ = frames(&many, to: 0.12)
        let last = many.step([], to: at(0.13), drawing: .captures)
        let image = try headless.capture(single.drawLists[0])
        #expect(image == (try headless.capture(last.drawLists[0])))
        var rest = runtime()
        let atRest = try headless.capture(rest.step([], to: at(0.13), drawing: .captures).drawLists[0])
        #expect(image != atRest, "the keyboard is on its way up")
    }

    @Test func aShippedScenarioCapturesItsGoldenPixels() throws {
        let file = assetsFolder.appending(path: "Scenarios/dismiss-mid-show.scenario")
        let scenario = try FileInput.scenario(file)
        let runner = try ScenarioRunner(
            scenario: scenario, resources: resources, readFile: LabSetup.reader(forScenarioAt: scenario.file))
        let goldens = assetsFolder.deletingLastPathComponent().appending(path: "Tests/Goldens/dismiss-mid-show")
        var compared = 0
        try ScenarioPlayback(runner: runner, measurer: headless.measurer).play { stop, frame, _ in
            guard case .capture(let capture) = stop else { return }
            let expected = try PNGFile.read(goldens.appending(path: "\(capture.name).png").path)
            #expect(try headless.capture(frame.drawLists[0]) == expected, "\(capture.name)")
            compared += 1
        }
        #expect(compared == 5)
    }

    @Test func theWindowFrameDrawsThePanelBesideThePhone() throws {
        var runtime = runtime()
        let context = ViewContext(measurer: headless.measurer, frameTimes: [16.7], workTime: 1)
        let frame = runtime.step([StepInput(.focusField("city"))], to: at(1), drawing: .window(context, scale: 1))
        let panel = try headless.capture(frame.drawLists[1])
        #expect(Double(panel.height) == frame.windowLayout?.panelHeight)
        #expect(panel.width > 200)
    }

    @Test func rowSeparatorsAreOneDevicePixelAtOneAndTwoTimes() throws {
        for scale in [1.0, 2.0] {
            let canvas = try HeadlessCanvas(resources: resources, scale: scale)
            let phone = Phone(resources: resources, form: resources.sampleForm, measurer: canvas.measurer)
            var runtime = LabRuntime(state: AppState(phones: [phone]), measurer: canvas.measurer)
            let image = try canvas.capture(runtime.step([], to: at(0), drawing: .captures).drawLists[0])
            // Between the address and city rows, 20 pt into the separator's inset.
            let row = phone.layout.rowFrames[0].converted(
                fromContentOf: phone.scrollFrame, offset: phone.presented.contentOffset)
            let x = Int(((row.minX + phone.theme.fieldPadding + 20) * scale).rounded())
            let bottom = Int((row.maxY * scale).rounded())
            let separator = phone.theme.separator
            #expect(image.color(x: x, y: bottom - 1) == separator, "scale \(scale): the hairline's row")
            #expect(image.color(x: x, y: bottom - 2) != separator, "scale \(scale): one pixel, not two")
        }
    }

    @Test func capturesAreOpaque() throws {
        var runtime = runtime()
        runtime.step([StepInput(.appearance(.dark)), StepInput(.focusField("books"))], to: at(0))
        for time in [0.1, 1.0] {
            let image = try headless.capture(runtime.step([], to: at(time), drawing: .captures).drawLists[0])
            let translucent = stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] < 255 }
            #expect(translucent.isEmpty, "at \(time) s: \(translucent.count) pixels with alpha below 255")
        }
    }
}
