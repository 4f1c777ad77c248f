import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabBench
import KeyboardLabRuntime
import KeyboardLabUI

/// The video-memory probe that `bench` runs as a child process: export a long scenario to MP4 and print this
/// process's peak resident memory in MB.
struct VideoProbeCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "video-probe", abstract: "Export a scenario of the given length to MP4 (measured by bench).",
        shouldDisplay: false)

    @Option(help: "The scenario's length in seconds.")
    var seconds: Int = 5

    @OptionGroup var assets: AssetsOption

    @MainActor func perform() throws {
        print(
            NumberText.compact(
                try BenchJob.videoProbe(seconds: seconds, assets: assets.path, environment: LabPrograms.environment)))
    }
}
