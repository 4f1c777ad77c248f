import CheckReport
import Foundation
import FoundationXML
import LabText
import ScreenshotCheck
import Testing

/// Reports of a matrix run (`check --vary`) and the failures-only page: combination and device on each entry,
/// JUnit names that tell the combinations apart, filters, merging shards, and reading reports written before.
@Suite("Matrix reports")
struct MatrixReportTests {
    static let light = "device-iphone-se+appearance-light"
    static let dark = "device-iphone-se+appearance-dark"

    static func entry(
        _ scenario: String, _ capture: String, _ status: HTMLReport.Status = .pass, combination: String?,
        device: String? = "iphone-se"
    ) -> HTMLReport.Entry {
        let folder = combination.map { "\($0)/\(scenario)" } ?? scenario
        var entry = HTMLReport.Entry(
            scenario: scenario, capture: capture, status: status, message: status.isFailure ? "9 pixels differ" : "",
            goldenPath: "g/\(folder)/\(capture).png", combination: combination, device: device)
        if status.isFailure {
            entry.expectedPath = "\(folder)/\(capture).expected.png"
            entry.actualPath = "\(folder)/\(capture).actual.png"
            entry.diffPath = "\(folder)/\(capture).diff.png"
            entry.compositePath = "\(folder)/\(capture).composite.png"
        } else {
            entry.expectedPath = "../g/\(folder)/\(capture).png"
            entry.actualPath = entry.expectedPath
        }
        return entry
    }

    static let entries = [
        entry("form", "shown", combination: light), entry("form", "hidden", combination: light),
        entry("form", "shown", .fail, combination: dark), entry("form", "hidden", combination: dark),
    ]

    @Test func junitSuitesAndClassesCarryTheCombination() throws {
        let xml = JUnitReport(entries: Self.entries, reportFolder: "r").render()
        let root = try #require(try XMLDocument(data: Data(xml.utf8), options: []).rootElement())
        let suites = root.elements(forName: "testsuite")
        #expect(
            suites.map { $0.attribute(forName: "name")?.stringValue } == [
                "[\(Self.light)] form", "[\(Self.dark)] form",
            ])
        let cases = suites.flatMap { $0.elements(forName: "testcase") }
        #expect(cases.map { $0.attribute(forName: "classname")?.stringValue }.last == "[\(Self.dark)] form")
        let failure = try #require(cases[2].elements(forName: "failure").first)
        #expect(failure.stringValue?.hasPrefix("[\(Self.dark)] form/shown: fail: ") == true)
        #expect(Self.entries[2].suiteName == "[\(Self.dark)] form")
        #expect(HTMLReport.Entry(scenario: "form", capture: "x", status: .pass).suiteName == "form")
    }

    @Test func eachEntryShowsItsCombinationAndDeviceAndThePageFiltersByThem() {
        var entries = Self.entries
        entries[3].device = "iphone-15"
        let html = HTMLReport(entries: entries).render()
        #expect(html.contains("data-combination=\"\(Self.dark)\" data-device=\"iphone-se\""))
        #expect(html.contains("<span class=\"combination\">\(Self.dark)</span> form / shown"))
        #expect(html.contains("<select class=\"filter\" id=\"filter-combination\""))
        #expect(html.contains("<select class=\"filter\" id=\"filter-device\""))
        #expect(html.contains("<option value=\"iphone-15\">iphone-15</option>"))
        // The table counts each combination: light 2 passed, dark 1 passed and 1 failed.
        #expect(html.contains("\(Self.light)</button></td><td>2</td><td>0</td>"))
        #expect(html.contains("\(Self.dark)</button></td><td>1</td><td>1</td>"))
    }

    @Test func withoutAMatrixThereIsNoCombinationTableOrFilter() {
        let html = HTMLReport(entries: [Self.entry("form", "shown", combination: nil)]).render()
        #expect(!html.contains("class=\"combinations\""))
        #expect(!html.contains("id=\"filter-"))
        #expect(!html.contains("data-combination"))
        #expect(html.contains("data-device=\"iphone-se\""))
    }

    @Test func theFailuresOnlyPageListsFailuresWithTheirImagesAndCountsThePasses() {
        var entries = Self.entries
        entries.append(Self.entry("rotate", "landscape", .missing, combination: Self.light))
        entries.append(Self.entry("rotate", "portrait", .new, combination: Self.light))
        let sequences = [
            HTMLReport.FrameSequence(
                scenario: "form", name: "slide",
                frames: [.init(name: "a", expectedPath: "../g/a.png", actualPath: "../g/a.png")],
                filmstripPath: "\(Self.dark)/form/slide.filmstrip.png", combination: Self.dark),
            HTMLReport.FrameSequence(
                scenario: "form", name: "passing", frames: [.init(name: "b", expectedPath: "../g/b.png")],
                combination: Self.light),
        ]
        let report = HTMLReport(entries: entries, sequences: sequences, onlyFailures: true)
        let html = report.render()
        #expect(report.passedFailedLine == "3 passed, 2 failed, 1 recorded")
        #expect(html.contains("<p class=\"verdict bad\">3 passed, 2 failed, 1 recorded</p>"))
        #expect(report.listedEntries.map(\.capture) == ["shown", "landscape"])
        #expect(html.components(separatedBy: "<article class=\"capture").count == 3)
        for image in ["expected", "actual", "diff", "composite"] {
            // `+` is percent-encoded in links.
            #expect(html.contains("device-iphone-se%2Bappearance-dark/form/shown.\(image).png"), "\(image)")
        }
        // No passing entry's row or image, no passing sequence, no scrubber over passing frames.
        #expect(!html.contains("../g/"))
        #expect(!html.contains("form / hidden"))
        #expect(!html.contains("form / passing"))
        #expect(html.contains("slide.filmstrip.png"))
        #expect(!html.contains("class=\"scrubber\""))
        #expect(!html.contains("id=\"hide-passing\""))
    }

    @Test func anAllPassingFailuresOnlyPageSaysSo() {
        let report = HTMLReport(entries: [Self.entries[0], Self.entries[1]], onlyFailures: true)
        #expect(report.render().contains("<p class=\"verdict good\">2 passed, 0 failed</p>"))
        #expect(report.listedEntries.isEmpty)
    }

    @Test func reportsWrittenBeforeMatricesStillDecode() throws {
        let old = """
            {"entries":[{"capture":"shown","goldenPath":"g/form/shown.png","message":"","scenario":"form",\
            "seconds":0.5,"status":"pass"}],"scenarios":["form"],"sequences":[{"frames":[{"name":"a"}],\
            "name":"slide","scenario":"form"}],"shard":{"count":1,"index":1},"thresholds":"tolerance 0","version":1}
            """
        let data = try JSONDecoder().decode(CheckReportData.self, from: Data(old.utf8))
        #expect(data.combinations == nil)
        #expect(data.entries.first?.combination == nil)
        #expect(data.entries.first?.device == nil)
        #expect(data.sequences.first?.combination == nil)
        let encoded = try JSONEncoder().encode(data)
        #expect(try JSONDecoder().decode(CheckReportData.self, from: encoded) == data)
        #expect(!String(decoding: encoded, as: UTF8.self).contains("combination"))
    }

    /// The matrix run whole, and split in two shards over (combination, scenario) pairs.
    static func run(_ shard: Shard, _ entries: [HTMLReport.Entry]) -> CheckReportData {
        CheckReportData(
            scenarios: ["broken", "form", "rotate"], shard: shard, thresholds: "tolerance 0", entries: entries,
            sequences: [],
            combinations: [light, dark])
    }

    @Test func mergedMatrixShardsEqualTheWholeRunInCombinationThenScenarioOrder() throws {
        let error = HTMLReport.Entry(scenario: "broken", capture: "scenario", status: .error, message: "bad")
        let lightRotate = Self.entry("rotate", "landscape", combination: Self.light)
        let darkRotate = Self.entry("rotate", "landscape", combination: Self.dark)
        let whole = Self.run(
            .whole,
            [error, Self.entries[0], Self.entries[1], lightRotate, Self.entries[2], Self.entries[3], darkRotate])
        let one = try #require(Shard(index: 1, count: 2))
        let two = try #require(Shard(index: 2, count: 2))
        let first = Self.run(one, [Self.entries[2], Self.entries[3], lightRotate])
        let second = Self.run(two, [error, Self.entries[0], Self.entries[1], darkRotate])
        let merged = try CheckReportData.merge([("s2", second), ("s1", first)])
        #expect(merged == whole)
        #expect(merged.combinations == [Self.light, Self.dark])
        // One scenario under two combinations is two units: checked in two folders is fine.
        #expect(first.checkedSuites == ["[\(Self.dark)] form", "[\(Self.light)] rotate"])
    }

    @Test func theSameCombinationAndScenarioInTwoFoldersIsNamed() {
        let run = Self.run(.whole, [Self.entries[0]])
        var other = run
        other.scenarios = ["form"]
        #expect(
            throws: LabError(
                "a and b both checked scenario [\(Self.light)] form; expected each scenario in one folder")
        ) { try CheckReportData.merge([("a", run), ("b", other)]) }
    }
}
