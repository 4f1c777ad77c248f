import CheckReport
import Foundation
import LabTestSupport
import Testing

@testable import KeyboardLabRuntime
@testable import ScreenshotCheck

/// `check` without `--vary` splits a large run's scenarios over worker processes, as `--shard` splits them.
@Suite struct ScenarioWorkerTests {
    func job(workers: Int?, executable: Bool) throws -> (CheckJob, [(combination: String, batch: ScenarioBatch)]) {
        var job = CheckJob(CheckJob.Options(scenarios: [], goldens: "goldens"))
        job.options.workers = workers
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

    @Test func theWorkersOfTheShippedSuiteStartBeforeItLoadsUnlessAScreenReplacesItsScreens() throws {
        let folder = TestPaths.assets.appending(path: "Scenarios")
        let paths = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".scenario") }.sorted().map { folder.appending(path: $0).path }
        var job = CheckJob(CheckJob.Options(scenarios: paths, goldens: "goldens"))
        job.options.workers = 2
        job.environment.executable = URL(filePath: "/usr/bin/true")
        #expect(job.earlyWorkerCount(resources: try LabSetup.resources(TestPaths.assets.path)) == 2)
        job.options.screen = "form.json"
        #expect(
            job.earlyWorkerCount(resources: try LabSetup.resources(TestPaths.assets.path)) == 1,
            "a --screen mistake is the first's to report")
        job.options.screen = nil
        job.options.scenarios = Array(paths.prefix(2))
        #expect(job.earlyWorkerCount(resources: try LabSetup.resources(TestPaths.assets.path)) == 1, "too few captures")
    }
}
