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
    var coreFrames: Int = SoakJob.Options().coreFrames

    @Option(help: "Frames rendered headlessly with random actions.")
    var renderedFrames: Int = SoakJob.Options().renderedFrames

    @Option(help: "The random seed, printed so a run can be repeated.")
    var seed: UInt64 = SoakJob.Options().seed

    @OptionGroup var assets: AssetsOption

    @MainActor func perform() throws {
        let options = SoakJob.Options(
            coreFrames: coreFrames, renderedFrames: renderedFrames, seed: seed, assets: assets.path)
        try SoakJob(options).run()
    }
}
