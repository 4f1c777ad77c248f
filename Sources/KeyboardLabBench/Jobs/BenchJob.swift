import CMalloc
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI
import ScreenshotCheck

/// `bench` and the probes it times as child processes: the speed and memory figures, measured headless on the
/// software renderer.
public enum BenchJob {
    /// What to measure: the one value a command hands the bench, with the defaults.
    public struct Options: Equatable, Sendable {
        /// The Assets folder, or nil to find it.
        public var assets: String?
        /// Frames for the memory soak (the RSS is compared after 1,000 and after this many).
        public var soakFrames: Int
        /// A short smoke run with few repetitions (its figures are not meaningful).
        public var quick: Bool
        /// Whether to return one JSON object instead of the table.
        public var json: Bool
        /// The one group of figures to run alone (one of ``BenchJob/groups``), or nil for every figure.
        public var only: String?

        /// Options with every default but what is given.
        public init(
            assets: String? = nil, soakFrames: Int = 100_000, quick: Bool = false, json: Bool = false,
            only: String? = nil
        ) {
            self.assets = assets
            self.soakFrames = soakFrames
            self.quick = quick
            self.json = json
            self.only = only
        }
    }

    /// The groups of figures `bench --only` can run alone.
    public static let groups = [
        "check", "matrix", "screens", "android", "design", "import", "keyboard", "compare", "audit",
    ]

    /// Runs every benchmark, or only the group ``Options/only`` names, and returns the table, or one JSON object
    /// with ``Options/json``. `environment` holds this program (`keyboard-lab`), which the figures timed as a user
    /// runs them start, and the environment they start from.
    ///
    /// - Throws: ``LabError``: a usage error at the option `only` naming no group.
    public static func run(_ options: Options, environment: LabEnvironment) throws -> String {
        let (soakFrames, quick, json, only) = (options.soakFrames, options.quick, options.json, options.only)
        if let only, !groups.contains(only) {
            throw LabError(
                .usage, at: .option("only", only), "unknown group; expected \(groups.joined(separator: ", "))")
        }
        // The in-process checks measure `check` as it runs, with its heap settings (`CheckCommand` sets them too).
        _ = CMalloc_KeepFreedMemory()
        let resources = try LabSetup.resources(options.assets)
        let headless = try HeadlessCanvas(resources: resources, sharedText: true)
        guard let executable = environment.executable else { throw LabError("bench: this program's path is unknown") }
        var bench = Benchmarks(
            resources: resources, headless: headless, executable: executable, environment: environment)
        bench.quick = quick
        if only == "keyboard" {
            let seconds = try bench.keyboardRiseWall()
            return json
                ? "{\(Benchmarks.keyboardRiseJSON(seconds))}"
                : BenchReport.aligned([Benchmarks.keyboardRiseRow(seconds)])
        }
        if only == "compare" {
            let one = Percentiles(try bench.compareFrames(phones: 1, repeats: quick ? 2 : 15))
            let four = Percentiles(try bench.compareFrames(phones: 4, repeats: quick ? 2 : 15))
            let row = BenchReport.compareRow(one: one, four: four)
            return json
                ? "{\"frame_ms\":{\"compare_1\":\(one.json),\"compare_4\":\(four.json)}}" : BenchReport.aligned([row])
        }
        if only == "check" {
            bench.goldens = try bench.recordGoldens()
            defer { try? FileManager.default.removeItem(at: bench.shippedGoldens().deletingLastPathComponent()) }
            let fixed = try bench.fixedWorkloadThroughput(runs: quick ? 1 : 5)
            return json ? "{\(fixed.json)}" : BenchReport.aligned(fixed.rows)
        }
        if only == "matrix" {
            let matrix = try bench.matrixCheck()
            return json ? "{\"matrix\":\(matrix.json)}" : matrix.table
        }
        if only == "design" {
            let design = try bench.designFigures(repeats: quick ? 2 : 20)
            return json ? "{\"design\":\(design.json)}" : design.table
        }
        if only == "import" {
            let imports = try bench.importFigures(repeats: quick ? 1 : 3)
            return json ? "{\"import\":\(imports.json)}" : imports.table
        }
        if only == "audit" {
            let audit = try bench.auditFigures(repeats: quick ? 1 : 3, lines: quick ? 20_000 : 200_000)
            return json ? "{\"audit\":\(audit.json)}" : audit.table
        }
        if only == "android" {
            let android = try bench.androidFigures(repeats: quick ? 2 : 20)
            let frameworks = try bench.frameworkFigures(repeats: quick ? 1 : 4)
            return json
                ? "{\"frame_ms\":{\(android.frameJSON),\(frameworks.frameJSON)}}"
                : BenchReport.aligned(android.rows + frameworks.rows)
        }
        if only == "screens" {
            let screens = try bench.screenFigures(repeats: quick ? 2 : 20)
            return json ? screens.json : screens.table
        }
        bench.goldens = try bench.recordGoldens()
        defer { try? FileManager.default.removeItem(at: bench.shippedGoldens().deletingLastPathComponent()) }
        let report = try bench.runAll(soakFrames: max(1_000, soakFrames))
        return json ? report.json : report.table
    }

    /// The first-frame probe: start, load, render one frame through the frame step.
    public static func firstFrame(assets: String?) throws {
        let resources = try LabSetup.resources(assets)
        let headless = try HeadlessCanvas(resources: resources)
        let phone = Phone(resources: resources, form: resources.sampleForm, measurer: headless.measurer)
        var runtime = LabRuntime(state: AppState(phones: [phone]), measurer: headless.measurer)
        _ = try headless.capture(runtime.step([], to: .zero, drawing: .captures).drawLists[0])
    }

    /// The video-memory probe: exports a `seconds`-long scenario to MP4 and returns this process's peak resident
    /// memory in MB.
    public static func videoProbe(seconds: Int, assets: String?, environment: LabEnvironment) throws -> Double {
        let resources = try LabSetup.resources(assets)
        let scenario = try ScenarioParser.parse(
            Benchmarks.videoProbeScenario(seconds: seconds), file: "video-probe.scenario")
        let runner = try ScenarioRunner(
            scenario: scenario, resources: resources, readPictures: LabSetup.pictures(forScenarioAt: scenario.file),
            readFile: LabSetup.reader(forScenarioAt: scenario.file))
        let folder = try Benchmarks.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let headless = try HeadlessCanvas(resources: resources)
        try VideoExport(headless: headless, environment: environment).export(
            runner, to: folder.appending(path: "probe.mp4").path)
        return Benchmarks.highWaterRSS()
    }

    /// Writes this process's peak resident memory (MB) to the file `KEYBOARD_LAB_PEAK_RSS_FILE` names in
    /// `environment` (the variables `main` read), when it is set: how `bench` reads the memory of the `check` and
    /// `run` processes it starts. A `check` worker process, which inherits that variable, writes to `FILE.worker-I`
    /// instead.
    public static func reportPeakRSSIfAsked(environment: [String: String]) {
        guard var path = environment[Benchmarks.peakRSSFileVariable], !path.isEmpty else { return }
        if let worker = CheckWorkers.role(in: environment)?.worker { path += ".worker-\(worker.index)" }
        try? String(format: "%.2f", Benchmarks.highWaterRSS()).write(toFile: path, atomically: true, encoding: .utf8)
    }
}
