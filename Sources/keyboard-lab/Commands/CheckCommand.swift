import ArgumentParser
import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI
import ScreenshotCheck

/// `keyboard-lab check`: renders scenarios and compares every capture with its golden PNG.
struct CheckCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render scenarios and compare every capture with <goldens>/<scenario>/<capture>.png.")

    @Argument(help: "Scenario files (.scenario).")
    var scenarios: [String] = []

    @OptionGroup var check: CheckOptions

    @Option(help: "When to write goldens: missing, failed, all or never (default: never when CI is set, else missing).")
    var record: RecordMode?

    @Option(help: "Also write the JUnit XML to FILE, for CI test reporters.")
    var junit: String?

    @Option(help: "Check only part I of N of the scenarios (1-based, e.g. 1/2), for a CI matrix; see merge-reports.")
    var shard: String?

    @OptionGroup var assets: AssetsOption

    @OptionGroup var phone: PhoneFlags

    func validate() throws {
        if let shard {
            do {
                _ = try Shard(parsing: shard)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    @MainActor func perform() throws {
        var job = check.job(
            scenarios: scenarios, assets: assets, phone: phone, arguments: Array(CommandLine.arguments.dropFirst()))
        job.record = record
        job.junit = junit
        job.shard = try shard.map { text throws(Shard.ParseError) in try Shard(parsing: text) } ?? .whole
        if try job.run() > 0 { throw ExitCode(1) }
    }
}

extension RecordMode: ExpressibleByArgument {}
