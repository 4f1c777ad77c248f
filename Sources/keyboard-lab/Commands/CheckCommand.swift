import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import ScreenshotComparison

/// When `check` writes goldens.
enum RecordMode: String, ExpressibleByArgument, CaseIterable {
    /// Write goldens that do not exist yet; compare the rest.
    case missing
    /// Overwrite goldens that fail.
    case failed
    /// Rewrite every golden.
    case all
    /// Never write; a missing golden fails. The default when CI is set.
    case never
}

/// `keyboard-lab check`: renders scenarios and compares every capture with its golden PNG.
struct CheckCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render scenarios and compare every capture with <goldens>/<scenario>/<capture>.png.")

    @Argument(help: "Scenario files (.scenario).")
    var scenarios: [String] = []

    @Option(help: "The folder of golden PNGs.")
    var goldens: String

    @Option(help: "When to write goldens: missing, failed, all or never (default: never when CI is set, else missing).")
    var record: RecordMode?

    @Option(help: "Per-pixel colour tolerance from 0 (exact) to 1; above 0, anti-aliased pixels are ignored.")
    var tolerance: Double = 0

    @Option(help: "How many pixels may differ and still pass.")
    var maxDiffPixels: Int = 0

    @Option(
        help: """
            Perceptual precision P, 0 < P ≤ 1: a pixel matches when its CIE ΔE94 difference is at most (1 − P) × 100 \
            (0.98: ΔE 2). Replaces --tolerance.
            """)
    var perceptual: Double?

    @Option(help: "The folder for the HTML report, junit.xml and failure images.")
    var report: String = "keyboard-lab-report"

    @Option(help: "Also write the JUnit XML to FILE, for CI test reporters.")
    var junit: String?

    @Option(help: "Check only part I of N of the scenarios (1-based, e.g. 1/2), for a CI matrix; see merge-reports.")
    var shard: String?

    @OptionGroup var assets: AssetsOption

    @OptionGroup var phone: PhoneOptions

    func validate() throws {
        guard tolerance.isFinite, (0...1).contains(tolerance) else {
            throw ValidationError("--tolerance \(tolerance) is out of range; expected a number from 0 to 1")
        }
        if let perceptual {
            guard perceptual.isFinite, perceptual > 0, perceptual <= 1 else {
                throw ValidationError(
                    "--perceptual \(perceptual) is out of range; expected a number above 0, at most 1")
            }
            guard tolerance == 0 else {
                throw ValidationError(
                    "--perceptual and --tolerance both set the colour threshold; expected one of them")
            }
        }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must be 0 or more") }
        if let shard {
            do {
                _ = try Shard(parsing: shard)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    @MainActor func perform() throws {
        let mode =
            record
            ?? (ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "false" } == true
                ? .never : .missing)
        let part = try shard.map { text throws(Shard.ParseError) in try Shard(parsing: text) } ?? .whole
        let resources = try LabSetup.resources(assets.path)
        let whole = try ScenarioBatch(paths: scenarios, resources: resources, overrides: phone.settings)
        let batch = whole.selecting(part)
        let junitFile = try junit.map { path throws(LabError) in try LabSetup.outputFile(path, flag: "--junit") }
        let goldenFolder = try LabSetup.writableFolder(goldens)
        let reportFolder = try LabSetup.writableFolder(report)
        let renderer = try HeadlessRenderer(resources: resources)
        let options = ComparisonOptions(
            tolerance: tolerance, maxDiffPixels: maxDiffPixels, perceptualPrecision: perceptual)
        var run = GoldenCheck(
            goldens: goldenFolder, goldensArgument: goldens, report: reportFolder, reportArgument: report, mode: mode,
            comparator: ImageComparator(options: options), environment: try renderer.environment())
        try run.loadEnvironment()
        run.removeEarlierImages(of: batch.runners.map(\.scenario.name))
        if mode != .all {
            let goldens = batch.runners.flatMap { runner in
                runner.scenario.captures.map {
                    goldenFolder.appending(path: runner.scenario.name).appending(path: "\($0.name).png").path
                }
            }
            run.prefetcher = PNGPrefetcher(paths: goldens)
        }
        defer { run.prefetcher?.cancel() }
        let clock = ContinuousClock()
        var mark = clock.now
        try batch.render(with: renderer) { runner, capture, state, image in
            let again = try renderer.render(state)
            try run.check(
                scenario: runner.scenario, capture: capture, image: image, again: again,
                seconds: Self.seconds(since: &mark, clock))
        }
        try run.finish(
            batch: batch, scenarios: whole.runners.map(\.scenario.name), shard: part,
            thresholds: options.description, junit: junitFile)
        var summary = run.summary(thresholds: options.description)
        if part != .whole { summary += "; shard \(part): \(batch.runners.count) of \(whole.runners.count) scenarios" }
        print(summary)
        if run.failures > 0 { throw ExitCode(1) }
    }

    /// The seconds from `mark` to now, moving `mark` to now: a capture's share of the run.
    static func seconds(since mark: inout ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        let now = clock.now
        let elapsed = mark.duration(to: now)
        mark = now
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
