import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles
import ScreenshotComparison

/// `check`: renders scenarios, compares every capture with its golden PNG, and writes the report and JUnit file.
public struct CheckJob {
    /// The scenario files, as given.
    public var scenarios: [String]
    /// The goldens folder, as given.
    public var goldens: String
    /// When to write goldens; nil means never when CI is set, else missing.
    public var record: RecordMode?
    /// How pixels are compared.
    public var comparison = ComparisonOptions()
    /// The report folder, as given.
    public var report = "keyboard-lab-report"
    /// Where to write the JUnit XML as well, or nil.
    public var junit: String?
    /// Pixels per point of the captures, 1 (the default) to 4; above 1 the goldens are `<capture>@Nx.png`.
    public var scale = 1
    /// The part of the scenarios to check.
    public var shard = Shard.whole
    /// The Assets folder, or nil to find it.
    public var assets: String?
    /// Options that win over the scenario headers.
    public var settings = PhoneSettings()
    /// A screen file (`--screen`) that replaces every scenario's form or screen, or nil.
    public var screen: String?
    /// Whether each capture's numbers (keyboard frame, inset, offset, pinned and focused rects) are also compared
    /// with `<goldens>/<scenario>/values.json` (`--values`), recorded by the same mode as the PNGs.
    public var values = false

    /// A job checking `scenarios` against `goldens`.
    public init(scenarios: [String], goldens: String) {
        self.scenarios = scenarios
        self.goldens = goldens
    }

    /// Checks every capture, writes the report and prints the summary; returns how many captures failed, a
    /// scenario that could not be loaded counting as one (the others are still checked).
    public func run() throws -> Int {
        let mode =
            record
            ?? (ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "false" } == true
                ? .never : .missing)
        guard (1...4).contains(scale) else { throw LabError("--scale \(scale): expected 1 to 4") }
        let resources = try LabSetup.resources(assets)
        let whole = try ScenarioBatch(
            paths: scenarios, resources: resources, overrides: settings, screen: LabSetup.screen(screen),
            keepGoing: true)
        let batch = whole.selecting(shard)
        let junitFile = try junit.map { path throws(LabError) in try LabSetup.outputFile(path, flag: "--junit") }
        let goldenFolder = try LabSetup.writableFolder(goldens)
        let reportFolder = try LabSetup.writableFolder(report)
        let headless = try HeadlessCanvas(resources: resources, scale: Double(scale))
        var run = GoldenCheck(
            goldens: goldenFolder, goldensArgument: goldens, report: reportFolder, reportArgument: report, mode: mode,
            comparator: ImageComparator(options: comparison), environment: try headless.environment())
        if values {
            run.values = ValueGoldenCheck(goldens: goldenFolder, mode: mode, display: ReportFiles.display)
        }
        try run.loadEnvironment()
        run.removeEarlierImages(of: batch.runners.map(\.scenario.name))
        for failure in batch.failures { run.recordError(failure) }
        if mode != .all {
            let goldens = batch.runners.flatMap { runner in
                runner.scenario.captures.map {
                    goldenFolder.appending(path: runner.scenario.name).appending(
                        path: "\($0.name)\(run.scaleSuffix).png"
                    )
                    .path
                }
            }
            run.prefetcher = PNGPrefetcher(paths: goldens, otherKinds: SDLImageFile.read)
        }
        defer { run.prefetcher?.cancel() }
        let clock = ContinuousClock()
        var mark = clock.now
        // Captures are drawn from the screen's top-left corner at the capture scale.
        let mapping = PixelMapping(scale: headless.scale)
        let values = values
        try batch.capture(with: headless) { runner, capture, list, image, phone in
            // A second render of the same list: a headless that is not deterministic fails the capture.
            let again = try headless.capture(list)
            try run.check(
                scenario: runner.scenario, capture: capture, image: image, again: again,
                masks: runner.scenario.masks.map { CaptureMask($0, on: phone, mapping: mapping) },
                values: values ? FrameValues(phone).flattened : nil, seconds: Self.seconds(since: &mark, clock))
        }
        try run.finish(
            batch: batch, scenarios: scenarios.map(ScenarioParser.name(ofFile:)), shard: shard,
            thresholds: comparison.description, junit: junitFile)
        var summary = run.summary(thresholds: comparison.description)
        if shard != .whole { summary += "; shard \(shard): \(batch.runners.count) of \(whole.runners.count) scenarios" }
        print(summary)
        return run.failures + run.errors
    }

    /// The seconds from `mark` to now, moving `mark` to now: a capture's share of the run.
    static func seconds(since mark: inout ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        let now = clock.now
        let elapsed = mark.duration(to: now)
        mark = now
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
