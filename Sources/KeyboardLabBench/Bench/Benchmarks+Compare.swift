import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles

extension Benchmarks {
    /// Frames of a `--compare` window of `count` phones (sample form, each with another strategy) at 60 Hz over
    /// focus, show, Tab ×3 and dismiss: reduce + advance + every phone's view and draw + the panel's.
    func compareFrames(phones count: Int, repeats: Int) throws -> [Double] {
        let names = AvoidanceStrategies.names
        let phones = (0..<count).map { index in
            var phone = Phone(resources: resources, form: resources.sampleForm, measurer: headless.measurer)
            phone.apply(ConditionOverrides(strategy: names[index % names.count]), measurer: headless.measurer)
            return phone
        }
        var runtime = LabRuntime(state: AppState(phones: phones), measurer: headless.measurer)
        let drawing = FrameDrawing.window(ViewContext(measurer: headless.measurer, isCapture: true), scale: 1)
        let script: [Int: Action] = [
            0: .focusField("hobbies"), 40: .key(.tab), 70: .key(.tab), 100: .key(.tab), 140: .dismiss,
        ]
        var samples: [Double] = []
        var frame = 0
        for _ in 0..<repeats {
            for local in 0..<180 {
                let time = Instant(seconds: Double(frame) / 60)
                let start = clock.now
                let inputs = script[local].map { [StepInput($0)] } ?? []
                try headless.render(runtime.step(inputs, to: time, drawing: drawing))
                samples.append(Self.milliseconds(clock.now - start))
                frame += 1
            }
        }
        return Array(samples.dropFirst(180))
    }

    /// Seconds to render a 12-tile contact sheet: the demo scenario on three devices × four strategies at one instant.
    func contactSheetTime() throws -> Double {
        let scenario = try FileInput.scenario(resources.folder.appending(path: "Scenarios/demo.scenario"))
        let maker = ContactSheetMaker(
            scenario: scenario, resources: resources, overrides: ConditionOverrides(), screen: nil, times: [0.6],
            matrix: try VariationMatrix([
                // The three smallest iPhones, as before Android devices joined the presets (a fixed workload).
                Variation(
                    key: ConditionKeys.device.name,
                    values: resources.devices.filter { $0.platform == .ios }.prefix(3).map(\.id)),
                Variation(key: ConditionKeys.strategy.name, values: Array(AvoidanceStrategies.iosNames.prefix(4))),
            ]))
        let start = clock.now
        let contactSheet = ContactSheet(rows: try maker.tiles(headless: headless))
        _ = contactSheet.render()
        return Self.milliseconds(clock.now - start) / 1000
    }
}
