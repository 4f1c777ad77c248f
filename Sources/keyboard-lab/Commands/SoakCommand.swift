import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabBench
import KeyboardLabRuntime
import KeyboardLabUI

/// `keyboard-lab soak`: long runs of random actions, watching resident memory.
struct SoakCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Run random actions for many frames (core only, then rendered) and check that memory stays flat.")

    @Option(help: "Frames of reduce + advance + view with random actions.")
    var coreFrames: Int = 1_000_000

    @Option(help: "Frames rendered headlessly with random actions.")
    var renderedFrames: Int = 100_000

    @Option(help: "The random seed, printed so a run can be repeated.")
    var seed: UInt64 = 1

    @OptionGroup var assets: AssetsOption

    @MainActor func perform() throws {
        var job = SoakJob()
        job.coreFrames = coreFrames
        job.renderedFrames = renderedFrames
        job.seed = seed
        job.assets = assets.path
        try job.run()
    }
}
