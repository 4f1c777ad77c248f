import Foundation
import FoundationXML
import Testing

@Suite(.serialized, Integration.run) struct GoldenTests {
    /// The shipped golden suite, pixels and values, rendered once per CI run: this reads the report of `.ci/test`'s
    /// `check` (KEYBOARD_LAB_GOLDEN_REPORT) when it is handed over, and runs that `check` itself otherwise.
    @Test func everyShippedScenarioMatchesItsGoldens() throws {
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let report = try Integration.goldenReport ?? checkTheShippedSuite(into: scratch)
        #expect(FileManager.default.fileExists(atPath: report.appending(path: "index.html").path))
        let document = try XMLDocument(contentsOf: report.appending(path: "junit.xml"), options: [])
        let root = try #require(document.rootElement())
        #expect(root.attribute(forName: "failures")?.stringValue == "0", "\(report.path)/index.html")
        #expect(root.attribute(forName: "errors")?.stringValue == "0", "\(report.path)/index.html")
        let suites = root.elements(forName: "testsuite").compactMap { $0.attribute(forName: "name")?.stringValue }
        let shipped = try shippedScenarios().map { URL(filePath: $0).deletingPathExtension().lastPathComponent }
        #expect(suites.sorted() == shipped.sorted(), "every shipped scenario is in the report")
        let captures = root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
        let asked = try shippedScenarios().map(captureCount(ofScenario:)).reduce(0, +)
        #expect(captures.count == asked, "every capture of the shipped scenarios is in the report")
        #expect(
            captures.allSatisfy { $0.elements(forName: "failure").isEmpty && $0.elements(forName: "error").isEmpty })
    }

    /// Checks every shipped scenario against Tests/Goldens, pixels and values, into `folder`; returns the report.
    func checkTheShippedSuite(into folder: URL) throws -> URL {
        let result = try keyboardLab(
            ["check"] + shippedScenarios() + [
                "--goldens", "Tests/Goldens", "--record", "never", "--values", "--report", folder.path,
            ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(" 0 failed"), "\(result.stdout)")
        return folder
    }

    @Test func aOnePointChangeInTheKeyboardColourFailsWithAClearDiff() throws {
        let assets = try assetsWithKeyboardColour("#D1D3DA")
        let report = try temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: assets.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: report)
        }
        let result = try keyboardLab(
            [
                "check", "Assets/Scenarios/show-hide-iphone-15.scenario", "--goldens", "Tests/Goldens", "--assets",
                assets.path,
                "--report", report.path,
            ], environment: ["CI": "true"])
        #expect(result.status == 1)
        #expect(!result.crashed)
        #expect(
            result.stderr.contains(
                "FAIL show-hide-iphone-15/show-0.50: 71,774 pixels differ (21.44 %) in 1 region: [0 516 393 336]; tolerance 0, max 0 pixels"
            ), "\(result.stderr)")
        #expect(result.stderr.contains("accept:    cp '"))
        #expect(result.stdout.contains("(tolerance 0, max 0 pixels)"))
        let composite = report.appending(path: "show-hide-iphone-15/show-0.50.composite.png")
        #expect(FileManager.default.fileExists(atPath: composite.path))
        let html = try String(contentsOf: report.appending(path: "index.html"), encoding: .utf8)
        #expect(html.contains("show-0.50"))
        // A budget large enough for the keyboard area lets it pass.
        let lenient = try keyboardLab(
            [
                "check", "Assets/Scenarios/show-hide-iphone-15.scenario", "--goldens", "Tests/Goldens", "--assets",
                assets.path,
                "--report", report.path, "--tolerance", "0.05",
            ], environment: ["CI": "true"])
        #expect(lenient.status == 0, "\(lenient.stderr)")
    }

    @Test func goldensFromAnotherEnvironmentFailAsSuch() throws {
        let goldens = try Self.goldensFolder()
        defer { try? FileManager.default.removeItem(at: goldens.deletingLastPathComponent()) }
        try FileManager.default.copyItem(
            at: packageRoot.appending(path: "Tests/Goldens/dismiss-mid-show"),
            to: goldens.appending(path: "dismiss-mid-show"))
        let sidecar = try String(
            contentsOf: packageRoot.appending(path: "Tests/Goldens/environment.json"), encoding: .utf8)
        let other = sidecar.replacingOccurrences(of: "\"freeTypeVersion\" : \"", with: "\"freeTypeVersion\" : \"9.")
        try other.write(to: goldens.appending(path: "environment.json"), atomically: true, encoding: .utf8)
        let result = try keyboardLab(
            [
                "check", "Assets/Scenarios/dismiss-mid-show.scenario", "--goldens", goldens.path, "--report",
                goldens.deletingLastPathComponent().appending(path: "r").path,
            ],
            environment: ["CI": "1"])
        #expect(result.status == 3, "only the environment differs: its own exit status")
        #expect(result.stderr.contains("environment differs: freeTypeVersion: 9."), "\(result.stderr)")
        #expect(result.stderr.contains("goldens: SDL "))
        #expect(!result.stderr.contains("pixels differ"))
    }

    @Test func missingGoldenFailsUnderCIAndIsRecordedOtherwise() throws {
        let goldens = try Self.goldensFolder()
        defer { try? FileManager.default.removeItem(at: goldens.deletingLastPathComponent()) }
        let args = [
            "check", "Assets/Scenarios/dismiss-mid-show.scenario", "--goldens", goldens.path, "--report",
            goldens.deletingLastPathComponent().appending(path: "r").path,
        ]
        let strict = try keyboardLab(args, environment: ["CI": "true"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("no golden at"))
        let recording = try keyboardLab(args, environment: ["CI": ""])
        #expect(recording.status == 0, "\(recording.stderr)")
        #expect(recording.stdout.contains("5 goldens written"))
        let again = try keyboardLab(args, environment: ["CI": "true"])
        #expect(again.status == 0, "\(again.stderr)")
    }

    /// A fresh, empty goldens folder, `goldens` in a temporary folder that also holds the report (`r`): a report
    /// folder inside the goldens folder is refused.
    static func goldensFolder() throws -> URL {
        let goldens = try temporaryFolder().appending(path: "goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        return goldens
    }

    /// Goldens of the dismiss-mid-show scenario recorded into a fresh folder, and the `check` arguments for them.
    func recordedGoldens() throws -> (URL, [String]) {
        let goldens = try Self.goldensFolder()
        let args = [
            "check", "Assets/Scenarios/dismiss-mid-show.scenario", "--goldens", goldens.path, "--report",
            goldens.deletingLastPathComponent().appending(path: "r").path,
        ]
        #expect(try keyboardLab(args, environment: ["CI": ""]).status == 0)
        return (goldens, args)
    }

    @Test(arguments: [
        ("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 12\n", "Git LFS pointer"),
        ("this is not an image", "not a PNG"),
    ])
    func brokenGoldensAreNamedForWhatTheyAre(content: String, expected: String) throws {
        let (goldens, args) = try recordedGoldens()
        defer { try? FileManager.default.removeItem(at: goldens.deletingLastPathComponent()) }
        try content.write(
            to: goldens.appending(path: "dismiss-mid-show/interrupted-0.12.png"), atomically: true, encoding: .utf8)
        let result = try keyboardLab(args, environment: ["CI": "true"])
        #expect(result.status == 1)
        #expect(!result.crashed)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
    }

    @Test func truncatedGoldenIsReported() throws {
        let (goldens, args) = try recordedGoldens()
        defer { try? FileManager.default.removeItem(at: goldens.deletingLastPathComponent()) }
        let file = goldens.appending(path: "dismiss-mid-show/interrupted-0.12.png")
        let data = try Data(contentsOf: file)
        try data.prefix(data.count / 2).write(to: file)
        let result = try keyboardLab(args, environment: ["CI": "true"])
        #expect(result.status == 1)
        #expect(!result.crashed)
        #expect(result.stderr.contains("interrupted-0.12"), "\(result.stderr)")
    }
}
