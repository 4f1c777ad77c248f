import CheckReport
import Foundation
import LabTestSupport
import Testing

@testable import KeyboardLabRuntime
@testable import ScreenshotCheck

/// `check --shard` splits by cost (captures × screen area), so the shipped suite's shards take about as long.
@Suite struct ShardCostTests {
    static func shippedSuite() throws -> ScenarioBatch {
        let folder = TestPaths.assets.appending(path: "Scenarios")
        let paths = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".scenario") }.sorted().map { folder.appending(path: $0).path }
        return try ScenarioBatch(paths: paths, resources: LabSetup.resources(TestPaths.assets.path))
    }

    @Test func anIPadCaptureCostsMoreThanAnIPhoneCapture() throws {
        let batch = try Self.shippedSuite()
        let perCapture = Dictionary(
            batch.runners.map { ($0.scenario.name, ScenarioBatch.cost(of: $0) / max(1, $0.scenario.captures.count)) },
            uniquingKeysWith: { first, _ in first })
        let iPad = try #require(perCapture["ipad-docked"])
        let iPhone = try #require(perCapture["demo"])
        #expect(iPad > 2 * iPhone, "iPad \(iPad), iPhone \(iPhone)")
    }

    @Test func theShippedSuitesTwoShardsCostWithinTenPercent() throws {
        let batch = try Self.shippedSuite()
        var costs: [Int] = []
        var names: [Set<String>] = []
        for index in 1...2 {
            let part = batch.selecting(try #require(Shard(index: index, count: 2)))
            costs.append(part.runners.reduce(0) { $0 + ScenarioBatch.cost(of: $1) })
            names.append(Set(part.runners.map(\.scenario.name)))
        }
        #expect(names[0].isDisjoint(with: names[1]))
        #expect(names[0].count + names[1].count == batch.runners.count)
        let (low, high) = (Double(costs.min() ?? 0), Double(costs.max() ?? 0))
        #expect(low > 0 && high / low < 1.1, "\(costs)")
    }
}
