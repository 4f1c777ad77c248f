import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI

/// `keyboard-lab bench`: the speed and memory figures, measured in one run, headless on the software renderer.
struct BenchCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame cost, avoidance cost, large-form loading, check throughput, startup and memory.")

    @Flag(help: "Print one JSON object instead of the table.")
    var json = false

    @Option(help: "Frames for the memory soak (the RSS is compared after 1,000 and after this many).")
    var soakFrames: Int = 100_000

    @Flag(
        help: ArgumentHelp(
            "A short smoke run with few repetitions (its figures are not meaningful).", visibility: .hidden))
    var quick = false

    @OptionGroup var assets: AssetsOption

    @MainActor func perform() throws {
        let resources = try LabSetup.resources(assets.path)
        let renderer = try HeadlessRenderer(resources: resources)
        var bench = Benchmarks(resources: resources, renderer: renderer)
        bench.quick = quick
        let report = try bench.runAll(soakFrames: max(1_000, soakFrames))
        print(json ? report.json : report.table)
    }
}

/// The first-frame probe that `bench` times as a child process: start, load, render one frame, exit.
struct FirstFrameCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "first-frame", abstract: "Render the first frame headlessly and exit (timed by bench).",
        shouldDisplay: false)

    @OptionGroup var assets: AssetsOption

    @MainActor func perform() throws {
        let resources = try LabSetup.resources(assets.path)
        let renderer = try HeadlessRenderer(resources: resources)
        let state = Phone(resources: resources, form: resources.sampleForm, measurer: renderer.measurer)
        _ = try renderer.render(state)
    }
}
