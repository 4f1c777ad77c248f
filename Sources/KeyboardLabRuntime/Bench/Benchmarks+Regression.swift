import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import ScreenshotComparison

extension Benchmarks {
    /// `check` of every shipped scenario as `check` now runs it, in this process: the goldens decoded ahead on a
    /// second thread (``PNGPrefetcher``) while this one renders each capture twice and compares.
    ///
    /// - Returns: The wall-clock seconds and the captures checked.
    func suiteCheck() throws -> (seconds: Double, captures: Int) {
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
            try ScenarioPlayback(runner: runner, measurer: renderer.measurer).play { stop, frame, _ in
                guard case .capture(let capture) = stop else { return }
                let first = try renderer.render(frame.drawLists[0])
                let second = try renderer.render(frame.drawLists[0])
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
        return (Self.milliseconds(clock.now - start) / 1000, count)
    }

    /// The shipped suite's `check` (report written, nothing recorded) and `shoot`, each run as a user runs it: a
    /// separate `keyboard-lab` process, timed from start to exit; the median of three runs each.
    func suiteWallClock() throws -> (check: Double, shoot: Double) {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenarios = try FileManager.default.contentsOfDirectory(
            atPath: resources.folder.appending(path: "Scenarios").path
        ).filter { $0.hasSuffix(".scenario") }.sorted().map { resources.folder.appending(path: "Scenarios/\($0)").path }
        let goldens = resources.folder.deletingLastPathComponent().appending(path: "Tests/Goldens").path
        let assets = ["--assets", resources.folder.path]
        func median(_ arguments: [String]) throws -> Double {
            var runs: [Double] = []
            for _ in 0..<(quick ? 1 : 3) {
                let process = Process()
                process.executableURL = URL(filePath: "/proc/self/exe").resolvingSymlinksInPath()
                process.arguments = arguments + assets
                // Scenarios name their forms from the repository's root, as the README's commands run them.
                process.currentDirectoryURL = resources.folder.deletingLastPathComponent()
                process.environment = ProcessInfo.processInfo.environment.merging(["CI": "1"]) { $1 }
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                let start = clock.now
                try process.run()
                process.waitUntilExit()
                guard process.terminationStatus == 0 else {
                    throw LabError("bench: `keyboard-lab \(arguments[0])` of the shipped suite failed")
                }
                runs.append(Self.milliseconds(clock.now - start) / 1000)
            }
            return Percentiles(runs).p50
        }
        let check = try median(
            ["check"] + scenarios + ["--goldens", goldens, "--report", folder.appending(path: "report").path])
        let shoot = try median(["shoot"] + scenarios + ["--out", folder.appending(path: "shots").path])
        return (check, shoot)
    }
}
