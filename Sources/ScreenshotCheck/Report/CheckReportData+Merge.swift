import CheckReport
import LabText

extension CheckReportData {
    /// Combines the reports of several folders (usually the shards of one run) into one report of the whole.
    ///
    /// Entries and sequences keep the run's scenario order (the order the scenarios were given to `check`), so
    /// the merged shards of a run equal the run checked whole. Image paths are kept as they are: relink them
    /// into one folder first.
    ///
    /// - Parameter reports: Each report with the folder it came from, as the user named it.
    /// - Throws: ``LabError`` for a format this code does not read, a scenario checked in two folders, two
    ///   folders of the same shard, or a shard of a run left out.
    /// - Complexity: O(n log n) in the number of entries.
    public static func merge(_ reports: [(folder: String, data: CheckReportData)]) throws(LabError) -> Self {
        guard !reports.isEmpty else { throw LabError("merge-reports: no report folder given; expected one or more") }
        for (folder, data) in reports where data.version != formatVersion {
            throw LabError("\(folder): report format \(data.version); expected \(formatVersion)")
        }
        try checkShards(reports)
        var owner: [String: String] = [:]
        for (folder, data) in reports {
            for suite in data.checkedSuites {
                if let other = owner.updateValue(folder, forKey: suite) {
                    throw LabError(
                        "\(other) and \(folder) both checked scenario \(suite); expected each scenario in one folder")
                }
            }
        }
        let scenarios = ordered(reports.map { $0.data.scenarios + $0.data.checkedScenarios })
        let combinations = ordered(
            reports.map { ($0.data.combinations ?? []) + $0.data.entries.compactMap(\.combination) })
        var thresholds: [String] = []
        for (_, data) in reports where !thresholds.contains(data.thresholds) { thresholds.append(data.thresholds) }
        var merged = CheckReportData(
            scenarios: scenarios, shard: .whole, thresholds: thresholds.joined(separator: " | "),
            entries: reports.flatMap(\.data.entries), sequences: reports.flatMap(\.data.sequences),
            combinations: combinations.isEmpty ? nil : combinations
        ).inRunOrder()
        let stale = Set(reports.flatMap { $0.data.stale ?? [] }).sorted()
        merged.stale = stale.isEmpty ? nil : stale
        var environments: [EnvironmentChange] = []
        for change in reports.flatMap({ $0.data.environments ?? [] })
        where !environments.contains(where: { $0.sidecar == change.sidecar }) {
            environments.append(change)
        }
        merged.environments = environments.isEmpty ? nil : environments
        let goldens = Set(reports.map(\.data.goldens))
        merged.goldens = goldens.count == 1 ? goldens.first ?? nil : nil
        return merged
    }

    /// The data with its entries and sequences in the order a run lists them: the scenarios that could not be
    /// loaded first, then combination by combination in ``combinations`` order, scenario by scenario in
    /// ``scenarios`` order, keeping the given order within each.
    ///
    /// - Complexity: O(n log n) in the number of entries and sequences.
    public func inRunOrder() -> CheckReportData {
        let position = Dictionary(
            scenarios.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let combinationPosition = Dictionary(
            (combinations ?? []).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func sorted<T>(_ items: [T], _ key: (T) -> (scenario: String, combination: String?)) -> [T] {
            func rank(_ item: (offset: Int, element: T)) -> (Int, Int, Int) {
                let key = key(item.element)
                // A scenario that could not be loaded has no combination: it comes first, as a run reports it.
                return (
                    key.combination.map { combinationPosition[$0] ?? Int.max } ?? -1,
                    position[key.scenario] ?? Int.max, item.offset
                )
            }
            return items.enumerated().sorted { rank($0) < rank($1) }.map(\.element)
        }
        var result = self
        result.entries = sorted(entries) { ($0.scenario, $0.combination) }
        result.sequences = sorted(sequences) { ($0.scenario, $0.combination) }
        return result
    }

    /// The names of `lists` in the order they first appear, each once.
    private static func ordered(_ lists: [[String]]) -> [String] {
        var result: [String] = []
        var known = Set<String>()
        for name in lists.joined() where known.insert(name).inserted { result.append(name) }
        return result
    }

    /// Within each run (the same scenarios and combinations split the same number of ways), each shard exactly
    /// once.
    static func checkShards(_ reports: [(folder: String, data: CheckReportData)]) throws(LabError) {
        var runs: [[String]: [Int: [(index: Int, folder: String)]]] = [:]
        var order: [[String]] = []
        for (folder, data) in reports {
            // The combinations after a separator no scenario name holds: a run is its scenarios and combinations.
            let run = data.scenarios + (data.combinations.map { ["/"] + $0 } ?? [])
            if runs[run] == nil { order.append(run) }
            runs[run, default: [:]][data.shard.count, default: []].append((data.shard.index, folder))
        }
        for run in order {
            for (count, shards) in (runs[run] ?? [:]).sorted(by: { $0.key < $1.key }) {
                var seen: [Int: String] = [:]
                for (index, folder) in shards {
                    if let other = seen.updateValue(folder, forKey: index) {
                        throw LabError(
                            "\(other) and \(folder) are both shard \(index)/\(count); expected each shard once")
                    }
                }
                if let missing = (1...count).first(where: { seen[$0] == nil }) {
                    let given = seen.keys.sorted().map { "\($0)/\(count)" }.joined(separator: ", ")
                    throw LabError(
                        "no report folder for shard \(missing)/\(count) (given: \(given)); expected all \(count) shards of the run"
                    )
                }
            }
        }
    }
}
