import ArgumentParser
import Foundation
import KeyboardLabRuntime
import ScreenshotCheck

/// `keyboard-lab merge-reports`: combines the report folders of `check --shard` runs into one.
struct MergeReportsCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Merge the --report folders of check runs (the shards of one run) into one folder.",
        discussion: """
            The merged folder has one index.html listing every capture with its images (copied in, so the folder \
            is self-contained) and one junit.xml. Exits 1 when a merged capture failed (the merged report, JUnit and \
            summary are written first).
            """)

    @Argument(help: "The report folders to merge.")
    var folders: [String] = []

    @Option(help: "The folder to write the merged report to.")
    var out: String

    @Option(
        help: ArgumentHelp(
            "Append one Markdown summary of the merged run (\"3 failed, 380 passed\", each failure linked to the "
                + "report, the accept command) to FILE, e.g. \"$GITHUB_STEP_SUMMARY\" or a pull-request comment.",
            valueName: "FILE"))
    var summary: String?

    @Option(
        help: ArgumentHelp(
            "The address the merged index.html will be seen at (e.g. a CI artifact's), which the summary's failures "
                + "link to (default: OUT/index.html).", valueName: "URL"))
    var reportURL: String?

    @OptionGroup var assets: AssetsOption

    func validate() throws {
        guard !folders.isEmpty else {
            throw ValidationError("merge-reports: no report folder given; expected the --report folders of check runs")
        }
    }

    @MainActor func perform() throws {
        let options = MergeReportsJob.Options(
            folders: folders, out: out, assets: assets.path, summaryFile: summary, reportURL: reportURL)
        if try MergeReportsJob(options).run() > 0 { throw ExitCode(1) }
    }
}
