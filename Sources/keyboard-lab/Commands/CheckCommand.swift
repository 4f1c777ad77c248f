import ArgumentParser
import CMalloc
import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI
import ScreenshotCheck

/// `keyboard-lab check`: renders scenarios and compares every capture with its golden PNG.
///
/// Exit status (``CheckOutcome``): 0 every capture passed; 1 a capture failed (or, with `--strict`, a golden is
/// stale); 2 the check could not run (a folder it cannot make, write or lock, an asset it cannot read); 3 only the
/// environment differs from the goldens'; 64 a usage error.
struct CheckCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render scenarios and compare every capture with <goldens>/<scenario>/<capture>.png.",
        discussion: """
            Exit status: 0 every capture passed; 1 a capture failed (with --strict, also a stale golden); \
            2 the check could not run (a folder it cannot make, write or lock, an asset it cannot read: the error \
            line says which; no result); 3 only the environment differs from the goldens' (environment.json); \
            64 a usage error.

            Each capture is rendered once. A capture that differs from its golden is rendered again: when the two \
            renders differ it fails as a flaky render (the renderer, not the screen, changed), else the screen \
            changed. Goldens are rendered twice before they are recorded; --determinism renders every capture twice.

            Goldens it has decoded before are not decoded again: it keeps the digest of each golden file's pixels \
            in $KEYBOARD_LAB_CACHE (default $XDG_CACHE_HOME/keyboard-lab, else ~/.cache/keyboard-lab; off for \
            none), keyed by the file's bytes, and decodes a golden only when the render's digest differs. The \
            report is the same either way.
            """)

    @Argument(help: "Scenario files (.scenario).")
    var scenarios: [String] = []

    @OptionGroup var check: CheckOptions

    @Option(
        help: ArgumentHelp(
            "When to write goldens: missing, failed, all or never (default: never when CI is set, else missing); "
                + "with never (and no --prune) the goldens folder may be read-only."))
    var record: RecordMode?

    @Option(help: "Also write the JUnit XML to FILE, for CI test reporters.")
    var junit: String?

    @Option(help: "Check only part I of N of the scenarios (1-based, e.g. 1/2), for a CI matrix; see merge-reports.")
    var shard: String?

    @Option(
        help: ArgumentHelp(
            "Append a Markdown summary (counts, failures with their regions linked to the report, the accept command) "
                + "to FILE, "
                + "e.g. \"$GITHUB_STEP_SUMMARY\".", valueName: "FILE"))
    var summary: String?

    @Option(
        help: ArgumentHelp(
            "The address the report's index.html will be seen at (e.g. a CI artifact's), which the summary's failures "
                + "link to (default: REPORT/index.html).", valueName: "URL"))
    var reportURL: String?

    @Flag(help: "Fail (exit 1) when goldens are stale: no capture writes them, or their scenario file is gone.")
    var strict = CheckJob.Options(scenarios: [], goldens: "").strict

    @Flag(
        help: """
            Render every capture twice and fail one whose renders differ (flaky render). Without it a capture is \
            rendered again only to record its golden or when it differs from its golden.
            """)
    var determinism = false

    @Flag(help: "Move stale goldens and folders of removed scenarios to <goldens>/.trash/<time>/.")
    var prune = CheckJob.Options(scenarios: [], goldens: "").prune

    @OptionGroup var assets: AssetsOption

    @OptionGroup var phone: PhoneFlags

    func validate() throws {
        if let shard {
            do {
                _ = try Shard(parsing: shard)
            } catch {
                throw ValidationError(error.worded(KeyboardLab.flag))
            }
        }
    }

    @MainActor func perform() throws {
        // Every capture's and golden's pixels are allocated and freed: keep freed pages for the next ones.
        _ = CMalloc_KeepFreedMemory()
        var options = check.options(
            scenarios: scenarios, assets: assets, phone: phone, arguments: Array(CommandLine.arguments.dropFirst()))
        options.record = record
        options.junit = junit
        options.shard = try shard.map { text throws(LabError) in try Shard(parsing: text) } ?? .whole
        options.summaryFile = summary
        options.reportURL = reportURL
        options.strict = strict
        options.prune = prune
        options.determinism = determinism
        let status: Int32
        do {
            status = try CheckJob(options, environment: LabPrograms.environment).run().exitStatus
        } catch let error as LabError where !error.isUsage {
            // Not a failed capture: nothing was judged, and CI must not read it as one.
            FileHandle.standardError.write(Data("Error: \(error.worded(KeyboardLab.flag))\n".utf8))
            throw ExitCode(CheckOutcome.couldNotRun)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

extension RecordMode: ExpressibleByArgument {}
