import CheckReport
import Testing

@testable import ScreenshotCheck

/// The Markdown summary of a merged run: what a pull-request comment or a job summary shows.
@Suite("MarkdownSummary")
struct MarkdownSummaryTests {
    static func entry(_ capture: String, _ status: HTMLReport.Status, combination: String? = nil) -> HTMLReport.Entry {
        var entry = HTMLReport.Entry(
            scenario: "demo", capture: capture, status: status, message: "3 pixels differ in 1 region",
            expectedPath: "demo/\(capture).expected.png", actualPath: "demo/\(capture).actual.png",
            goldenPath: "goldens/demo/\(capture).png", combination: combination)
        if status == .pass { entry.actualPath = entry.expectedPath }
        return entry
    }

    static func data(_ entries: [HTMLReport.Entry]) -> CheckReportData {
        CheckReportData(scenarios: ["demo"], shard: .whole, thresholds: "tolerance 0", entries: entries, sequences: [])
    }

    @Test func theHeadingCountsFailuresAndPassesAndEachFailureLinksToItsPlaceInTheReport() {
        let entries =
            [Self.entry("show-0.50", .fail), Self.entry("rest", .fail, combination: "device-iphone-se")]
            + (0..<5).map { Self.entry("pass-\($0)", .pass) }
        var summary = MarkdownSummary(data: Self.data(entries), report: "merged", goldens: "goldens")
        summary.page = "merged/index.html"
        let text = summary.text
        #expect(text.hasPrefix("## KeyboardLab check: 2 failed, 5 passed\n"), "\(text)")
        #expect(text.contains("- [**demo/show-0.50**](merged/index.html#capture-demo/show-0.50) (fail):"), "\(text)")
        #expect(
            text.contains(
                "[**\\[device-iphone-se\\] demo/rest**](merged/index.html#capture-device-iphone-se/demo/rest)"),
            "\(text)")
        #expect(text.contains("`cp 'merged/demo/show-0.50.actual.png' 'goldens/demo/show-0.50.png'`"), "\(text)")
        #expect(text.contains("keyboard-lab accept 'merged' --goldens 'goldens'"), "\(text)")
        #expect(text.hasSuffix("\n\n"), "summaries appended one after another stay apart")
    }

    @Test func aGreenRunSaysHowManyPassedAndListsNothing() {
        let text = MarkdownSummary(
            data: Self.data((0..<3).map { Self.entry("pass-\($0)", .pass) }), report: "r", goldens: "g"
        ).text
        #expect(text.hasPrefix("## KeyboardLab check: 3 passed\n"), "\(text)")
        #expect(!text.contains("### Failures") && !text.contains("keyboard-lab accept"), "\(text)")
    }

    @Test func staleGoldensUnderStrictMakeTheHeadingAFailure() {
        var summary = MarkdownSummary(
            data: Self.data((0..<3).map { Self.entry("pass-\($0)", .pass) }), report: "r", goldens: "g",
            stale: ["demo/old.png"])
        #expect(summary.text.hasPrefix("## KeyboardLab check: 3 passed\n"), "a warning alone: \(summary.text)")
        summary.strict = true
        let text = summary.text
        #expect(text.hasPrefix("## KeyboardLab check: failed (--strict): 1 stale golden, 3 passed\n"), "\(text)")
        #expect(text.contains("- `demo/old.png`"), "\(text)")
    }

    @Test func anAddressWithAFragmentIsLinkedAsItIsAndLongListsAreCut() {
        var summary = MarkdownSummary(
            data: Self.data((0..<60).map { Self.entry("f-\($0)", .fail) }), report: "r", goldens: "g")
        summary.page = "https://ci.example/runs/7#artifacts"
        let text = summary.text
        #expect(text.contains("- [**demo/f-0**](https://ci.example/runs/7#artifacts) (fail):"), "\(text)")
        #expect(text.contains("- … and 10 more: see the report"), "\(text)")
        #expect(!text.contains("demo/f-50**"), "only the first 50 are listed")
    }

    @Test func anAnchorIsPercentEncodedAsAFragment() {
        #expect(MarkdownSummary.fragment("capture-a b/c(1)@2x+d") == "capture-a%20b/c%281%29@2x+d")
    }

    @Test func anEnvironmentDifferenceIsSaidOnceWithBothEnvironmentsAndTheAccept() {
        var data = Self.data([Self.entry("rest", .environmentDiffers), Self.entry("up", .environmentDiffers)])
        data.environments = [
            EnvironmentChange(
                sidecar: "environment.json", stamp: "1-0", changes: ["sdlVersion: 2.26.5 → 2.30.0"],
                recorded: "SDL 2.26.5", here: "SDL 2.30.0", sidecarText: "{}")
        ]
        let text = MarkdownSummary(data: data, report: "r", goldens: "g").text
        #expect(text.contains("### Environment differs"), "\(text)")
        #expect(text.contains("- g/environment.json: sdlVersion: 2.26.5 → 2.30.0"), "\(text)")
        #expect(text.contains("goldens: SDL 2.26.5") && text.contains("here: SDL 2.30.0"), "\(text)")
        #expect(!text.contains("### Failures"), "an environment difference is not listed capture by capture")
        #expect(text.components(separatedBy: "keyboard-lab accept 'r' --goldens 'g'").count == 2, "\(text)")
    }

    @Test func mergingKeepsEachEnvironmentDifferenceOnce() throws {
        let change = EnvironmentChange(
            sidecar: "environment.json", stamp: "1-0", changes: ["x"], recorded: "a", here: "b", sidecarText: "{}")
        var first = CheckReportData(
            scenarios: ["a", "b"], shard: Shard(index: 1, count: 2) ?? .whole, thresholds: "t",
            entries: [HTMLReport.Entry(scenario: "a", capture: "c", status: .environmentDiffers)], sequences: [])
        first.environments = [change]
        var second = CheckReportData(
            scenarios: ["a", "b"], shard: Shard(index: 2, count: 2) ?? .whole, thresholds: "t",
            entries: [HTMLReport.Entry(scenario: "b", capture: "c", status: .environmentDiffers)], sequences: [])
        second.environments = [change]
        let merged = try CheckReportData.merge([("1", first), ("2", second)])
        #expect(merged.environments == [change])
    }
}
