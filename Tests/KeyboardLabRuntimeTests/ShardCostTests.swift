import CheckReport
import Foundation
import Testing

@testable import KeyboardLabRuntime
@testable import ScreenshotCheck

/// `check --shard` splits by cost (captures × screen area), so the shipped suite's shards take about as long.
@Suite struct ShardCostTests {
    static func shippedSuite() throws -> ScenarioBatch {
        let folder = assetsFolder.appending(path: "Scenarios")
        let paths = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".scenario") }.sorted().map { folder.appending(path: $0).path }
        return try ScenarioBatch(paths: paths, resources: resources())
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

/// `check` without `--vary` splits a large run's scenarios over worker processes, as `--shard` splits them.
@Suite struct ScenarioWorkerTests {
    func job(workers: Int?, executable: Bool) throws -> (CheckJob, [(combination: String, batch: ScenarioBatch)]) {
        var job = CheckJob(scenarios: [], goldens: "goldens")
        job.workers = workers
        if executable { job.environment.executable = URL(filePath: "/usr/bin/true") }
        return (job, [("", try ShardCostTests.shippedSuite())])
    }

    @Test func theShippedSuiteIsSplitOverTwoWorkersByCost() throws {
        let (job, checked) = try job(workers: 2, executable: true)
        let suite = checked[0].batch
        let first = job.share(of: checked, worker: nil)
        let second = job.share(of: checked, worker: try #require(Shard(index: 2, count: 2)))
        #expect(first.count == 2 && second.count == 2)
        let names = [first, second].map { Set($0.mine[0].batch.runners.map(\.scenario.name)) }
        #expect(names[0].isDisjoint(with: names[1]))
        #expect(names[0].union(names[1]) == Set(suite.runners.map(\.scenario.name)))
        #expect(names[0] == Set(suite.selecting(try #require(Shard(index: 1, count: 2))).runners.map(\.scenario.name)))
    }

    @Test func aSmallRunOrOneWithoutTheProgramStaysInOneProcess() throws {
        let (withoutProgram, checked) = try job(workers: 2, executable: false)
        #expect(withoutProgram.share(of: checked, worker: nil).count == 1)
        let (program, _) = try job(workers: 1, executable: true)
        #expect(program.share(of: checked, worker: nil).count == 1)
        let small = ScenarioBatch(runners: Array(checked[0].batch.runners.prefix(2)), failures: [])
        #expect(small.captureCount < CheckJob.scenarioSplitMinimum)
        let (job, _) = try job(workers: 2, executable: true)
        let share = job.share(of: [("", small)], worker: nil)
        #expect(share.count == 1 && share.mine[0].batch.runners.count == 2)
    }
}
