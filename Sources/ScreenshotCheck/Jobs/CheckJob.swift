import CMalloc
import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabSDL
import KeyboardLabUI
import LabDrawing
import LabFiles
import LabPNG
import ScreenshotComparison

/// `check`: renders scenarios, compares every capture with its golden PNG, and writes the report and JUnit file.
///
/// With ``vary`` it runs every scenario under every combination of the varied options, as Playwright runs a suite
/// per project: goldens under `<goldens>/<combination>/<scenario>/`, report images under
/// `<report>/<combination>/<scenario>/` (see ``Combination/name`` for the folder names).
public struct CheckJob {
    /// What to check and how: the one value a command hands the job, with the defaults.
    public struct Options: Equatable, Sendable {
        /// The scenario files, as given.
        public var scenarios: [String]
        /// The goldens folder, as given.
        public var goldens: String
        /// When to write goldens; nil means never when CI is set, else missing.
        public var record: RecordMode?
        /// How pixels are compared.
        public var comparison: ComparisonOptions
        /// The report folder, as given.
        public var report: String
        /// Where to write the JUnit XML as well, or nil.
        public var junit: String?
        /// Pixels per point of the captures, 1 (the default) to 4; above 1 the goldens are `<capture>@Nx.png`.
        public var scale: Int
        /// The part of the scenarios to check.
        public var shard: Shard
        /// The Assets folder, or nil to find it.
        public var assets: String?
        /// Options that win over the scenario headers.
        public var settings: ConditionOverrides
        /// A screen file that replaces every scenario's form or screen, or nil.
        public var screen: String?
        /// Whether each capture's numbers (keyboard frame, inset, offset, pinned and focused rects) are also compared
        /// with `<goldens>/<scenario>/values.json`, recorded by the same mode as the PNGs.
        public var values: Bool
        /// The `KEY=V1,V2,…` texts to vary: the matrix of combinations to run every scenario under; empty for none.
        /// A combination's options win over ``settings`` and ``screen``.
        public var vary: [String]
        /// Whether the report page lists the failing captures alone; the JUnit files stay complete.
        public var onlyFailures: Bool
        /// How many processes check a matrix's combinations side by side, each rendering on its own main thread: nil
        /// for one per core, at most one per combination; 1 for this process alone. A run without ``vary`` splits its
        /// scenarios over them instead, balanced by cost, when it has at least ``CheckJob/scenarioSplitMinimum``
        /// captures.
        public var workers: Int?
        /// The build checking (the version and the commit), recorded in the goldens' environment sidecars it
        /// writes; nil records none.
        public var build: String?
        /// Where to append a Markdown summary of the run (e.g. `$GITHUB_STEP_SUMMARY`), or nil.
        public var summaryFile: String?
        /// The address the report's page will be seen at, which the summary's failures link to; nil links to
        /// `<report>/index.html`, relative to the working directory.
        public var reportURL: String?
        /// Whether stale goldens fail the run rather than being warned about.
        public var strict: Bool
        /// Whether stale goldens are moved to `<goldens>/.trash/<batch>/`.
        public var prune: Bool
        /// Whether every capture is rendered twice and a capture whose renders differ fails as a flaky render
        /// (`--determinism`); without it a second render is made only to record a golden or for a capture that
        /// differs from its golden.
        public var determinism = false
        /// The command line that starts this check again, less the executable (`check …`), for the worker processes.
        public var arguments: [String]

        /// Options with every default but what is given: `scenarios` checked against `goldens`.
        public init(
            scenarios: [String], goldens: String, record: RecordMode? = nil,
            comparison: ComparisonOptions = ComparisonOptions(), report: String = "keyboard-lab-report",
            junit: String? = nil, scale: Int = 1, shard: Shard = .whole, assets: String? = nil,
            settings: ConditionOverrides = ConditionOverrides(), screen: String? = nil, values: Bool = false,
            vary: [String] = [], onlyFailures: Bool = false, workers: Int? = nil, build: String? = nil,
            summaryFile: String? = nil, reportURL: String? = nil, strict: Bool = false, prune: Bool = false,
            arguments: [String] = []
        ) {
            (self.scenarios, self.goldens, self.record, self.comparison) = (scenarios, goldens, record, comparison)
            (self.report, self.junit, self.scale, self.shard, self.assets) = (report, junit, scale, shard, assets)
            (self.settings, self.screen, self.values, self.vary) = (settings, screen, values, vary)
            (self.onlyFailures, self.workers, self.build) = (onlyFailures, workers, build)
            (self.summaryFile, self.reportURL, self.strict, self.prune) = (summaryFile, reportURL, strict, prune)
            self.arguments = arguments
        }

        /// The scales captures are checked at: those they are shot at.
        public static let scales = ShootJob.Options.scales
    }

    /// What to check and how.
    public var options: Options
    /// What the check takes from the world: whether it runs in CI, this program and the environment its worker
    /// processes start from, and a worker's role (``CheckWorkers``). Without the program, every combination is
    /// checked in this process.
    public var environment: LabEnvironment

    /// A job checking what `options` say, with what it takes from `environment`.
    public init(_ options: Options, environment: LabEnvironment = .none) {
        self.options = options
        self.environment = environment
    }

    /// Checks every capture, writes the report (and the Markdown summary with ``summaryFile``), lists the stale
    /// goldens (moving them to `.trash/` with ``prune``) and prints the summary; returns what was found. A scenario
    /// that could not be loaded counts as an error (the others are still checked; under a matrix it counts once,
    /// not once per combination).
    ///
    /// - Throws: One line, before anything is rendered or any folder made, for a bad option (``LabError/isUsage``):
    ///   a scale out of ``Options/scales``, a `vary` key or value that does not exist, a combination a scenario
    ///   cannot take, a goldens folder that does not exist when the record mode cannot make it, a report folder that
    ///   is, holds or lies inside the goldens folder. One line (not a usage error) for a report folder another check
    ///   is writing, and for a folder that cannot be made or written (the goldens folder only when the check may
    ///   write into it: not under `--record never` without `--prune`).
    public func run() throws -> CheckOutcome {
        let (scale, shard, comparison) = (options.scale, options.shard, options.comparison)
        let mode = recordMode(isCI: environment.isCI)
        guard Options.scales.contains(scale) else {
            throw LabError(.usage, at: .option("scale", "\(scale)"), "expected 1 to 4")
        }
        try requireFolders(mode: mode)
        let resources = try LabSetup.resources(options.assets)
        let web = try ReportFiles.web(assets: resources.folder)
        let matrix: VariationMatrix
        do {
            matrix = try VariationMatrix(parsing: options.vary)
        } catch {
            throw LabError(usage: error)
        }
        let role = CheckWorkers.role(in: environment.variables)
        let lock = try lockReport(role: role)
        defer { lock?.release() }
        var others: CheckWorkers?
        // A large run without a matrix starts its workers before loading the scenarios, which each then loads too.
        let early = role == nil ? earlyWorkerCount(resources: resources) : 1
        if early > 1, let executable = environment.executable {
            others = try CheckWorkers(
                count: early, executable: executable, arguments: options.arguments, runner: environment.runner)
        }
        defer { others?.stop() }
        let (whole, runs, conditions) = try combinationRuns(of: matrix, resources: resources)
        let selected = ScenarioBatch.selecting(shard, from: runs)
        let checked = zip(runs, selected).map { (combination: $0.0.combination, batch: $0.1) }
        let first = early > 1 ? Shard(index: 1, count: early) : nil
        let (workerCount, mine) = share(of: checked, worker: role?.worker ?? first)
        if workerCount > 1, options.vary.isEmpty { Self.releasePictures(of: checked, except: mine) }
        let (junitFile, goldenFolder, reportFolder) = try outputs(mode: mode, lock: lock)
        if role == nil, others == nil, workerCount > 1, let executable = environment.executable {
            others = try CheckWorkers(
                count: workerCount, executable: executable, arguments: options.arguments, runner: environment.runner)
        }
        let headless = try HeadlessCanvas(resources: resources, scale: Double(scale), sharedText: true)
        var run = try golden(
            goldens: goldenFolder, report: reportFolder, mode: mode, environment: try headless.environment(), web: web)
        // Without a matrix the processes share the one goldens folder: its sidecar is the first's to write, once
        // every worker has ended.
        run.sharesCombination = workerCount > 1 && options.vary.isEmpty
        run.quietEnvironment = run.sharesCombination && role != nil
        // A scenario that cannot be loaded is reported once, whatever the combinations, by the first worker.
        if role == nil { for failure in whole.selecting(shard).failures { run.recordError(failure) } }
        if mode != .all { run.prefetcher = Self.prefetcher(for: mine, of: run) }
        defer { run.prefetcher?.cancel() }
        // Only the first worker draws the progress line; the others share its terminal.
        try check(mine, with: headless, into: &run, conditions: conditions, silent: role != nil)
        run.digests?.save()
        let names = options.scenarios.map(ScenarioParser.name(ofFile:))
        let combinationNames = matrix.isEmpty ? nil : matrix.combinations.map(\.name)
        if let role {
            try run.finishImages()
            try CheckWorkers.write(
                run.data(
                    scenarios: names, combinations: combinationNames, shard: shard, thresholds: comparison.description),
                to: role.data)
            return CheckOutcome(entries: run.entries)
        }
        let scope = StaleScope(runs: runs, selected: selected, whole: whole, shard: shard, scale: scale)
        // While the workers finish: this process's goldens linked into the report, and the stale goldens when nothing
        // can be recorded (the folder stays as it is now).
        var stale: [String]?
        if others != nil {
            try run.prelinkGoldens()
            if mode == .never { stale = staleGoldens(of: run, scope: scope) }
        }
        for data in try others?.wait() ?? [] { run.absorb(data) }
        if run.sharesCombination { try run.writeSidecarIfDue() }
        return try finish(
            &run, scenarios: names, combinations: combinationNames, scope: scope, stale: stale, junit: junitFile)
    }

    /// The golden check of a process: into `goldens` and `report`, recording as `mode` says, rendering in
    /// `environment`, the report's pages from `web`; with the value goldens with ``Options/values``, and the digest
    /// cache in the environment's cache folder.
    func golden(
        goldens: URL, report: URL, mode: RecordMode, environment rendering: RenderEnvironment, web: WebAssets
    ) throws -> GoldenCheck {
        var run = GoldenCheck(
            goldens: goldens, goldensArgument: options.goldens, report: report, reportArgument: options.report,
            mode: mode, comparator: ImageComparator(options: options.comparison), environment: rendering)
        run.web = web
        run.determinism = options.determinism
        run.recordedBy = options.build
        run.recordCommand = GoldenCheck.recordCommand(arguments: options.arguments)
        if options.values {
            run.values = ValueGoldenCheck(goldens: goldens, mode: mode, display: ReportFiles.display)
        }
        run.digests = environment.cacheFolder.map { PNGDigestCache(file: $0.appending(path: PNGDigestCache.fileName)) }
        return run
    }

    /// ``Options/record``, or without it `never` in CI, else `missing`.
    func recordMode(isCI: Bool) -> RecordMode {
        options.record ?? (isCI ? .never : .missing)
    }

    /// A reader that decodes the goldens of `batches`' captures ahead, on a second thread, in the order they are
    /// checked.
    static func prefetcher(
        for batches: [(combination: String, batch: ScenarioBatch)], of run: GoldenCheck
    ) -> PNGPrefetcher {
        var goldens: [String] = []
        for (combination, batch) in batches {
            for runner in batch.runners {
                for capture in runner.scenario.captures {
                    let url = run.golden(
                        scenario: runner.scenario.name, capture: capture.name,
                        combination: combination.isEmpty ? nil : combination)
                    goldens.append(url.path)
                }
            }
        }
        return PNGPrefetcher(paths: goldens, otherKinds: SDLImageFile.read, cache: run.digests)
    }

    /// Renders and checks every capture of `batches`, combination by combination (each sidecar recording its
    /// `conditions`, by folder name), drawing the progress line unless `silent`.
    func check(
        _ batches: [(combination: String, batch: ScenarioBatch)], with headless: HeadlessCanvas,
        into run: inout GoldenCheck, conditions: [String: ConditionOverrides], silent: Bool
    ) throws {
        let clock = ContinuousClock()
        var mark = clock.now
        // Captures are drawn from the screen's top-left corner at the capture scale.
        let mapping = PixelMapping(scale: headless.scale)
        let values = options.values
        var progress = ScenarioBatch.Progress(total: batches.reduce(0) { $0 + $1.batch.captureCount })
        progress.silent = silent
        for (combination, batch) in batches {
            run.conditions = conditions[combination] ?? options.settings
            try run.begin(combination: combination.isEmpty ? nil : combination)
            run.removeEarlierImages(of: batch.runners.map(\.scenario.name))
            progress.prefix = combination.isEmpty ? "" : "[\(combination)] "
            try batch.capture(with: headless, progress: progress) { runner, capture, shot in
                // A second render of the same lists, compared in place, only when the check needs one: a headless
                // that is not deterministic fails the capture.
                try run.check(
                    scenario: runner.scenario, capture: capture, image: shot.image,
                    again: { () throws(LabError) in try shot.recaptured(with: headless) },
                    device: shot.phone.device.id,
                    masks: runner.scenario.masks.map { CaptureMask($0, on: shot.phone, mapping: mapping) },
                    values: values ? shot.values : nil, problems: shot.problemLines,
                    seconds: Self.seconds(since: &mark, clock))
            }
            progress.before += batch.captureCount
            try run.end(batch: batch)
            _ = CMalloc_Trim()
        }
    }

    /// The seconds from `mark` to now, moving `mark` to now: a capture's share of the run.
    static func seconds(since mark: inout ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        let now = clock.now
        let elapsed = mark.duration(to: now)
        mark = now
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}
