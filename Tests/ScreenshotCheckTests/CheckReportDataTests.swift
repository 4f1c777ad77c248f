import CheckReport
import Foundation
import LabText
import ScreenshotCheck
import Testing

@Suite("CheckReportData")
struct CheckReportDataTests {
    static let scenarios = ["b", "a", "c"]

    static func entry(_ scenario: String, _ capture: String, _ status: HTMLReport.Status = .pass) -> HTMLReport.Entry {
        HTMLReport.Entry(
            scenario: scenario, capture: capture, status: status, goldenPath: "g/\(scenario)/\(capture).png")
    }

    static func report(_ index: Int, of count: Int, _ entries: [HTMLReport.Entry]) -> CheckReportData {
        CheckReportData(
            scenarios: scenarios, shard: Shard(index: index, count: count) ?? .whole, thresholds: "tolerance 0",
            entries: entries, sequences: [])
    }

    static let whole = report(
        1, of: 1, [entry("b", "1"), entry("b", "2", .fail), entry("a", "1"), entry("c", "1", .missing)])
    static let first = report(1, of: 2, [entry("b", "1"), entry("b", "2", .fail)])
    static let second = report(2, of: 2, [entry("a", "1"), entry("c", "1", .missing)])

    @Test func mergedShardsEqualTheWholeRunInItsScenarioOrder() throws {
        let merged = try CheckReportData.merge([("s2", Self.second), ("s1", Self.first)])
        #expect(merged == Self.whole)
        #expect(merged.failureCount == 2)
    }

    @Test func aMissingShardIsNamed() {
        #expect(
            throws: LabError(
                "no report folder for shard 2/2 (given: 1/2); expected all 2 shards of the run")
        ) { try CheckReportData.merge([("s1", Self.first)]) }
    }

    @Test func aShardGivenTwiceIsNamed() {
        #expect(
            throws: LabError("s1 and again are both shard 1/2; expected each shard once")
        ) { try CheckReportData.merge([("s1", Self.first), ("again", Self.first), ("s2", Self.second)]) }
    }

    @Test func aScenarioInTwoFoldersIsNamed() {
        let other = CheckReportData(
            scenarios: ["a"], shard: .whole, thresholds: "tolerance 0", entries: [Self.entry("a", "1")], sequences: [])
        #expect(
            throws: LabError(
                "s2 and solo both checked scenario a; expected each scenario in one folder")
        ) { try CheckReportData.merge([("s1", Self.first), ("s2", Self.second), ("solo", other)]) }
    }

    @Test func anotherFormatVersionIsRefused() {
        var future = Self.whole
        future.version = 99
        #expect(throws: LabError("r: report format 99; expected 1")) {
            try CheckReportData.merge([("r", future)])
        }
    }

    @Test func theDataSurvivesTheHTMLPageEvenWithMarkupInside() throws {
        var data = Self.whole
        data.entries[1].message = "</script><script>alert(1)</script> & \u{2028}"
        let json = String(decoding: try JSONEncoder().encode(data), as: UTF8.self)
        let html = HTMLReport(entries: data.entries, data: json).render()
        #expect(!html.contains("<script>alert"))
        let embedded = try #require(HTMLReport.embeddedData(in: html))
        #expect(try JSONDecoder().decode(CheckReportData.self, from: Data(embedded.utf8)) == data)
        #expect(HTMLReport.embeddedData(in: HTMLReport(entries: []).render()) == nil)
    }

    @Test func aReportWrittenBeforeMasksAndValuesStillReads() throws {
        let old = """
            {"version":1,"scenarios":["a"],"shard":{"index":1,"count":1},"thresholds":"tolerance 0","sequences":[],
             "entries":[{"scenario":"a","capture":"1","status":"pass","message":"identical","seconds":0.01,
                         "goldenPath":"g/a/1.png"}]}
            """
        let data = try JSONDecoder().decode(CheckReportData.self, from: Data(old.utf8))
        #expect(
            data.entries
                == [Self.entry("a", "1")].map { entry in
                    var entry = entry
                    entry.message = "identical"
                    entry.seconds = 0.01
                    return entry
                })
        #expect(data.entries[0].masks.isEmpty)
        #expect(data.entries[0].valueDifferences.isEmpty)
    }

    @Test func masksAndValuesSurviveTheRoundTrip() throws {
        var data = Self.whole
        data.entries[0].masks = ["rect 0,0 393×54"]
        data.entries[1].valueDifferences = ["keyboard.y expected 512 got 520.5"]
        let json = try JSONEncoder().encode(data)
        #expect(try JSONDecoder().decode(CheckReportData.self, from: json) == data)
        #expect(!String(decoding: try JSONEncoder().encode(Self.whole), as: UTF8.self).contains("masks"))
    }
}
