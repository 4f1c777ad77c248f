import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import ScreenshotCheck

/// `keyboard-lab review`: checks the scenarios, then serves the report in the browser, where Accept writes the
/// golden.
struct ReviewCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Check scenarios, then review the results in the browser: Accept writes the capture as the golden.",
        discussion: """
            Serves on 127.0.0.1 only and prints the page's URL, which carries this run's token. Accept replaces the \
            golden atomically and keeps the old one under <goldens>/.trash/ for Undo. Ctrl+C stops the server.
            """)

    @Argument(help: "Scenario files (.scenario).")
    var scenarios: [String] = []

    @OptionGroup var check: CheckOptions

    @Option(help: "The port to listen on, on 127.0.0.1 (default: any free port).")
    var port: Int = ReviewJob.Options(check: CheckJob.Options(scenarios: [], goldens: "")).port

    @Flag(help: "Open the page in the desktop's browser ($BROWSER, else xdg-open).")
    var open = ReviewJob.Options(check: CheckJob.Options(scenarios: [], goldens: "")).open

    @OptionGroup var assets: AssetsOption

    @OptionGroup var phone: PhoneFlags

    func validate() throws {
        guard ReviewJob.Options.ports.contains(port) else {
            throw ValidationError("--port \(port): expected 0 (any free port) to 65535")
        }
    }

    @MainActor func perform() throws {
        let options = ReviewJob.Options(
            check: check.options(
                scenarios: scenarios, assets: assets, phone: phone,
                arguments: Self.checkArguments(CommandLine.arguments)),
            port: port, open: open)
        let job = ReviewJob(options, environment: LabPrograms.environment, server: LabPrograms.reviewServer)
        let (server, arguments) = try job.run()
        fflush(nil)
        let reason = LabPrograms.environment.runner.exec(server, arguments)
        throw LabError("\(server.path): cannot start the review server (\(reason))")
    }

    /// The `check` command line of a review's command line, for the worker processes of a matrix: `review` becomes
    /// `check --record never` (a review records nothing by itself), and the options only `review` has are left out.
    static func checkArguments(_ arguments: [String]) -> [String] {
        var result = ["check", "--record", "never"]
        var rest = arguments.dropFirst(2)[...]
        while let argument = rest.popFirst() {
            if argument == "--port" {
                _ = rest.popFirst()
            } else if argument != "--open" && !argument.hasPrefix("--port=") {
                result.append(argument)
            }
        }
        return result
    }
}
