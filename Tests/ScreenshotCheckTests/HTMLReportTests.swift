import CheckReport
import Foundation
import LabTestSupport
import ScreenshotCheck
import Testing

@Suite("HTMLReport")
struct HTMLReportTests {
    static let report = HTMLReport(
        title: "Run <1>",
        entries: [
            HTMLReport.Entry(
                scenario: "form", capture: "idle", status: .pass, message: "identical",
                expectedPath: "form/idle.expected.png", actualPath: "form/idle.png"),
            HTMLReport.Entry(
                scenario: "form", capture: "keyboard-shown", status: .fail,
                message: "3 pixels differ (0.01 %) in 1 region: [10 20 3 1]; tolerance 0, max 0 pixels",
                expectedPath: "form/keyboard-shown.expected.png", actualPath: "form/keyboard-shown.png",
                diffPath: "form/keyboard-shown.diff.png", compositePath: "form/keyboard-shown.composite.png"),
            HTMLReport.Entry(
                scenario: "x", capture: "<script>alert(1)</script>", status: .new, actualPath: "x/a b#c.png"),
            HTMLReport.Entry(
                scenario: "rotation", capture: "landscape", status: .missing, actualPath: "rotation/l.png"),
        ],
        sequences: [
            HTMLReport.FrameSequence(
                scenario: "form", name: "slide",
                frames: (0..<4).map {
                    HTMLReport.FrameSequence.Frame(
                        name: "slide-\($0)", expectedPath: "form/slide-\($0).expected.png",
                        actualPath: "form/slide-\($0).png")
                },
                filmstripPath: "form/slide.filmstrip.png")
        ])

    static let html = report.render()

    @Test(arguments: ["idle", "keyboard-shown", "landscape", "&lt;script&gt;alert(1)&lt;/script&gt;"])
    func listsEveryCapture(name: String) {
        #expect(Self.html.contains(name))
    }

    @Test func escapesCallerStrings() {
        #expect(!Self.html.contains("<script>alert"))
        #expect(Self.html.contains("<title>Run &lt;1&gt;</title>"))
    }

    @Test func imagePathsArePercentEncoded() {
        #expect(Self.html.contains(#"src="x/a%20b%23c.png""#))
        #expect(Self.html.contains(#"src="form/keyboard-shown.diff.png""#))
    }

    @Test func hasSliderBlinkAndScrubberControls() {
        #expect(Self.html.contains(#"<input type="range" class="split""#))
        #expect(Self.html.contains(#"class="blink-toggle""#))
        #expect(Self.html.contains(#"<input type="range" class="scrub" min="0" max="3""#))
        #expect(Self.html.contains(#"src="form/slide.filmstrip.png""#))
        #expect(Self.html.contains("data-name=\"slide-3\" hidden"))
    }

    @Test func inlinesTheShippedStyleSheetAndScript() throws {
        let web = try WebAssets.load(from: TestPaths.assets.appending(path: "Web"))
        let html = HTMLReport(entries: [], web: web).render()
        #expect(html.contains("<style>\(web.reportStyleSheet)</style>\n"))
        #expect(html.contains("<script>\(web.reportScript)</script>\n"))
        #expect(!html.contains("<link") && !html.contains("<script src"))
    }

    @Test func isSelfContained() {
        #expect(!Self.html.contains("http://"))
        #expect(!Self.html.contains("https://"))
        #expect(!Self.html.contains("<link"))
        #expect(!Self.html.contains("<script src"))
        #expect(Self.html.contains("<style>"))
    }

    @Test func failuresComeFirst() throws {
        let order = Self.report.orderedEntries.map(\.capture)
        #expect(order == ["keyboard-shown", "landscape", "<script>alert(1)</script>", "idle"])
        let failed = try #require(Self.html.firstRange(of: "form / keyboard-shown"))
        let passed = try #require(Self.html.firstRange(of: "form / idle"))
        #expect(failed.lowerBound < passed.lowerBound)
    }

    @Test func summaryCountsEachStatus() {
        #expect(Self.report.counts == [.pass: 1, .fail: 1, .new: 1, .missing: 1])
        #expect(Self.html.contains("2 failures in 4 captures"))
        #expect(Self.html.contains(#"<li class="badge fail"><b>1</b> fail</li>"#))
        #expect(Self.html.contains(#"<li class="badge environment-differs"><b>0</b> environment-differs</li>"#))
    }

    @Test func captureWithoutAGoldenHasNoSliderOrBlink() throws {
        let html = HTMLReport(entries: [
            HTMLReport.Entry(scenario: "s", capture: "c", status: .new, actualPath: "s/c.png")
        ])
        .render()
        #expect(!html.contains(#"class="split""#))
        #expect(!html.contains(#"class="blink-toggle""#))
        #expect(html.contains(#"src="s/c.png""#))
    }

    @Test func masksAndDifferingValuesAreShownWithTheirCapture() {
        let html = HTMLReport(entries: [
            HTMLReport.Entry(
                scenario: "form", capture: "shown", status: .fail, message: "values: …",
                masks: ["field email at 16,120 361×44", "rect 0,0 393×54 <b>"],
                valueDifferences: ["keyboard.y expected 512 got 520.5", "offset.y expected 0 got 12"])
        ]).render()
        #expect(
            html.contains(
                "masked (hatched in the diff): field email at 16,120 361×44; rect 0,0 393×54 &lt;b&gt;</p>"))
        #expect(html.contains("<li>keyboard.y expected 512 got 520.5</li><li>offset.y expected 0 got 12</li>"))
        #expect(!HTMLReportTests.html.contains("class=\"masks\""), "nothing is listed without masks")
    }
}
