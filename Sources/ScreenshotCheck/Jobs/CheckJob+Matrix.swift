import CMalloc
import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI
import LabFiles

extension CheckJob {
    /// A run's scenarios loaded once (`whole`, with the scenarios that could not be loaded), and each combination of
    /// `matrix` with the scenarios under it, by folder name, in order; without `--vary`, one unnamed run of `whole`.
    /// `conditions` holds, by folder name, what each combination's goldens are recorded under besides each
    /// scenario's own conditions: the check's settings, overridden by the combination's.
    ///
    /// - Throws: One line for a value the assets do not have, or a combination a scenario cannot take.
    func combinationRuns(of matrix: VariationMatrix, resources: LabResources) throws(LabError) -> (
        whole: ScenarioBatch, runs: [(combination: String, batch: ScenarioBatch)],
        conditions: [String: ConditionOverrides]
    ) {
        let specs: [PhoneSpec]
        do {
            specs = try matrix.specs(resources: resources)
        } catch {
            throw LabError(usage: error)
        }
        let (settings, baseScreen) = (options.settings, try LabSetup.screen(options.screen))
        let whole = try ScenarioBatch(
            paths: options.scenarios, resources: resources, overrides: settings, screen: baseScreen, keepGoing: true)
        guard !matrix.isEmpty else { return (whole, [("", whole)], ["": settings]) }
        // A combination that asks a scenario's device for what its platform cannot do (`android=15` on an iPhone)
        // is refused before anything is written, naming the flag.
        for runner in whole.runners {
            do {
                try PhoneSpec.checkPlatforms(
                    specs, base: settings, device: runner.scenario.deviceID, resources: resources, option: "vary")
            } catch {
                throw LabError(usage: error)
            }
        }
        var runs: [(combination: String, batch: ScenarioBatch)] = []
        var conditions: [String: ConditionOverrides] = [:]
        for (combination, spec) in zip(matrix.combinations, specs) {
            let batch = try whole.varied(by: spec, resources: resources, overrides: settings, screen: baseScreen)
            runs.append((combination.name, batch))
            conditions[combination.name] = settings.overriding(with: spec.settings)
        }
        return (whole, runs, conditions)
    }

    /// How many processes check `checked` (the combinations of this shard), and the combinations this one checks:
    /// whole combinations, balanced by capture count, so each combination's goldens and sidecar belong to one
    /// process. `worker` is this process's part when it was started as a worker, nil for the first.
    func share(
        of checked: [(combination: String, batch: ScenarioBatch)], worker: Shard?
    ) -> (count: Int, mine: [(combination: String, batch: ScenarioBatch)]) {
        if options.vary.isEmpty, checked.count == 1 {
            // One combination: its scenarios are split, balanced by cost, as `--shard` splits them.
            let count = worker?.count ?? scenarioWorkerCount(checked[0].batch)
            guard count > 1, let part = Shard(index: worker?.index ?? 1, count: count) else { return (1, checked) }
            return (count, [(checked[0].combination, checked[0].batch.selecting(part))])
        }
        let count = worker?.count ?? workerCount(checked.filter { $0.batch.captureCount > 0 }.count)
        let assignment = Shard.assignment(
            of: checked.map { Shard.Item(name: $0.combination, weight: $0.batch.captureCount) }, count: count)
        return (count, zip(checked, assignment).filter { $0.1 == (worker?.index ?? 1) }.map(\.0))
    }

    /// The fewest captures a run without `--vary` must have to be split over several processes: starting one costs
    /// about as much as checking 30 captures.
    static let scenarioSplitMinimum = 100

    /// The worker processes for a run without `--vary` that checks `batch`: ``Options/workers``, or one per core, never more
    /// than its scenarios; one for fewer than ``scenarioSplitMinimum`` captures or without a program to start.
    func scenarioWorkerCount(_ batch: ScenarioBatch) -> Int {
        scenarioWorkerCount(captures: batch.captureCount, scenarios: batch.runners.count)
    }

    /// The same for a run of `captures` captures in `scenarios` scenarios.
    func scenarioWorkerCount(captures: Int, scenarios: Int) -> Int {
        guard options.vary.isEmpty, environment.executable != nil, captures >= Self.scenarioSplitMinimum else {
            return 1
        }
        return max(1, min(options.workers ?? ProcessInfo.processInfo.activeProcessorCount, scenarios))
    }

    /// The workers a run without `--vary` starts before it loads its scenarios, so that they load theirs meanwhile:
    /// ``scenarioWorkerCount(captures:scenarios:)`` of the scenario files parsed alone, when every file parses; 1
    /// (the workers, if any, are started once the scenarios are loaded) when one does not, or with `--screen` or
    /// `--device`, whose mistakes loading reports: a worker started first would report them too.
    func earlyWorkerCount(resources: LabResources) -> Int {
        guard options.vary.isEmpty, options.screen == nil, options.settings[ConditionKeys.device] == nil,
            environment.executable != nil, options.workers != 1
        else {
            return 1
        }
        var captures = 0
        for path in options.scenarios {
            let url = URL(filePath: path, relativeTo: LabSetup.workingDirectory)
            guard let scenario = try? FileInput.scenario(url, path: path), resources.device(scenario.deviceID) != nil
            else { return 1 }
            captures += scenario.captures.count
        }
        return scenarioWorkerCount(captures: captures, scenarios: options.scenarios.count)
    }

    /// The worker processes for `combinations` combinations that have captures: ``Options/workers``, or one per core; never
    /// more than the combinations, and one without a matrix or without a program to start (``environment``).
    func workerCount(_ combinations: Int) -> Int {
        guard !options.vary.isEmpty, environment.executable != nil else { return 1 }
        return max(1, min(options.workers ?? ProcessInfo.processInfo.activeProcessorCount, combinations))
    }

    /// Lets go of the pictures of the scenarios in `all` that another process checks: they were decoded as the
    /// scenarios loaded, and only a scenario that plays lets its pictures go, so held they would stay for the whole
    /// run (a design is 12 MB).
    static func releasePictures(
        of all: [(combination: String, batch: ScenarioBatch)],
        except mine: [(combination: String, batch: ScenarioBatch)]
    ) {
        let kept = Set(mine.flatMap { $0.batch.runners.map(\.scenario.name) })
        var released = false
        for (_, batch) in all {
            for runner in batch.runners where !kept.contains(runner.scenario.name) && runner.releasePictures() {
                released = true
            }
        }
        if released { _ = CMalloc_Trim() }
    }
}
