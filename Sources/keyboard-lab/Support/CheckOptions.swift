import ArgumentParser
import KeyboardLabRuntime
import LabBuild
import ScreenshotCheck
import ScreenshotComparison

/// The options of a golden check, shared by `check` and `review`.
struct CheckOptions: ParsableArguments {
    @Option(help: "The folder of golden PNGs.")
    var goldens: String

    @Option(help: "Per-pixel colour tolerance from 0 (exact) to 1; above 0, anti-aliased pixels are ignored.")
    var tolerance: Double = CheckJob.Options(scenarios: [], goldens: "").comparison.tolerance

    @Option(help: "How many pixels may differ and still pass.")
    var maxDiffPixels: Int = CheckJob.Options(scenarios: [], goldens: "").comparison.maxDiffPixels

    @Option(
        help: """
            Perceptual precision P, 0 < P ≤ 1: a pixel matches when its CIE ΔE94 difference is at most (1 − P) × 100 \
            (0.98: ΔE 2). Replaces --tolerance.
            """)
    var perceptual: Double?

    @Option(help: "Pixels per point, 1 (the default) to 4; above 1 the goldens are <capture>@2x.png and so on.")
    var scale: Int = CheckJob.Options(scenarios: [], goldens: "").scale

    @Option(
        help: ArgumentHelp(
            "The folder for the HTML report, junit.xml and failure images: its earlier images are removed, so not the "
                + "goldens folder, nor one inside or around it; one check writes it at a time."))
    var report: String = CheckJob.Options(scenarios: [], goldens: "").report

    @Flag(
        help: """
            Also compare each capture's numbers (keyboard frame, inset, offset, pinned and focused rects) with \
            <goldens>/<scenario>/values.json, within 0.01 pt; recorded by the same --record mode as the PNGs.
            """)
    var values = false

    @Option(
        help: ArgumentHelp(
            "Run every scenario under every combination of KEY=V1,V2,… (repeatable; the keys of `sheet --vary`), "
                + "with goldens in <goldens>/<combination>/, e.g. device-iphone-se+appearance-dark.",
            valueName: "KEY=V1,V2,…"))
    var vary: [String] = []

    @Flag(help: "Make the HTML report list only the failing captures, with their images, and count the others.")
    var reportOnlyFailures = false

    @Option(
        help:
            "Processes that check --vary combinations, or the scenarios of a run of 100 captures or more, side by side (default: one per core; 1: this one alone)."
    )
    var workers: Int?

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
        if let workers, !(1...64).contains(workers) {
            throw ValidationError("--workers \(workers): expected 1 to 64")
        }
    }

    /// The check of `scenarios` these options describe; `arguments` start the check again (`check …`), for the
    /// worker processes of a matrix.
    func options(scenarios: [String], assets: AssetsOption, phone: PhoneFlags, arguments: [String])
        -> CheckJob.Options
    {
        CheckJob.Options(
            scenarios: scenarios, goldens: goldens,
            comparison: ComparisonOptions(
                tolerance: tolerance, maxDiffPixels: maxDiffPixels, perceptualPrecision: perceptual),
            report: report, scale: scale, assets: assets.path, settings: phone.settings, screen: phone.screen,
            values: values, vary: vary, onlyFailures: reportOnlyFailures, workers: workers, build: LabBuild.description,
            arguments: arguments)
    }
}
