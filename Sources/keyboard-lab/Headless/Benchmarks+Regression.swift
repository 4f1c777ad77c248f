import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import ScreenshotComparison

extension Benchmarks {
    /// `check` of every shipped scenario as `check` now runs it, in this process: the goldens decoded ahead on a
    /// second thread (``PNGPrefetcher``) while this one renders each capture twice and compares.
    ///
    /// - Returns: The wall-clock seconds, the captures checked and their rate per second.
    func pipelinedSuiteCheck() throws -> (seconds: Double, captures: Int, perSecond: Double) {
        let folder = resources.folder.appending(path: "Scenarios")
        let goldens = resources.folder.deletingLastPathComponent().appending(path: "Tests/Goldens")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".scenario")
        }.sorted()
        let start = clock.now
        var runners: [ScenarioRunner] = []
        for name in names {
            let scenario = try FileInput.scenario(folder.appending(path: name))
            runners.append(try ScenarioRunner(scenario: scenario, resources: resources, readFile: LabSetup.readFile))
        }
        func golden(_ scenario: String, _ capture: String) -> String {
            goldens.appending(path: "\(scenario)/\(capture).png").path
        }
        let prefetcher = PNGPrefetcher(
            paths: runners.flatMap { runner in runner.scenario.captures.map { golden(runner.scenario.name, $0.name) } })
        defer { prefetcher.cancel() }
        let comparator = ImageComparator()
        var count = 0
        for runner in runners {
            let scenario = runner.scenario
            try runner.run(measurer: renderer.measurer, framesEnabled: false) { state, step in
                guard case .capture(let capture) = step else { return }
                let first = try renderer.render(state)
                let second = try renderer.render(state)
                let path = golden(scenario.name, capture.name)
                guard first == second, let expected = try? prefetcher.take(path)?.get() ?? PNGFile.read(path),
                    comparator.compare(expected: expected, actual: first).passed
                else {
                    throw LabError(
                        "bench: \(scenario.name)/\(capture.name) does not match its golden; run `keyboard-lab check` for details"
                    )
                }
                count += 1
            }
        }
        let seconds = Self.milliseconds(clock.now - start) / 1000
        return (seconds, count, seconds > 0 ? Double(count) / seconds : 0)
    }
}
