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

    @Option(help: "The folder for the HTML report and failure images.")
    var report: String = "keyboard-lab-report"

    @OptionGroup var assets: AssetsOption

    @OptionGroup var phone: PhoneOptions

    func validate() throws {
        guard tolerance.isFinite, (0...1).contains(tolerance) else {
            throw ValidationError("--tolerance \(tolerance) is out of range; expected a number from 0 to 1")
        }
        guard maxDiffPixels >= 0 else { throw ValidationError("--max-diff-pixels must be 0 or more") }
    }

    @MainActor func perform() throws {
        let mode =
            record
            ?? (ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "false" } == true
                ? .never : .missing)
        let resources = try LabSetup.resources(assets.path)
        let batch = try ScenarioBatch(paths: scenarios, resources: resources, overrides: phone.settings)
        let goldenFolder = try LabSetup.writableFolder(goldens)
        let reportFolder = try LabSetup.writableFolder(report)
        let renderer = try HeadlessRenderer(resources: resources)
        let options = ComparisonOptions(tolerance: tolerance, maxDiffPixels: maxDiffPixels)
        var run = GoldenCheck(
            goldens: goldenFolder, goldensArgument: goldens, report: reportFolder, reportArgument: report, mode: mode,
            comparator: ImageComparator(options: options), environment: try renderer.environment())
        try run.loadEnvironment()
        try batch.render(with: renderer) { runner, capture, state, image in
            let again = try renderer.render(state)
            try run.check(scenario: runner.scenario, capture: capture, image: image, again: again)
        }
        try run.finish(batch: batch)
        print(run.summary(thresholds: options.description))
        if run.failures > 0 { throw ExitCode(1) }
    }
}
