import CheckReport
import Foundation
import FoundationXML
import ScreenshotCheck
import Testing

@Suite("JUnitReport")
struct JUnitReportTests {
    static let failing = HTMLReport.Entry(
        scenario: "form & <more>", capture: "shown-0.50", status: .fail,
        message: "3 pixels differ (0.01 %) in 1 region: [10 20 3 1]; tolerance 0, max 0 pixels",
        expectedPath: "form/shown-0.50.expected.png", actualPath: "form/shown-0.50.actual.png",
        diffPath: "form/shown-0.50.diff.png", compositePath: "form/shown-0.50.composite.png",
        goldenPath: "Tests/Goldens/form/shown-0.50.png", seconds: 0.0126)
    static let passing = HTMLReport.Entry(
        scenario: "form & <more>", capture: "idle \"quoted\" 'x'", status: .pass, message: "identical",
        expectedPath: "../Tests/Goldens/form/idle.png", actualPath: "../Tests/Goldens/form/idle.png",
        goldenPath: "Tests/Goldens/form/idle.png", seconds: 0.01)
    static let odd = HTMLReport.Entry(
        scenario: "rotate", capture: "landscape", status: .nondeterministic,
        message: "line one\nline two\u{1}\tend", actualPath: "rotate/landscape.actual.png", seconds: 1.5)

    static func parse(_ entries: [HTMLReport.Entry]) throws -> XMLElement {
        let xml = JUnitReport(entries: entries, reportFolder: "out/report").render()
        let document = try XMLDocument(data: Data(xml.utf8), options: [])
        return try #require(document.rootElement())
    }

    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attribute(forName: name)?.stringValue
    }

    @Test func totalsSitOnTestsuitesAndEachTestsuite() throws {
        let root = try Self.parse([Self.failing, Self.passing, Self.odd])
        #expect(root.name == "testsuites")
        #expect(Self.attribute(root, "tests") == "3")
        #expect(Self.attribute(root, "failures") == "2")
        #expect(Self.attribute(root, "errors") == "0")
        #expect(Self.attribute(root, "time") == "1.523")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.map { Self.attribute($0, "name") } == ["form & <more>", "rotate"])
        #expect(suites.map { Self.attribute($0, "tests") } == ["2", "1"])
        #expect(suites.map { Self.attribute($0, "failures") } == ["1", "1"])
        #expect(suites.map { Self.attribute($0, "time") } == ["0.023", "1.500"])
    }

    @Test func eachCaptureIsATestcaseNamedForItWithItsScenarioAsClassname() throws {
        let root = try Self.parse([Self.failing, Self.passing, Self.odd])
        let cases = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
        #expect(cases.map { Self.attribute($0, "name") } == ["shown-0.50", "idle \"quoted\" 'x'", "landscape"])
        #expect(cases.map { Self.attribute($0, "classname") } == ["form & <more>", "form & <more>", "rotate"])
        #expect(cases.map { $0.elements(forName: "failure").count } == [1, 0, 1])
    }

    @Test func aFailureNamesPixelsRegionsAndTheAcceptCommand() throws {
        let root = try Self.parse([Self.failing])
        let testcase = try #require(root.elements(forName: "testsuite").first?.elements(forName: "testcase").first)
        let failure = try #require(testcase.elements(forName: "failure").first)
        #expect(
            Self.attribute(failure, "message")
                == "3 pixels differ (0.01 %) in 1 region: [10 20 3 1]; tolerance 0, max 0 pixels; "
                + "accept: cp 'out/report/form/shown-0.50.actual.png' 'Tests/Goldens/form/shown-0.50.png'")
        #expect(Self.attribute(failure, "type") == "fail")
        #expect(failure.stringValue?.contains("composite: out/report/form/shown-0.50.composite.png") == true)
        let output = try #require(testcase.elements(forName: "system-out").first?.stringValue)
        #expect(
            output.split(separator: "\n") == [
                "golden: Tests/Goldens/form/shown-0.50.png", "expected: out/report/form/shown-0.50.expected.png",
                "actual: out/report/form/shown-0.50.actual.png", "diff: out/report/form/shown-0.50.diff.png",
                "composite: out/report/form/shown-0.50.composite.png",
            ])
    }

    @Test func aPassLinksOnlyItsGolden() throws {
        let root = try Self.parse([Self.passing])
        let testcase = try #require(root.elements(forName: "testsuite").first?.elements(forName: "testcase").first)
        #expect(testcase.elements(forName: "system-out").first?.stringValue == "golden: Tests/Goldens/form/idle.png")
    }

    @Test func lineBreaksSurviveInAttributesAndForbiddenCharactersAreReplaced() throws {
        let root = try Self.parse([Self.odd])
        let failure = try #require(
            root.elements(forName: "testsuite").first?.elements(forName: "testcase").first?
                .elements(forName: "failure").first)
        #expect(Self.attribute(failure, "message") == "line one\nline two\u{FFFD}\tend")
        #expect(Self.attribute(failure, "type") == "nondeterministic")
    }

    @Test func anEmptyRunIsStillAValidDocument() throws {
        let root = try Self.parse([])
        #expect(Self.attribute(root, "tests") == "0")
        #expect(root.elements(forName: "testsuite").isEmpty)
    }

    @Test func acceptCommandsQuoteForTheShell() {
        var entry = Self.failing
        entry.goldenPath = "it's/golden.png"
        #expect(
            entry.acceptCommand(reportFolder: ".") == #"cp 'form/shown-0.50.actual.png' 'it'\''s/golden.png'"#)
        #expect(Self.passing.acceptCommand(reportFolder: ".") == nil)
    }

    @Test func masksAreListedInTheOutputOfEveryCaptureAndInTheFailureMessage() throws {
        var failing = Self.failing
        failing.masks = ["field email at 16,120 361×44", "rect 0,0 393×54"]
        failing.message = "values: keyboard.y expected 512 got 520.5 (g/form/values.json); pixels: identical"
        failing.valueDifferences = ["keyboard.y expected 512 got 520.5"]
        var passing = Self.passing
        passing.masks = ["rect 0,0 393×54"]
        let root = try Self.parse([failing, passing])
        let cases = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
        let failure = try #require(cases.first?.elements(forName: "failure").first)
        let message = try #require(Self.attribute(failure, "message"))
        #expect(
            message.hasPrefix(
                "values: keyboard.y expected 512 got 520.5 (g/form/values.json); pixels: identical; "
                    + "masked: field email at 16,120 361×44, rect 0,0 393×54; accept: cp "))
        #expect(failure.stringValue?.contains("\nvalue: keyboard.y expected 512 got 520.5\n") == true)
        #expect(failure.stringValue?.contains("\nmasked: rect 0,0 393×54") == true)
        let failingOutput = try #require(cases.first?.elements(forName: "system-out").first?.stringValue)
        #expect(failingOutput.hasSuffix("\nmasked: field email at 16,120 361×44\nmasked: rect 0,0 393×54"))
        #expect(
            cases.last?.elements(forName: "system-out").first?.stringValue
                == "golden: Tests/Goldens/form/idle.png\nmasked: rect 0,0 393×54")
    }

    @Test func aCaptureWhosePixelsPassedHasNothingToAccept() {
        var entry = Self.passing
        entry.status = .fail
        entry.expectedPath = "form/idle.png"
        entry.actualPath = "form/idle.png"
        #expect(entry.acceptCommand(reportFolder: ".") == nil)
    }
}
