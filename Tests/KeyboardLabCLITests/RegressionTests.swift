import Foundation
import FoundationXML
import Testing

/// `check --junit`, `check --shard` and `merge-reports`, run as CI runs them: the built binary, separate processes.
@Suite(.serialized, Integration.run) struct RegressionTests {
    /// The parsed JUnit file, reduced to what a CI server shows: no times, and `folder` written as `REPORT`.
    struct JUnitSummary: Equatable {
        var tests: String?
        var failures: String?
        var suites: [Suite]

        struct Suite: Equatable {
            var name: String?
            var tests: String?
            var failures: String?
            var cases: [Case]
        }

        struct Case: Equatable {
            var name: String?
            var classname: String?
            var failure: String?
            var failureType: String?
            var output: String?
        }

        init(_ url: URL, folder: URL) throws {
            let document = try XMLDocument(contentsOf: url, options: [])
            let root = try #require(document.rootElement())
            #expect(root.name == "testsuites")
            #expect(root.attribute(forName: "time")?.stringValue.map { Double($0) != nil } == true)
            func normal(_ text: String?) -> String? {
                text?.replacingOccurrences(of: folder.standardizedFileURL.path, with: "REPORT")
            }
            tests = root.attribute(forName: "tests")?.stringValue
            failures = root.attribute(forName: "failures")?.stringValue
            suites = root.elements(forName: "testsuite").map { suite in
                Suite(
                    name: suite.attribute(forName: "name")?.stringValue,
                    tests: suite.attribute(forName: "tests")?.stringValue,
                    failures: suite.attribute(forName: "failures")?.stringValue,
                    cases: suite.elements(forName: "testcase").map { testcase in
                        let failure = testcase.elements(forName: "failure").first
                        return Case(
                            name: testcase.attribute(forName: "name")?.stringValue,
                            classname: testcase.attribute(forName: "classname")?.stringValue,
                            failure: normal(failure?.attribute(forName: "message")?.stringValue),
                            failureType: failure?.attribute(forName: "type")?.stringValue,
                            output: normal(testcase.elements(forName: "system-out").first?.stringValue))
                    })
            }
        }

        var failed: Set<String> {
            Set(
                suites.flatMap { suite in
                    suite.cases.filter { $0.failure != nil }.map { "\($0.classname ?? "")/\($0.name ?? "")" }
                })
        }
        var passed: Set<String> {
            Set(
                suites.flatMap { suite in
                    suite.cases.filter { $0.failure == nil }.map { "\($0.classname ?? "")/\($0.name ?? "")" }
                })
        }
    }

    /// A copy of the shipped goldens with one golden replaced by another capture and one removed.
    func damagedGoldens(in folder: URL) throws -> URL {
        let goldens = folder.appending(path: "goldens")
        try FileManager.default.copyItem(at: packageRoot.appending(path: "Tests/Goldens"), to: goldens)
        let changed = goldens.appending(path: "show-hide-iphone-15/show-0.50.png")
        try FileManager.default.removeItem(at: changed)
        try FileManager.default.copyItem(at: goldens.appending(path: "show-hide-iphone-15/show-0.00.png"), to: changed)
        try FileManager.default.removeItem(at: goldens.appending(path: "tab-through/field-1.30.png"))
        return goldens
    }

    @Test func aPassingRunWritesItsIndexAValidJUnitFileAndItsGoldens() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appending(path: "report")
        let junit = folder.appending(path: "ci/results.xml")
        // Images an earlier, failing run left behind go.
        let stale = report.appending(path: "demo")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        for name in ["show-0.25.actual.png", "show-0.25.composite.png", "show.filmstrip.png"] {
            try Data([1]).write(to: stale.appending(path: name))
        }
        let result = try keyboardLab(
            [
                "check", "Assets/Scenarios/show-hide-iphone-15.scenario", "Assets/Scenarios/demo.scenario",
                "--goldens", "Tests/Goldens", "--report", report.path, "--junit", junit.path,
            ], environment: ["CI": "true"])
        #expect(result.status == 0, "\(result.stderr)")
        // The report folder stands alone: no failure images, and the goldens of the passing captures linked in.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: report.path).sorted() == [
                "demo", "index.html", "junit.xml", "show-hide-iphone-15",
            ])
        let demo = try FileManager.default.contentsOfDirectory(atPath: report.appending(path: "demo").path)
        #expect(
            demo.count == 11 && demo.allSatisfy { !$0.contains(".actual.") && !$0.contains("filmstrip") }, "\(demo)")
        let summary = try JUnitSummary(junit, folder: report)
        #expect(try JUnitSummary(report.appending(path: "junit.xml"), folder: report) == summary)
        #expect(summary.failures == "0")
        #expect(summary.suites.map(\.name) == ["show-hide-iphone-15", "demo"])
        #expect(summary.tests == String(summary.suites.reduce(0) { $0 + $1.cases.count }))
        #expect(summary.suites.first?.cases.first?.output == "golden: Tests/Goldens/show-hide-iphone-15/show-0.00.png")
    }

    @Test func aFailingRunsJUnitNamesPixelsRegionsAndTheAcceptCommand() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try damagedGoldens(in: folder)
        let report = folder.appending(path: "report")
        let result = try keyboardLab(
            [
                "check", "Assets/Scenarios/show-hide-iphone-15.scenario", "--goldens", goldens.path, "--report",
                report.path,
            ], environment: ["CI": "true"])
        #expect(result.status == 1)
        let summary = try JUnitSummary(report.appending(path: "junit.xml"), folder: report)
        #expect(summary.failures == "1")
        let failing = try #require(summary.suites.first?.cases.first { $0.failure != nil })
        #expect(failing.name == "show-0.50")
        #expect(failing.classname == "show-hide-iphone-15")
        #expect(failing.failureType == "fail")
        let message = try #require(failing.failure)
        #expect(message.contains(" pixels differ ("), "\(message)")
        #expect(message.contains(" region"), "\(message)")
        #expect(
            message.hasSuffix(
                "; accept: cp 'REPORT/show-hide-iphone-15/show-0.50.actual.png' "
                    + "'\(goldens.path)/show-hide-iphone-15/show-0.50.png'"), "\(message)")
        let output = try #require(failing.output).split(separator: "\n").map(String.init)
        #expect(output.first == "golden: \(goldens.path)/show-hide-iphone-15/show-0.50.png")
        for line in output.dropFirst() {
            let path = String(line.split(separator: " ", maxSplits: 1)[1]).replacingOccurrences(
                of: "REPORT", with: report.path)
            #expect(FileManager.default.fileExists(atPath: path), "\(line)")
        }
        #expect(output.count == 5, "golden, expected, actual, diff and composite: \(output)")
    }

    @Test func twoShardsMergedEqualOneFullRun() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try damagedGoldens(in: folder)
        // Six scenarios, two of them with a damaged golden: enough to split, and the shipped suite is rendered once
        // per run, by .ci/test's own check.
        let scenarios = [
            "demo", "dismiss-mid-show", "show-hide-iphone-15", "show-hide-iphone-se", "tab-through", "typing-french",
        ].map { "Assets/Scenarios/\($0).scenario" }
        func check(_ extra: [String], report: String) throws -> LabResult {
            try keyboardLab(
                ["check"] + scenarios + ["--goldens", goldens.path, "--report", folder.appending(path: report).path]
                    + extra, environment: ["CI": "true"])
        }
        let full = try check([], report: "full")
        let first = try check(["--shard", "1/2"], report: "shard-1")
        let second = try check(["--shard", "2/2"], report: "shard-2")
        #expect(full.status == 1)
        #expect(first.stdout.contains("; shard 1/2: "), "\(first.stdout)")
        #expect(first.status == 1 || second.status == 1)
        let merged = folder.appending(path: "merged")
        let merge = try keyboardLab(
            [
                "merge-reports", folder.appending(path: "shard-1").path, folder.appending(path: "shard-2").path,
                "--out", merged.path,
            ])
        #expect(merge.status == 1, "a failure in a shard fails the merge: \(merge.stderr)")
        #expect(merge.stderr.isEmpty, "\(merge.stderr)")
        let whole = try JUnitSummary(folder.appending(path: "full/junit.xml"), folder: folder.appending(path: "full"))
        let combined = try JUnitSummary(merged.appending(path: "junit.xml"), folder: merged)
        let one = try JUnitSummary(
            folder.appending(path: "shard-1/junit.xml"), folder: folder.appending(path: "shard-1"))
        let two = try JUnitSummary(
            folder.appending(path: "shard-2/junit.xml"), folder: folder.appending(path: "shard-2"))
        #expect(one.passed.isDisjoint(with: two.passed) && !one.passed.isEmpty && !two.passed.isEmpty)
        #expect(combined.failed == whole.failed)
        #expect(combined.failed == ["show-hide-iphone-15/show-0.50", "tab-through/field-1.30"])
        #expect(combined.passed == whole.passed)
        #expect(combined == whole)
        try expectSelfContained(merged, captures: Int(whole.tests ?? "") ?? -1)
    }

    /// Every image the merged index shows lies inside the merged folder, and every capture is listed.
    func expectSelfContained(_ folder: URL, captures: Int) throws {
        let html = try String(contentsOf: folder.appending(path: "index.html"), encoding: .utf8)
        #expect(html.contains("2 failures in \(captures) captures"))
        let sources = html.matches(of: /src="([^"]+)"/).map { String($0.output.1) }
        #expect(sources.count >= captures)
        for source in Set(sources) {
            #expect(!source.contains(".."), "\(source)")
            let path = folder.appending(path: source.removingPercentEncoding ?? source).path
            #expect(FileManager.default.fileExists(atPath: path), "\(source)")
        }
        #expect(html.contains("accept: <code>cp &#39;\(folder.path)/show-hide-iphone-15/show-0.50.actual.png&#39;"))
    }

    @Test(arguments: [
        (["nowhere"], "nowhere: no such folder; expected the --report folder of a keyboard-lab check run"),
        (["Assets"], "Assets: no index.html; expected the --report folder of a keyboard-lab check run"),
        ([String](), "merge-reports: no report folder given; expected the --report folders of check runs"),
    ])
    func badReportFoldersGetOneLine(folders: [String], expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try keyboardLab(["merge-reports"] + folders + ["--out", folder.appending(path: "m").path])
        #expect(result.status != 0)
        #expect(!result.crashed)
        #expect(result.stderr == "Error: \(expected)\n")
    }

    @Test func aMissingShardGetsOneLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shard = folder.appending(path: "s1")
        let run = try keyboardLab(
            [
                "check", "Assets/Scenarios/demo.scenario", "Assets/Scenarios/tab-through.scenario", "--goldens",
                "Tests/Goldens", "--report", shard.path, "--shard", "1/2",
            ], environment: ["CI": "true"])
        #expect(run.status == 0, "\(run.stderr)")
        let result = try keyboardLab(["merge-reports", shard.path, "--out", folder.appending(path: "m").path])
        #expect(result.status != 0)
        #expect(
            result.stderr == "Error: no report folder for shard 2/2 (given: 1/2); expected all 2 shards of the run\n")
    }

    @Test(arguments: [
        ("0/2", "Error: --shard 0/2: I must be from 1 to 2; expected I/N, e.g. 1/2"),
        ("3/2", "Error: --shard 3/2: I must be from 1 to 2; expected I/N, e.g. 1/2"),
        ("x", "Error: --shard x: expected I/N, two whole numbers with 1 ≤ I ≤ N, e.g. 1/2"),
    ])
    func badShardsGetOneLine(value: String, expected: String) throws {
        let result = try keyboardLab(
            ["check", "Assets/Scenarios/demo.scenario", "--goldens", "Tests/Goldens", "--shard", value])
        #expect(result.status != 0)
        #expect(!result.crashed)
        #expect(result.stderr == expected + "\n")
    }

    @Test func perceptualPrecisionAcceptsAColourChangeTheEyeCannotSee() throws {
        // One unit of blue on the keyboard's grey: ΔE94 0.46.
        let assets = try assetsWithKeyboardColour("#D1D3DA")
        let folder = assets.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        func check(_ extra: [String]) throws -> LabResult {
            try keyboardLab(
                [
                    "check", "Assets/Scenarios/show-hide-iphone-15.scenario", "--goldens", "Tests/Goldens", "--assets",
                    assets.path, "--report", folder.appending(path: "report").path,
                ] + extra, environment: ["CI": "true"])
        }
        #expect(try check([]).status == 1)
        let eye = try check(["--perceptual", "0.98"])
        #expect(eye.status == 0, "\(eye.stderr)")
        #expect(eye.stdout.contains("(perceptual 0.98 (ΔE94 ≤ 2), max 0 pixels)"), "\(eye.stdout)")
        let strict = try check(["--perceptual", "0.996"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("pixels differ"), "\(strict.stderr)")
        #expect(strict.stderr.contains("; perceptual 0.996 (ΔE94 ≤ 0.4), max 0 pixels"), "\(strict.stderr)")
    }

    @Test(arguments: [
        (["--perceptual", "0"], "Error: --perceptual 0.0 is out of range; expected a number above 0, at most 1"),
        (["--perceptual", "1.5"], "Error: --perceptual 1.5 is out of range; expected a number above 0, at most 1"),
        (
            ["--perceptual", "0.98", "--tolerance", "0.1"],
            "Error: --perceptual and --tolerance both set the colour threshold; expected one of them"
        ),
    ])
    func badPerceptualValuesGetOneLine(flags: [String], expected: String) throws {
        let result = try keyboardLab(
            ["check", "Assets/Scenarios/demo.scenario", "--goldens", "Tests/Goldens"] + flags)
        #expect(result.status != 0)
        #expect(result.stderr == expected + "\n")
    }

    @Test func aJUnitPathThatIsAFolderGetsOneLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try keyboardLab(
            [
                "check", "Assets/Scenarios/demo.scenario", "--goldens", "Tests/Goldens", "--report",
                folder.appending(path: "r").path, "--junit", folder.path,
            ], environment: ["CI": "true"])
        #expect(result.status == 2, "the check could not run: not a failed capture")
        #expect(
            result.stderr
                == "Error: --junit \(folder.path): is a folder; expected a file path such as report/junit.xml\n")
        #expect(
            !FileManager.default.fileExists(atPath: folder.appending(path: "r/index.html").path), "nothing is rendered")
    }
}
