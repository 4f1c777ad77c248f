import ArgumentParser
import Foundation
import KeyboardLabRuntime
import ScreenshotCheck

/// `keyboard-lab accept`: applies the actual images (and values) of a check's report folder, such as a CI run's
/// downloaded artifact, to the goldens, with the review server's refusals.
struct AcceptCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Accept captures from a check's --report folder (e.g. a CI artifact) as the new goldens.",
        discussion: """
            Writes each named capture's actual image (and its values, for --values failures) from the report folder \
            as its golden, keeping the old files under <goldens>/.trash/. With no CAPTURE, accepts every failing or \
            new capture of the report; when the goldens were recorded on another machine (check exited 3), \
            re-records their environment.json for the machine that checked. Refuses, writing nothing, a goldens \
            folder the report was not checked against, a goldens folder (or its .trash) this user cannot write, a \
            golden that changed since the report was made, a path outside the goldens folder and a capture not in \
            the report, one line each. Exits 1 on a refusal.
            """)

    @Argument(help: "The report folder of a check run (its --report, or a downloaded CI artifact).")
    var report: String

    @Option(help: "The goldens folder to write.")
    var goldens: String

    @Argument(help: "The captures to accept: [combination/]scenario/capture (default: every failing or new one).")
    var captures: [String] = []

    @MainActor func perform() throws {
        let options = AcceptJob.Options(report: report, goldens: goldens, captures: captures)
        let result = try AcceptJob(options).run(at: .now)
        for line in result.lines {
            if result.refused { Console.error(line) } else { print(line) }
        }
        if result.refused { throw ExitCode(1) }
    }
}
