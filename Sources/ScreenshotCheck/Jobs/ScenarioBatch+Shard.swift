import CheckReport
import KeyboardLabRuntime

extension ScenarioBatch {
    /// The scenarios of one shard, split by scenario and balanced by capture count, in their given order.
    func selecting(_ shard: Shard) -> ScenarioBatch {
        Self.selecting(shard, from: [("", self)])[0]
    }

    /// The part of a matrix run that one shard checks: `batches` are the run's combinations in order, each under
    /// its folder name (empty for a run without `--vary`). The split is over (combination, scenario) pairs, named
    /// `COMBINATION/SCENARIO` (the scenario alone without a combination) and balanced by capture count, so it
    /// depends on names and counts only; scenarios that could not be loaded are split among themselves.
    static func selecting(_ shard: Shard, from batches: [(combination: String, batch: ScenarioBatch)])
        -> [ScenarioBatch]
    {
        func name(_ combination: String, _ scenario: String) -> String {
            combination.isEmpty ? scenario : "\(combination)/\(scenario)"
        }
        let items = batches.flatMap { combination, batch in
            batch.runners.map {
                Shard.Item(name: name(combination, $0.scenario.name), weight: $0.scenario.captures.count)
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
}
