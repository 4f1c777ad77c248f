import ArgumentParser
import CMalloc
import Foundation
import KeyboardAvoidance
import KeyboardLabBench
import KeyboardLabRuntime
import LabBuild

/// The `keyboard-lab` command: the window by default, plus headless shooting, golden checks and benchmarks.
@main
struct KeyboardLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboard-lab",
        abstract: "Design, demonstrate and regression-test iOS and Android keyboard avoidance on Linux.",
        version: LabBuild.description,
        subcommands: [
            RunCommand.self, ShootCommand.self, CheckCommand.self, AcceptCommand.self, BenchCommand.self,
            SoakCommand.self,
            DevicesCommand.self, KeyboardCommand.self, ContactSheetCommand.self, MergeReportsCommand.self,
            ReviewCommand.self, ImportCommand.self, ReviewPackCommand.self, AuditCommand.self,
            FirstFrameCommand.self, VideoProbeCommand.self,
        ],
        defaultSubcommand: RunCommand.self)

    /// Parses and runs. A bad flag or value is reported as every other input error is: one line on standard
    /// error saying what was wrong and what was expected (`--help` shows the usage), with exit status 64
    /// (`EX_USAGE`), whether the parser or the lab found it.
    static func main() {
        // Before any thread starts: goldens decoded on the read-ahead thread are freed on the main one.
        _ = CMalloc_UseOneArena()
        // Lines reach a file or a pipe as they are printed (the window's "screenshot: …", "recording: …"), not when
        // a buffer fills or the program ends.
        _ = CMalloc_LineBufferedOutput()
        acceptQuitSignals()
        do {
            try checkCommandName(Array(CommandLine.arguments.dropFirst()))
            var command = try parseAsRoot()
            try command.run()
            BenchJob.reportPeakRSSIfAsked(environment: ProcessInfo.processInfo.environment)
        } catch {
            BenchJob.reportPeakRSSIfAsked(environment: ProcessInfo.processInfo.environment)
            if let error = error as? LabError {
                FileHandle.standardError.write(Data("Error: \(error.worded(flag))\n".utf8))
                Foundation.exit(error.isUsage ? ExitCode.validationFailure.rawValue : ExitCode.failure.rawValue)
            }
            let code = exitCode(for: error)
            guard code == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data("Error: \(oneLine(message(for: error)))\n".utf8))
            Foundation.exit(code.rawValue)
        }
    }

    /// The flag a library's option is given with: the libraries name an option (`scale`, `vary`), the command line
    /// words it (`--scale`, `--vary`).
    static func flag(_ option: String) -> String { "--\(option)" }

    /// Refuses a first argument that is not an option, names no command and is close to a command's name: a misspelt
    /// command (`chekc`) is one line with the command meant, not a complaint about an unexpected argument.
    static func checkCommandName(_ arguments: [String]) throws {
        guard let first = arguments.first, !first.hasPrefix("-") else { return }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(first), let meant = ClosestName.closest(to: first, in: names) else { return }
        throw ValidationError(
            "unknown command \"\(first)\"; did you mean \"\(meant)\"? (expected one of \(names.joined(separator: ", ")))"
        )
    }

    /// Unblocks SIGINT and SIGTERM, which a parent may have left blocked in the mask a program inherits (test
    /// runners and some process supervisors do): SDL turns them into a quit event, and the window must close at once.
    static func acceptQuitSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &signals, nil)
    }

    /// A parser message on one line: a bulleted list of accepted values becomes "a, b or c".
    static func oneLine(_ message: String) -> String {
        let lines = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let values = lines.filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
        var text = lines.filter { !$0.hasPrefix("- ") }.joined(separator: " ")
        if !values.isEmpty {
            let list =
                values.dropLast().joined(separator: ", ") + (values.count > 1 ? " or " : "") + (values.last ?? "")
            text = text.replacingOccurrences(of: "one of the following:", with: "one of") + " " + list
        }
        return text
    }
}
