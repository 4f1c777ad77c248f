import CheckReport
import Foundation
import ScreenshotComparison
import Testing

@testable import ScreenshotCheck

/// The summary's count of value goldens written counts the files the worker processes wrote too.
@Suite struct WorkerValueCountTests {
    @Test func theValueGoldensWorkersWroteAreCounted() throws {
        var run = SidecarConditionsTests.check(.init())
        let folder = URL(filePath: NSTemporaryDirectory())
        run.values = ValueGoldenCheck(goldens: folder, mode: .missing, display: { $0.lastPathComponent })
        let recorded = "values recorded; identical"
        let entries = [
            HTMLReport.Entry(scenario: "a", capture: "up-1.00", status: .new, message: recorded),
            HTMLReport.Entry(scenario: "a", capture: "down-2.00", status: .new, message: recorded),
            HTMLReport.Entry(scenario: "b", capture: "up-1.00", status: .new, message: recorded),
            HTMLReport.Entry(scenario: "c", capture: "up-1.00", status: .pass),
        ]
        let shard = try #require(Shard(index: 2, count: 2))
        run.absorb(
            CheckReportData(scenarios: ["a", "b", "c"], shard: shard, thresholds: "", entries: entries, sequences: []))
        #expect(run.summary(thresholds: "t").contains(", 2 value goldens written"), "one file per scenario")
    }
}
