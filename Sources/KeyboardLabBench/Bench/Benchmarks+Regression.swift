import CMalloc
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles
import LabPNG
import ScreenshotComparison

extension Benchmarks {
    /// `check` of every shipped scenario as `check` now runs it, in this process: the goldens decoded ahead on a
    /// second thread (``PNGPrefetcher``) while this one renders each capture once and compares; with `values`, as
    /// `check --values` runs it, each capture's numbers compared with its scenario's `values.json` as well; with
    /// `determinism`, as `check --determinism` runs it, each capture rendered a second time and the renders compared.
    ///
    /// - Returns: The wall-clock seconds and the captures checked.
    /// With `digests`, as `check` runs with its digest cache: a golden whose pixels' digest the cache knows is not
    /// decoded, and the render's digest is compared with it.
    func suiteCheck(
        values: Bool = false, determinism: Bool = false, only names: [String]? = nil, digests: PNGDigestCache? = nil
    ) throws -> (seconds: Double, captures: Int) {
        let goldens = try shippedGoldens()
        let paths = try shippedScenarios().filter { path in
            names.map { $0.contains(URL(filePath: path).deletingPathExtension().lastPathComponent) } ?? true
        }
        let start = clock.now
        var runners: [ScenarioRunner] = []
        for path in paths {
            let scenario = try FileInput.scenario(URL(filePath: path))
            runners.append(
                try ScenarioRunner(
                    scenario: scenario, resources: resources,
                    readPictures: LabSetup.pictures(forScenarioAt: scenario.file),
                    readFile: LabSetup.reader(forScenarioAt: scenario.file)))
        }
        func golden(_ scenario: String, _ capture: String) -> String {
            goldens.appending(path: "\(scenario)/\(capture).png").path
        }
        let prefetcher = PNGPrefetcher(
            paths: runners.flatMap { runner in runner.scenario.captures.map { golden(runner.scenario.name, $0.name) } },
            otherKinds: SDLImageFile.read, cache: digests)
        defer { prefetcher.cancel() }
        let comparator = ImageComparator()
        var valueGoldens = values ? SuiteValues(goldens: goldens) : nil
        var count = 0
        for runner in runners {
            let scenario = runner.scenario
            try ScenarioPlayback(runner: runner, measurer: headless.measurer).playAll { stop, frame, phones in
                guard case .capture(let capture) = stop else { return }
                let shot = try CaptureShot(frame: frame, phones: phones, runner: runner, headless: headless)
                try valueGoldens?.check(scenario: scenario.name, capture: capture.name, values: shot.values)
                let path = golden(scenario.name, capture.name)
                let read = try? prefetcher.take(path)?.get()
                let matches: Bool
                if let known = read?.pixels, read?.image == nil {
                    matches = known == ContentDigest(pixelsOf: shot.image)
                } else {
                    matches =
                        (try? read?.image ?? PNGFile.read(path, otherKinds: SDLImageFile.read)).map {
                            comparator.compare(expected: $0, actual: shot.image).passed
                        } ?? false
                }
                guard try !determinism || shot.recaptured(with: headless) == nil, matches else {
                    throw LabError(
                        "bench: \(scenario.name)/\(capture.name) does not match its golden; run `keyboard-lab check` for details"
                    )
                }
                count += 1
            }
            if runner.releasePictures() { _ = CMalloc_Trim() }
        }
        return (Self.milliseconds(clock.now - start) / 1000, count)
    }

    /// The fixed workload: single-phone iPhone scenarios of the suite as it stood when the figure was introduced
    /// (206 captures), so the throughput it gives is comparable from one change to the next whatever is added to the
    /// suite later. Never edit the list; add a new figure instead.
    static let fixedWorkload = [
        "accessory-bar", "contacts-search", "dark-mode", "demo", "dismiss-mid-show", "field-above-top",
        "hardware-keyboard", "interactive-dismiss", "interactive-pull-back", "iphone-16-pro", "landscape-number-pad",
        "letters-to-number-pad", "multiline-grows", "on-drag-dismiss", "predictive-toggle", "rotate-while-shown",
        "screen-chat", "screen-settings-tabs", "screen-signup-covered", "screen-signup-sticky", "secure-fields",
        "sheet-page-large", "sheet-page-medium", "show-hide-iphone-15", "show-hide-iphone-se", "show-hide-pro-max",
        "show-hide-show-interrupted", "tab-through", "text-size-ax3", "typing-french", "user-scroll-then-dismiss",
    ]

    /// Captures per second of in-process checks of ``fixedWorkload``, in turns: rendering each capture once with every
    /// golden decoded (as `check` runs on a fresh clone), once with the goldens' digests cached (as `check` runs again
    /// on a developer's machine), and twice (as `check --determinism` runs); the median of `runs` each.
    func fixedWorkloadThroughput(runs: Int) throws -> CheckThroughput {
        var once: [(seconds: Double, captures: Int)] = []
        var cached: [(seconds: Double, captures: Int)] = []
        var twice: [(seconds: Double, captures: Int)] = []
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let digests = PNGDigestCache(file: folder.appending(path: PNGDigestCache.fileName))
        _ = try suiteCheck(only: Self.fixedWorkload, digests: digests)
        digests.save()
        for _ in 0..<runs {
            once.append(try suiteCheck(only: Self.fixedWorkload))
            _ = CMalloc_Trim()
            cached.append(try suiteCheck(only: Self.fixedWorkload, digests: digests))
            _ = CMalloc_Trim()
            twice.append(try suiteCheck(determinism: true, only: Self.fixedWorkload))
            _ = CMalloc_Trim()
        }
        func median(_ checks: [(seconds: Double, captures: Int)]) -> (seconds: Double, captures: Int) {
            checks.sorted { $0.seconds < $1.seconds }[checks.count / 2]
        }
        return CheckThroughput(once: median(once), cached: median(cached), twice: median(twice))
    }

    /// The fixed workload's check rendering each capture once and twice: captures per second of each, and the second
    /// render's share of the time of a check that renders twice.
    struct CheckThroughput {
        /// The median check rendering once, every golden decoded: its seconds and captures.
        var once: (seconds: Double, captures: Int)
        /// The median check rendering once with the goldens' digests cached.
        var cached: (seconds: Double, captures: Int)
        /// The median check rendering twice (`--determinism`).
        var twice: (seconds: Double, captures: Int)

        /// Captures per second rendering once, as `check` runs.
        var perSecond: Double { Double(once.captures) / max(once.seconds, 1e-9) }
        /// Captures per second rendering once with the goldens' digests cached, as `check` runs again.
        var perSecondCached: Double { Double(cached.captures) / max(cached.seconds, 1e-9) }
        /// Captures per second rendering twice, as `check --determinism` runs.
        var perSecondTwice: Double { Double(twice.captures) / max(twice.seconds, 1e-9) }
        /// The second render's share of a `--determinism` check's time: 0 to 1.
        var secondRenderShare: Double { max(0, 1 - once.seconds / max(twice.seconds, 1e-9)) }

        /// The figures as rows of the bench table: name, value, target.
        var rows: [(String, String, String)] {
            [
                (
                    "check captures per second, fixed workload (\(once.captures) single-phone iPhone captures)",
                    String(format: "%.1f", perSecond), "≥ 2,450"
                ),
                (
                    "the same with the goldens' digests cached (check run again)",
                    String(format: "%.1f", perSecondCached), ""
                ),
                (
                    "the same with --determinism (every capture rendered twice)",
                    String(format: "%.1f (second render %.0f %% of its time)", perSecondTwice, secondRenderShare * 100),
                    ""
                ),
            ]
        }

        /// The figures as JSON members.
        var json: String {
            "\"fixed_captures_per_s\":\(NumberText.compact(perSecond)),\"fixed_captures\":\(once.captures),"
                + "\"fixed_captures_per_s_cached\":\(NumberText.compact(perSecondCached)),"
                + "\"fixed_captures_per_s_determinism\":\(NumberText.compact(perSecondTwice)),"
                + "\"second_render_share\":\(NumberText.compact(secondRenderShare))"
        }
    }

    /// The shipped suite's `check` (report written, nothing recorded) and `shoot`, each run as a user runs it: a
    /// separate `keyboard-lab` process (the check with its workers), timed from start to exit; the median of three
    /// runs each, and the highest peak resident memory of the checks' processes and of the shoots. Each check runs
    /// first with an empty digest cache (`cold`: every golden decoded) and again with what that run cached (as a
    /// developer's next run finds it), in a cache of the bench's own.
    func suiteWallClock() throws -> (
        check: Double, checkCold: Double, shoot: Double, checkPeakRSS: Double, shootPeakRSS: Double
    ) {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenarios = try shippedScenarios()
        let goldens = try shippedGoldens().path
        let runs = quick ? 1 : 3
        var checks: [(cold: Double, warm: Double, peakRSS: Double)] = []
        for run in 0..<runs {
            let cache = ["KEYBOARD_LAB_CACHE": folder.appending(path: "cache-\(run)").path]
            let arguments =
                ["check"] + scenarios + ["--goldens", goldens, "--report", folder.appending(path: "report").path]
            // The check splits the suite over worker processes: its peak is the highest of theirs.
            let cold = try timedProcesses(arguments, environment: cache)
            let warm = try timedProcesses(arguments, environment: cache)
            let peaks = [cold.peakRSS, cold.workerPeakRSS, warm.peakRSS, warm.workerPeakRSS]
            checks.append((cold.seconds, warm.seconds, peaks.max() ?? 0))
        }
        var shoots: [(seconds: Double, peakRSS: Double)] = []
        for _ in 0..<runs {
            shoots.append(try timedChild(["shoot"] + scenarios + ["--out", folder.appending(path: "shots").path]))
        }
        return (
            Percentiles(checks.map(\.warm)).p50, Percentiles(checks.map(\.cold)).p50,
            Percentiles(shoots.map(\.seconds)).p50, checks.map(\.peakRSS).max() ?? 0, shoots.map(\.peakRSS).max() ?? 0
        )
    }
}
