import CheckReport
import LabText
import Testing

@Suite("Shard")
struct ShardTests {
    @Test(arguments: [("1/2", 1, 2), ("2/2", 2, 2), ("1/1", 1, 1), ("7/9", 7, 9)])
    func parsesIOverN(text: String, index: Int, count: Int) throws {
        let shard = try Shard(parsing: text)
        #expect(shard.index == index)
        #expect(shard.count == count)
        #expect(shard.description == text)
    }

    @Test(arguments: [
        ("0/2", "--shard 0/2: I must be from 1 to 2; expected I/N, e.g. 1/2"),
        ("3/2", "--shard 3/2: I must be from 1 to 2; expected I/N, e.g. 1/2"),
        ("x", "--shard x: expected I/N, two whole numbers with 1 ≤ I ≤ N, e.g. 1/2"),
        ("1/0", "--shard 1/0: N must be 1 or more; expected I/N, e.g. 1/2"),
        ("1/2/3", "--shard 1/2/3: expected I/N, two whole numbers with 1 ≤ I ≤ N, e.g. 1/2"),
        ("", "--shard : expected I/N, two whole numbers with 1 ≤ I ≤ N, e.g. 1/2"),
        ("-1/2", "--shard -1/2: I must be from 1 to 2; expected I/N, e.g. 1/2"),
    ])
    func badValuesSayWhatWasExpected(text: String, message: String) {
        #expect {
            try Shard(parsing: text)
        } throws: { error in
            // The library names the option; the command line words it as its flag.
            guard let error = error as? LabError, error.isUsage, error.place == .option("shard", text) else {
                return false
            }
            return error.worded { "--\($0)" } == message && !error.description.hasPrefix("--")
        }
    }

    /// Scenarios of uneven sizes, as in the shipped suite.
    static let items = (0..<25).map { Shard.Item(name: "scenario-\($0)", weight: [3, 5, 10, 1, 8][$0 % 5] + $0 % 3) }

    @Test(arguments: 1...8)
    func shardsOfAnyCountCoverEveryScenarioExactlyOnce(count: Int) throws {
        var covered: [String: Int] = [:]
        for index in 1...count {
            for item in try #require(Shard(index: index, count: count)).select(Self.items) {
                covered[item.name, default: 0] += 1
            }
        }
        #expect(covered.count == Self.items.count)
        #expect(covered.values.allSatisfy { $0 == 1 })
    }

    @Test(arguments: 2...5)
    func theSplitIgnoresArgumentOrderAndIsBalanced(count: Int) {
        let forward = Shard.assignment(of: Self.items, count: count)
        let reversed = Shard.assignment(of: Self.items.reversed(), count: count)
        #expect(forward == Array(reversed.reversed()))
        var load = [Int](repeating: 0, count: count)
        for (item, shard) in zip(Self.items, forward) { load[shard - 1] += item.weight }
        let heaviest = Self.items.map(\.weight).max() ?? 0
        #expect((load.max() ?? 0) - (load.min() ?? 0) <= heaviest, "\(load)")
    }

    @Test func moreShardsThanScenariosLeaveSomeEmpty() throws {
        let items = [Shard.Item(name: "a", weight: 2), Shard.Item(name: "b", weight: 1)]
        #expect(Shard.assignment(of: items, count: 3) == [1, 2])
        #expect(try #require(Shard(index: 3, count: 3)).select(items).isEmpty)
    }
}
