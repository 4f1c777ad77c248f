import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabBench
import KeyboardLabRuntime
import KeyboardLabUI

/// The first-frame probe that `bench` times as a child process: start, load, render one frame, exit.
struct FirstFrameCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "first-frame", abstract: "Render the first frame headlessly and exit (timed by bench).",
        shouldDisplay: false)

    @OptionGroup var assets: AssetsOption

    @MainActor func perform() throws {
        try BenchJob.firstFrame(assets: assets.path)
    }
}
