import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime

/// What a shard of a run may judge stale: the scenarios it checked, and whether it judges the folders of scenarios
/// that no longer exist (shard 1 does, as no shard owns them).
struct StaleScope {
    /// By combination folder (`""` without `--vary`), the checked scenarios' capture names.
    var checked: [String: [String: [String]]] = [:]
    /// The combination folders whose orphan scenario folders this shard judges.
    var orphansIn: [String] = []
    /// The golden suffix of the run's scale.
    var scaleSuffix = ""
    /// How many scenario runs the shard checks, and how many the whole run has.
    var counts = (part: 0, all: 0)

    /// The scope of `selected`, this shard's part of `runs`.
    init(
        runs: [(combination: String, batch: ScenarioBatch)], selected: [ScenarioBatch], whole: ScenarioBatch,
        shard: Shard, scale: Int
    ) {
        for (run, batch) in zip(runs, selected) {
            var scenarios: [String: [String]] = [:]
            for runner in batch.runners { scenarios[runner.scenario.name] = runner.scenario.captures.map(\.name) }
            checked[run.combination, default: [:]].merge(scenarios) { $1 }
        }
        // A scenario that could not be loaded keeps its folder whole: its captures are unknown.
        let broken = Set(whole.failures.map(\.scenario))
        for key in checked.keys { checked[key] = checked[key]?.filter { !broken.contains($0.key) } }
        orphansIn = shard.index == 1 ? runs.map(\.combination) : []
        scaleSuffix = HeadlessCanvas.scaleSuffix(Double(scale))
        counts = (selected.reduce(0) { $0 + $1.runners.count }, runs.reduce(0) { $0 + $1.batch.runners.count })
    }
}

extension CheckJob {
    /// Refuses, before any folder is made, a goldens folder that does not exist when the record mode cannot fill it
    /// (`never`, the default when CI is set, or `failed`): a typo in `--goldens` must not pass as "all missing".
    func requireGoldens(mode: RecordMode) throws(LabError) {
        guard mode == .never || mode == .failed else { return }
        let url = URL(filePath: options.goldens, relativeTo: LabSetup.workingDirectory)
        guard !StaleGoldens.isFolder(url) else { return }
        throw LabError(
            .usage, at: .option("goldens", options.goldens),
            "no such folder; expected the goldens folder (with --record \(mode.rawValue) nothing is recorded; "
                + "--record missing makes it)")
    }

    /// The stale goldens of `run`'s goldens folder in `scope`.
    func staleGoldens(of run: GoldenCheck, scope: StaleScope) -> [String] {
        let folders = Set(
            options.scenarios.map {
                URL(filePath: $0, relativeTo: LabSetup.workingDirectory).deletingLastPathComponent()
            })
        return StaleGoldens(root: run.goldensRoot, scaleSuffix: scope.scaleSuffix).find(
            checked: scope.checked, orphansIn: scope.orphansIn, scenarioFolders: Array(folders))
    }

    /// Ends the run: the stale goldens (`stale` when found already; pruned with ``prune``), the report, the summary
    /// file and line; returns the outcome.
    func finish(
        _ run: inout GoldenCheck, scenarios names: [String], combinations: [String]?, scope: StaleScope,
        stale known: [String]? = nil, junit: URL?
    ) throws -> CheckOutcome {
        let (shard, comparison, goldens, prune) = (options.shard, options.comparison, options.goldens, options.prune)
        let finder = StaleGoldens(root: run.goldensRoot, scaleSuffix: scope.scaleSuffix)
        let stale = known ?? staleGoldens(of: run, scope: scope)
        run.stale = stale
        let data = try run.finish(
            scenarios: names, combinations: combinations, shard: shard, thresholds: comparison.description,
            junit: junit, onlyFailures: options.onlyFailures, staleFails: options.strict && !prune)
        announce(stale: stale, finder: finder)
        if let summaryFile = options.summaryFile {
            let report = ReportFiles.display(run.report)
            var markdown = MarkdownSummary(data: data, report: report, goldens: goldens, stale: stale)
            markdown.page = options.reportURL ?? HTMLReport.join(report, "index.html")
            markdown.strict = options.strict && !prune
            try markdown.append(to: summaryFile)
        }
        var summary = run.summary(
            thresholds: comparison.description, combinationCount: combinations?.count)
        if !stale.isEmpty {
            summary += "; \(stale.count) stale \(stale.count == 1 ? "golden" : "goldens")\(prune ? " pruned" : "")"
        }
        if shard != .whole {
            summary +=
                "; shard \(shard): \(scope.counts.part) of \(scope.counts.all) "
                + (combinations == nil ? "scenarios" : "scenario runs")
            if shard.index != 1 { summary += " (folders of removed scenarios are judged by shard 1)" }
        }
        print(summary)
        return CheckOutcome(entries: run.entries, stale: prune ? [] : stale, strict: options.strict)
    }

    /// Prints the stale goldens on standard error (as failures with ``Options/strict``), and moves them to `.trash/`
    /// with ``Options/prune``.
    private func announce(stale: [String], finder: StaleGoldens) {
        guard !stale.isEmpty else { return }
        let (goldens, prune) = (options.goldens, options.prune)
        let word = options.strict && !prune ? "FAIL" : "warning"
        let batch = Date.now.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false))
            .replacingOccurrences(of: ":", with: "")
        for path in stale {
            let why =
                path.hasSuffix("/")
                ? "no \(path.split(separator: "/").last ?? "").scenario beside the checked scenarios"
                : StaleGoldens.valueEntry(path) != nil
                    ? "its scenario has no such capture (a value golden's entry)"
                    : "no capture of its scenario writes it"
            Console.error("\(word): stale golden \(HTMLReport.join(goldens, path)): \(why)")
        }
        if prune {
            for problem in finder.prune(stale, batch: batch) { Console.error("prune: \(problem)") }
            Console.error("prune: moved \(stale.count) to \(HTMLReport.join(goldens, ".trash/\(batch)"))")
        } else {
            Console.error("  prune:     add --prune to move them to \(HTMLReport.join(goldens, ".trash/"))")
        }
    }
}
