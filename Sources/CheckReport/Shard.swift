import LabText

/// One of N parts of a check run, split by scenario, so a CI matrix of N machines covers the suite.
///
/// The split depends only on the scenarios' names and weights (`check` weighs a scenario by its cost: captures times
/// screen area), never on the order they were given in: scenarios are taken heaviest first (ties by name) and each
/// goes to the shard with the least weight so far (ties to the lowest index). Every scenario lands in exactly one shard, for any N.
///
/// ```swift
/// let shard = try Shard(parsing: "2/3")
/// let scenarios = [Shard.Item(name: "demo", weight: 5), Shard.Item(name: "rotate", weight: 9)]
/// let mine = shard.select(scenarios)  // the items of shard 2, in their given order
/// ```
public struct Shard: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The shard's number, 1-based: 1...count.
    public var index: Int
    /// How many shards the run is split into; at least 1.
    public var count: Int

    /// The whole run: shard 1 of 1.
    public static let whole = Shard(valid: 1, of: 1)

    /// A scenario to assign: its name and its weight, what checking it costs.
    public struct Item: Equatable, Hashable, Sendable {
        /// The scenario's name.
        public var name: String
        /// Its cost, in any unit common to the items (`check`: captures × thousands of square points).
        public var weight: Int

        /// Creates an item.
        public init(name: String, weight: Int) {
            self.name = name
            self.weight = weight
        }
    }

    /// Creates shard `index` of `count`; nil unless `1 ≤ index ≤ count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.init(valid: index, of: count)
    }

    private init(valid index: Int, of count: Int) {
        self.index = index
        self.count = count
    }

    /// Parses `I/N`, e.g. `1/2`.
    ///
    /// - Throws: a usage ``LabError`` at the option `shard` and `text`, saying what was expected, for `0/2`, `3/2`,
    ///   `x` and the like.
    public init(parsing text: String) throws(LabError) {
        let bad = { (message: String) in LabError(.usage, at: .option("shard", text), message) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw bad("expected I/N, two whole numbers with 1 ≤ I ≤ N, e.g. 1/2")
        }
        guard count >= 1 else { throw bad("N must be 1 or more; expected I/N, e.g. 1/2") }
        guard let shard = Shard(index: index, count: count) else {
            throw bad("I must be from 1 to \(count); expected I/N, e.g. 1/\(count)")
        }
        self = shard
    }

    /// `"I/N"`.
    public var description: String { "\(index)/\(count)" }

    /// The shard (1-based) of each item, in the items' order.
    ///
    /// - Complexity: O(n log n + n × count).
    public static func assignment(of items: [Item], count: Int) -> [Int] {
        let shards = max(1, count)
        let order = items.indices.sorted { lhs, rhs in
            let a = items[lhs]
            let b = items[rhs]
            return a.weight != b.weight ? a.weight > b.weight : (a.name, lhs) < (b.name, rhs)
        }
        var load = [Int](repeating: 0, count: shards)
        var result = [Int](repeating: 1, count: items.count)
        for item in order {
            var lightest = 0
            for shard in 1..<shards where load[shard] < load[lightest] { lightest = shard }
            load[lightest] += max(0, items[item].weight)
            result[item] = lightest + 1
        }
        return result
    }

    /// Whether each item belongs to this shard, in the items' order.
    public func contains(_ items: [Item]) -> [Bool] {
        Self.assignment(of: items, count: count).map { $0 == index }
    }

    /// The items of this shard, in their given order.
    public func select(_ items: [Item]) -> [Item] {
        zip(items, contains(items)).filter(\.1).map(\.0)
    }
}
