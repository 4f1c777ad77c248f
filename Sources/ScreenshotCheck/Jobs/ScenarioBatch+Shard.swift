import CheckReport
import KeyboardLabRuntime
import KeyboardLabUI

extension ScenarioBatch {
    /// The scenarios of one shard, split by scenario and balanced by cost (``cost(of:)``), in their given order.
    func selecting(_ shard: Shard) -> ScenarioBatch {
        Self.selecting(shard, from: [("", self)])[0]
    }

    /// The part of a matrix run that one shard checks: `batches` are the run's combinations in order, each under
    /// its folder name (empty for a run without `--vary`). The split is over (combination, scenario) pairs, named
    /// `COMBINATION/SCENARIO` (the scenario alone without a combination) and balanced by cost (``cost(of:)``), so
    /// it depends on the scenarios' names and contents only; scenarios that could not be loaded are split among themselves.
    static func selecting(_ shard: Shard, from batches: [(combination: String, batch: ScenarioBatch)])
        -> [ScenarioBatch]
    {
        func name(_ combination: String, _ scenario: String) -> String {
            combination.isEmpty ? scenario : "\(combination)/\(scenario)"
        }
        let items = batches.flatMap { combination, batch in
            batch.runners.map {
                Shard.Item(name: name(combination, $0.scenario.name), weight: cost(of: $0))
            }
        }
        let kept = Set(zip(items, shard.contains(items)).filter(\.1).map(\.0.name))
        return batches.map { combination, batch in
            let failed = batch.failures.map { Shard.Item(name: $0.scenario, weight: 1) }
            return ScenarioBatch(
                runners: batch.runners.filter { kept.contains(name(combination, $0.scenario.name)) },
                failures: zip(batch.failures, shard.contains(failed)).filter(\.1).map(\.0))
        }
    }

    /// The cost of checking `runner`'s scenario: its captures times its device's screen area in thousands of
    /// square points. Each capture is rendered, compared pixel by pixel and its golden decoded, so its time
    /// follows its pixels; playback to the captures costs little, as `check` visits no frames between them.
    /// Measured on the shipped suite (release build, per-scenario seconds from the report data), this predicts a
    /// scenario's time with correlation 0.93, against 0.64 for the capture count and 0.51 for the end time × fps.
    static func cost(of runner: ScenarioRunner) -> Int {
        let size = runner.resources.device(runner.scenario.deviceID)?.portraitSize
        let area = size.map { Int(($0.width * $0.height / 1000).rounded()) } ?? 1
        return runner.scenario.captures.count * max(1, area)
    }
}
