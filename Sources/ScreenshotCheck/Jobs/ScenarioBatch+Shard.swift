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
                Shard.Item(name: name(combination, $0.scenario.name), weight: cost(of: $0.scenario))
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

    /// The cost of checking `scenario`, in units of a capture of a single phone: every capture is rendered twice,
    /// compared and its golden decoded, so its cost follows its pixels (a side-by-side scenario draws several
    /// phones per capture), and playing to the capture steps the runtime once per frame of its time line.
    static func cost(of scenario: Scenario) -> Int {
        let last = scenario.captures.map(\.time.seconds).max() ?? 0
        let frames = Int((max(scenario.end, last) * scenario.fps).rounded(.up))
        return scenario.captures.count * captureWeight + frames / framesPerCapture
    }

    /// The weight of one capture, against ``framesPerCapture`` frames of playback.
    static let captureWeight = 10

    /// How many frames of playback cost as much as one unit of ``captureWeight``.
    static let framesPerCapture = 60
}
