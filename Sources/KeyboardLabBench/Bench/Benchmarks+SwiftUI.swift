import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles
import LabText

extension Benchmarks {
    /// The frame costs of the `swiftui` strategy on every shipped screen and on the sample form: each screen's
    /// frames over a cycle that focuses its first field, shows the keyboard, moves the focus, drags the content down
    /// through the keyboard in interactive mode (the `safeAreaInset` bar stays, then jumps) and dismisses.
    struct SwiftUIFigures {
        /// Each screen's frames, by the screen file's name (`sample form` for the form), in the order measured.
        var screens: [(name: String, frames: Percentiles)]

        /// The slowest screen's p99.
        var worstP99: Double { screens.map(\.frames.p99).max() ?? 0 }
    }

    /// ``SwiftUIFigures`` over the shipped screens (every file in the assets' `Screens` folder) and the sample form.
    func swiftUIFigures(repeats: Int) throws -> SwiftUIFigures {
        let folder = resources.folder.appending(path: "Screens")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        var figures = SwiftUIFigures(screens: [])
        var sample = Phone(resources: resources, form: resources.sampleForm, measurer: headless.measurer)
        figures.screens.append(("sample form", Percentiles(try swiftUICycle(&sample, repeats: repeats))))
        for name in names {
            var phone = Phone(resources: resources, screen: try shippedScreen(name), measurer: headless.measurer)
            figures.screens.append((name, Percentiles(try swiftUICycle(&phone, repeats: repeats))))
            releaseMemory()
        }
        return figures
    }

    /// `repeats` runs of ``swiftUIScript(focus:)`` on `phone` under `swiftui` in interactive dismiss mode, after one
    /// run that warms the caches; one entry per frame.
    func swiftUICycle(_ phone: inout Phone, repeats: Int) throws -> [Double] {
        phone.apply(
            ConditionOverrides(dismissMode: .interactive, strategy: SwiftUIAvoidance.strategyName),
            measurer: headless.measurer)
        let form = phone.form
        let first = form.fields.indices.first { form.searchIndex != $0 } ?? form.searchIndex
        guard let first else { return [] }
        var runtime = runtime(phone)
        let script = Self.swiftUIScript(focus: form.fields[first].id)
        var frame = 0
        var samples: [Double] = []
        for run in 0..<(repeats + 1) {
            let timed = try timedRun(&runtime, script: script, length: 200, frame: &frame)
            if run > 0 { samples += timed }
        }
        return samples
    }

    /// The `swiftui` cycle's script: focus `id` (the keyboard rises), type, Tab, a finger dragging the content down
    /// through the keyboard from frame 70 to 110 and letting go, then a dismissal at frame 160.
    static func swiftUIScript(focus id: String) -> (Int) -> [StepInput] {
        { local in
            let y = 200 + Double(local - 70) * 12
            let action: Action? =
                switch local {
                case 0: .focusField(id)
                case 30: .type("Ada")
                case 45: .key(.tab)
                case 70: .pointerDown(Point(x: 200, y: 200))
                case 71..<110: .pointerMoved(Point(x: 200, y: y))
                case 110: .pointerUp(Point(x: 200, y: y))
                case 160: .dismiss
                default: nil
                }
            return action.map { [StepInput($0)] } ?? []
        }
    }
}

extension Benchmarks.SwiftUIFigures {
    /// The figures as rows of the bench table: the slowest screen against the budget, then each screen.
    var rows: [(String, String, String)] {
        let n = { (value: Double) in String(format: "%.3f", value) }
        var rows = [
            ("frame, swiftui strategy, slowest of \(screens.count) screens (p99)", "\(n(worstP99)) ms", "p99 ≤ 2.5 ms")
        ]
        for screen in screens {
            rows.append(("  \(screen.name) (p50 / p99)", "\(n(screen.frames.p50)) / \(n(screen.frames.p99)) ms", ""))
        }
        return rows
    }

    /// The figures as the value of the bench JSON's `frame_ms.swiftui` key: an object of each screen's percentiles.
    var json: String {
        "{" + screens.map { "\(TextEscaping.json($0.name)):\($0.frames.json)" }.joined(separator: ",") + "}"
    }
}
