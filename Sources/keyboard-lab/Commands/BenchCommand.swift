import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabBench
import KeyboardLabRuntime
import KeyboardLabUI

/// `keyboard-lab bench`: the speed and memory figures, measured in one run, headless on the software renderer.
struct BenchCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame cost, avoidance cost, large-form loading, check throughput, startup and memory.")

    @Flag(help: "Print one JSON object instead of the table.")
    var json = BenchJob.Options().json

    @Option(help: "Frames for the memory soak (the RSS is compared after 1,000 and after this many).")
    var soakFrames: Int = BenchJob.Options().soakFrames

    @Flag(
        help: ArgumentHelp(
            "A short smoke run with few repetitions (its figures are not meaningful).", visibility: .hidden))
    var quick = BenchJob.Options().quick

    @Option(help: "Run one group of figures alone: \(BenchJob.groups.joined(separator: ", ")).")
    var only: String?

    @OptionGroup var assets: AssetsOption

    func validate() throws {
        if let only, !BenchJob.groups.contains(only) {
            throw ValidationError("--only \(only): unknown group; expected \(BenchJob.groups.joined(separator: ", "))")
        }
    }

    @MainActor func perform() throws {
        let options = BenchJob.Options(
            assets: assets.path, soakFrames: soakFrames, quick: quick, json: json, only: only)
        print(try BenchJob.run(options, environment: LabPrograms.environment))
    }
}
