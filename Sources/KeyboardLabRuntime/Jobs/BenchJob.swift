import Foundation
import KeyboardAvoidance
import KeyboardLabUI

/// `bench` and the probes it times as child processes: the speed and memory figures, measured headless on the
/// software renderer.
public enum BenchJob {
    /// Runs every benchmark and returns the table, or one JSON object when `json` is set. `quick` repeats little:
    /// a smoke run whose figures are not meaningful.
    public static func run(assets: String?, soakFrames: Int, quick: Bool, json: Bool) throws -> String {
        let resources = try LabSetup.resources(assets)
        let renderer = try HeadlessRenderer(resources: resources)
        var bench = Benchmarks(resources: resources, renderer: renderer)
        bench.quick = quick
        let report = try bench.runAll(soakFrames: max(1_000, soakFrames))
        return json ? report.json : report.table
    }

    /// The first-frame probe: start, load, render one frame through the frame step.
    public static func firstFrame(assets: String?) throws {
        let resources = try LabSetup.resources(assets)
        let renderer = try HeadlessRenderer(resources: resources)
        let phone = Phone(resources: resources, form: resources.sampleForm, measurer: renderer.measurer)
        var runtime = LabRuntime(state: AppState(phones: [phone]), measurer: renderer.measurer)
        _ = try renderer.render(runtime.step([], to: .zero, drawing: .captures).drawLists[0])
    }

    /// The video-memory probe: exports a `seconds`-long scenario to MP4 and returns this process's peak resident
    /// memory in MB.
    public static func videoProbe(seconds: Int, assets: String?) throws -> Double {
        let resources = try LabSetup.resources(assets)
        let scenario = try ScenarioParser.parse(
            Benchmarks.videoProbeScenario(seconds: seconds), file: "video-probe.scenario")
        let runner = try ScenarioRunner(scenario: scenario, resources: resources, readFile: LabSetup.readFile)
        let folder = try Benchmarks.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = try HeadlessRenderer(resources: resources)
        try VideoExport(renderer: renderer).export(runner, to: folder.appending(path: "probe.mp4").path)
        return Benchmarks.highWaterRSS()
    }
}
