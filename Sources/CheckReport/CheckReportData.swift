/// What a `keyboard-lab check` report folder holds, as data: embedded in its `index.html` so that
/// `merge-reports` can combine the folders of several shards.
///
/// ```swift
/// let data = CheckReportData(
///     scenarios: ["demo", "rotate"], shard: .whole, thresholds: "tolerance 0, max 0 pixels",
///     entries: entries, sequences: sequences)
/// ```
public struct CheckReportData: Equatable, Sendable, Codable {
    /// The format this code writes and reads.
    public static let formatVersion = 1

    /// The format of this value.
    public var version: Int
    /// Every scenario of the run, all shards, in the order they were given.
    public var scenarios: [String]
    /// Which part of the run this report covers.
    public var shard: Shard
    /// The comparison thresholds, as `check` prints them.
    public var thresholds: String
    /// The captures this report checked.
    public var entries: [HTMLReport.Entry]
    /// The animation sequences of those captures.
    public var sequences: [HTMLReport.FrameSequence]
    /// Every combination of the run (`check --vary`), all shards, as folder names in the order they ran; nil for a
    /// run without `--vary` (and in reports written before matrices).
    public var combinations: [String]?
    /// Goldens no capture of the run produced and folders of scenarios that no longer exist, relative to the goldens
    /// folder (a folder ends in `/`); nil when there are none (and in reports written before they were listed).
    public var stale: [String]?
    /// The goldens folder as the check was given it (relative to its working directory, or absolute), which the
    /// entries' golden paths start with; nil in reports written before it was recorded.
    public var goldens: String?
    /// The goldens folders whose environment sidecar describes another machine (captures `environment-differs`),
    /// with what re-records them here; nil when there are none (and in reports written before they were kept).
    public var environments: [EnvironmentChange]?

    /// Creates report data in the current format.
    public init(
        scenarios: [String], shard: Shard, thresholds: String, entries: [HTMLReport.Entry],
        sequences: [HTMLReport.FrameSequence], combinations: [String]? = nil
    ) {
        version = Self.formatVersion
        self.scenarios = scenarios
        self.shard = shard
        self.thresholds = thresholds
        self.entries = entries
        self.sequences = sequences
        self.combinations = combinations
    }

    /// The scenarios that have at least one entry here, in order.
    public var checkedScenarios: [String] {
        var seen = Set<String>()
        return entries.map(\.scenario).filter { seen.insert($0).inserted }
    }

    /// The scenarios that have at least one entry here, each with the combination it was checked under, in order:
    /// the units a shard checks (`[COMBINATION] SCENARIO`, see ``HTMLReport/Entry/suiteName``).
    public var checkedSuites: [String] {
        var seen = Set<String>()
        return entries.map(\.suiteName).filter { seen.insert($0).inserted }
    }

    /// How many entries fail.
    public var failureCount: Int { entries.filter(\.status.isFailure).count }
}
