import CheckReport
import Foundation
import FoundationXML
import Testing

/// `check --vary` (a device matrix, as Playwright runs a suite per project) and `check --report-only-failures`, run as
/// a user runs them: the built binary, temporary folders.
@Suite(.serialized, Integration.run) struct MatrixTests {
    static let scenarios = ["Assets/Scenarios/demo.scenario", "Assets/Scenarios/show-hide-iphone-se.scenario"]
    static let vary = ["--vary", "device=iphone-se,iphone-15", "--vary", "appearance=light,dark"]
    static let combinations = [
        "device-iphone-se+appearance-light", "device-iphone-se+appearance-dark", "device-iphone-15+appearance-light",
        "device-iphone-15+appearance-dark",
    ]

    /// `check` of the two scenarios under the matrix, with `extra` flags, against `goldens`, reporting into
    /// `report`.
    func check(
        goldens: URL, report: URL, _ extra: [String] = [], vary: [String] = Self.vary, ci: Bool = true
    ) throws -> LabResult {
        try keyboardLab(
            ["check"] + Self.scenarios + ["--goldens", goldens.path, "--report", report.path] + vary + extra,
            environment: ["CI": ci ? "true" : ""])
    }

    /// The data `check` embedded in the report's page.
    func data(_ report: URL) throws -> CheckReportData {
        let html = try String(contentsOf: report.appending(path: "index.html"), encoding: .utf8)
        let json = try #require(HTMLReport.embeddedData(in: html))
        return try JSONDecoder().decode(CheckReportData.self, from: Data(json.utf8))
    }

    /// The names of the JUnit file's test suites.
    func suiteNames(_ junit: URL) throws -> [String] {
        let root = try #require(try XMLDocument(contentsOf: junit, options: []).rootElement())
        return root.elements(forName: "testsuite").compactMap { $0.attribute(forName: "name")?.stringValue }
    }

    /// Goldens of the matrix recorded into a new temporary folder.
    func recordedGoldens(in folder: URL) throws -> URL {
        let goldens = folder.appending(path: "goldens")
        let record = try check(goldens: goldens, report: folder.appending(path: "record"), ["--record", "missing"])
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.contains("check: 84 captures in 4 combinations, 84 passed, 0 failed, 84 goldens written"))
        return goldens
    }

    @Test func varyRecordsAndChecksGoldensUnderCombinationFolders() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try recordedGoldens(in: folder)
        let files = FileManager.default
        #expect(try files.contentsOfDirectory(atPath: goldens.path).sorted() == Self.combinations.sorted())
        for combination in Self.combinations {
            let root = goldens.appending(path: combination)
            #expect(files.fileExists(atPath: root.appending(path: "environment.json").path), "\(combination)")
            #expect(try files.contentsOfDirectory(atPath: root.appending(path: "demo").path).count == 11)
            #expect(files.fileExists(atPath: root.appending(path: "show-hide-iphone-se/hide-1.30.png").path))
        }
        // The dark iPhone 15 is not the light iPhone SE.
        let se = try Data(contentsOf: goldens.appending(path: "\(Self.combinations[0])/demo/show-0.50.png"))
        let dark15 = try Data(contentsOf: goldens.appending(path: "\(Self.combinations[3])/demo/show-0.50.png"))
        #expect(se != dark15)
        let report = folder.appending(path: "report")
        let result = try check(goldens: goldens, report: report)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("check: 84 captures in 4 combinations, 84 passed, 0 failed"), "\(result.stdout)")
        // The report folder stands alone: each combination's passing goldens are linked in, under its folder.
        #expect(
            try files.contentsOfDirectory(atPath: report.path).sorted() == Self.combinations.sorted() + [
                "index.html", "junit.xml",
            ])
        let checked = try data(report)
        #expect(checked.combinations == Self.combinations)
        #expect(checked.entries.map(\.combination) == Self.combinations.flatMap { Array(repeating: $0, count: 21) })
        // The device rendered on: the combination's, whatever the scenario's own header says.
        #expect(checked.entries.prefix(42).allSatisfy { $0.device == "iphone-se" })
        #expect(checked.entries.suffix(42).allSatisfy { $0.device == "iphone-15" })
        #expect(checked.entries[0].goldenPath == "\(goldens.path)/\(Self.combinations[0])/demo/show-0.00.png")
        let suites = try suiteNames(report.appending(path: "junit.xml"))
        #expect(suites.first == "[device-iphone-se+appearance-light] demo")
        #expect(suites.count == 8)
        #expect(Set(suites).count == 8, "CI lists every combination apart")
    }

    @Test func aFailureUnderOneCombinationIsReportedUnderItsFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try recordedGoldens(in: folder)
        let dark = goldens.appending(path: "device-iphone-15+appearance-dark/demo")
        try FileManager.default.removeItem(at: dark.appending(path: "show-0.50.png"))
        try FileManager.default.copyItem(
            at: dark.appending(path: "show-0.00.png"), to: dark.appending(path: "show-0.50.png"))
        let report = folder.appending(path: "report")
        let result = try check(goldens: goldens, report: report)
        #expect(result.status == 1)
        #expect(result.stderr.contains("FAIL [device-iphone-15+appearance-dark] demo/show-0.50: "), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "accept:    cp '\(report.path)/device-iphone-15+appearance-dark/demo/show-0.50.actual.png' "
                    + "'\(dark.path)/show-0.50.png'"), "\(result.stderr)")
        let images = report.appending(path: "device-iphone-15+appearance-dark/demo")
        let written = try FileManager.default.contentsOfDirectory(atPath: images.path)
        #expect(
            Set(written).isSuperset(of: [
                "show-0.50.actual.png", "show-0.50.composite.png", "show-0.50.diff.png", "show-0.50.expected.png",
                "show.filmstrip.png", "show-0.00.png",
            ]), "the failure's images, and the passing captures' goldens linked in: \(written)")
        #expect(!written.contains("show-0.50.png"), "the failing capture's golden is its expected image")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: report.path).sorted()
                == Self.combinations.sorted() + ["index.html", "junit.xml"],
            "each combination's folder holds its goldens: the report folder stands alone")
        let failing = try #require(try data(report).entries.first { $0.status == .fail })
        #expect(failing.combination == "device-iphone-15+appearance-dark")
        #expect(failing.device == "iphone-15")
        // Accepting it (record failed) fixes that combination alone.
        let accept = try check(goldens: goldens, report: report, ["--record", "failed"])
        #expect(accept.stdout.contains("1 goldens written"), "\(accept.stdout)")
        #expect(try check(goldens: goldens, report: report).status == 0)
    }

    @Test func entriesNameTheDeviceWithoutVaryToo() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appending(path: "report")
        let result = try check(goldens: packageRoot.appending(path: "Tests/Goldens"), report: report, vary: [])
        #expect(result.status == 0, "\(result.stderr)")
        let checked = try data(report)
        #expect(checked.combinations == nil)
        #expect(checked.entries.allSatisfy { $0.combination == nil })
        #expect(checked.entries.first?.device == "iphone-15")
        #expect(checked.entries.last?.device == "iphone-se")
        #expect(try suiteNames(report.appending(path: "junit.xml")) == ["demo", "show-hide-iphone-se"])
    }

    @Test(arguments: [
        (
            ["--vary", "device=iphone-se,nokia-3310"],
            "--vary device=nokia-3310: unknown device \"nokia-3310\"; expected one of"
        ),
        (["--vary", "colour=red"], "--vary colour=red: expected KEY=V1,V2,… with KEY one of device, orientation"),
        (["--vary", "appearance=light,dim"], "--vary appearance=dim: unknown value \"dim\"; expected light or dark"),
        (
            ["--vary", "device=iphone-se", "--vary", "device=iphone-15"],
            "--vary device=iphone-15: device is varied twice; expected each key in one --vary"
        ),
        (
            ["--vary", "screen=Assets/Screens/chat.json"],
            "--vary screen=Assets/Screens/chat.json: Assets/Scenarios/demo.scenario:3:1: unknown field \"videogames\""
        ),
        (
            ["--vary", "android=14,15"],
            "--vary android=14: android 14 is Android's and takes no effect on iphone-15 (an iOS device)"
        ),
        (
            ["--vary", "strategy=keyboardlab,insets"],
            "--vary strategy=insets: strategy \"insets\" is Android's; iphone-15 is an iOS device"
        ),
    ])
    func aBadVaryIsOneLineBeforeAnythingRenders(flags: [String], expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try check(
            goldens: folder.appending(path: "goldens"), report: folder.appending(path: "report"), vary: flags,
            ci: false)
        #expect(result.status != 0)
        #expect(!result.crashed)
        #expect(result.stderr.hasPrefix("Error: " + expected), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing is written")
    }

    @Test func aSheetVaryingWhatTheScenariosPlatformCannotTakeNamesTheFlagAndWritesNothing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appending(path: "sheets/sheet.png")
        let result = try keyboardLab([
            "sheet", "Assets/Scenarios/demo.scenario", "--at", "1", "--vary", "strategy=keyboardlab,insets",
            "--out", out.path,
        ])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix("Error: --vary strategy=insets: strategy \"insets\" is Android's"),
            "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no folder is made")
    }

    @Test func aScenarioThatCannotBeLoadedIsReportedOnceUnderAMatrix() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appending(path: "broken.scenario")
        try "at soon tap field city\n".write(to: broken, atomically: true, encoding: .utf8)
        let report = folder.appending(path: "report")
        let result = try keyboardLab(
            [
                "check", broken.path, "Assets/Scenarios/demo.scenario", "--goldens", folder.appending(path: "g").path,
                "--report", report.path, "--vary", "appearance=light,dark",
            ], environment: ["CI": ""])
        #expect(result.status == 1)
        #expect(result.stdout.contains("22 captures in 2 combinations"), "\(result.stdout)")
        #expect(result.stdout.contains("1 scenario could not be checked"), "\(result.stdout)")
        let errors = try data(report).entries.filter { $0.status == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.combination == nil)
    }

    /// Goldens of the matrix with one golden of each of two combinations broken.
    func damagedGoldens(in folder: URL) throws -> URL {
        let goldens = try recordedGoldens(in: folder)
        for combination in ["device-iphone-se+appearance-dark", "device-iphone-15+appearance-light"] {
            let scenario = goldens.appending(path: "\(combination)/show-hide-iphone-se")
            try FileManager.default.removeItem(at: scenario.appending(path: "hide-1.30.png"))
        }
        return goldens
    }

    @Test func theFailuresOnlyReportListsFailuresAndCountsThePasses() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try damagedGoldens(in: folder)
        let report = folder.appending(path: "report")
        let result = try check(goldens: goldens, report: report, ["--report-only-failures"])
        #expect(result.status == 1)
        let html = try String(contentsOf: report.appending(path: "index.html"), encoding: .utf8)
        #expect(html.contains("82 passed, 2 failed"))
        #expect(html.components(separatedBy: "<article class=\"capture").count == 3, "two failures listed")
        // Links percent-encode the `+`.
        #expect(html.contains("device-iphone-se%2Bappearance-dark/show-hide-iphone-se/hide-1.30.actual.png"))
        #expect(html.contains("device-iphone-15%2Bappearance-light/show-hide-iphone-se/hide-1.30.actual.png"))
        // The page's list (the embedded data, below it, stays complete).
        let listed = try #require(html.split(separator: "<main>").last?.split(separator: "</main>").first)
        #expect(!listed.contains("status-pass"))
        let sources = listed.matches(of: /src="([^"]+)"/).map { String($0.output.1) }
        #expect(!sources.isEmpty)
        #expect(sources.allSatisfy { !$0.contains("goldens") }, "no passing capture's golden is shown: \(sources)")
        // JUnit and the embedded data stay complete.
        let root = try #require(
            try XMLDocument(contentsOf: report.appending(path: "junit.xml"), options: []).rootElement())
        #expect(root.attribute(forName: "tests")?.stringValue == "84")
        #expect(root.attribute(forName: "failures")?.stringValue == "2")
        #expect(try data(report).entries.count == 84)
    }

    @Test func matrixShardsOfFailuresOnlyReportsMergeIntoTheWholeRun() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = try damagedGoldens(in: folder)
        let whole = try check(goldens: goldens, report: folder.appending(path: "whole"))
        #expect(whole.status == 1)
        var parts: [[String]] = []
        for index in 1...2 {
            let shard = folder.appending(path: "shard-\(index)")
            let result = try check(
                goldens: goldens, report: shard, ["--shard", "\(index)/2", "--report-only-failures"])
            #expect(result.stdout.contains("; shard \(index)/2: "), "\(result.stdout)")
            parts.append(try data(shard).checkedSuites)
        }
        #expect(Set(parts[0]).isDisjoint(with: parts[1]))
        #expect(parts[0].count + parts[1].count == 8, "every (combination, scenario) pair in one shard")
        // The split depends on names and capture counts only: the same files in another order split the same way.
        let reordered = try keyboardLab(
            ["check"] + Self.scenarios.reversed() + [
                "--goldens", goldens.path, "--report", folder.appending(path: "again").path, "--shard", "1/2",
            ] + Self.vary, environment: ["CI": "true"])
        #expect(Set(try data(folder.appending(path: "again")).checkedSuites) == Set(parts[0]), "\(reordered.stderr)")
        let merged = folder.appending(path: "merged")
        let merge = try keyboardLab(
            [
                "merge-reports", folder.appending(path: "shard-1").path, folder.appending(path: "shard-2").path,
                "--out", merged.path,
            ])
        #expect(merge.status == 1, "a failure in a shard fails the merge: \(merge.stderr)")
        #expect(merge.stdout.contains("84 captures, 82 passed, 2 failed"), "\(merge.stdout)")
        var combined = try data(merged)
        var full = try data(folder.appending(path: "whole"))
        #expect(combined.entries.map(\.suiteName) == full.entries.map(\.suiteName))
        #expect(combined.entries.map(\.status) == full.entries.map(\.status))
        #expect(combined.combinations == Self.combinations)
        // Self-contained: every image inside the merged folder, a passing golden under its combination's folder.
        let html = try String(contentsOf: merged.appending(path: "index.html"), encoding: .utf8)
        for source in Set(html.matches(of: /src="([^"]+)"/).map { String($0.output.1) }) {
            #expect(!source.contains(".."), "\(source)")
            let path = merged.appending(path: source.removingPercentEncoding ?? source).path
            #expect(FileManager.default.fileExists(atPath: path), "\(source)")
        }
        #expect(
            FileManager.default.fileExists(
                atPath: merged.appending(path: "device-iphone-15+appearance-dark/demo/show-0.00.png").path))
        let mergedSuites = try suiteNames(merged.appending(path: "junit.xml"))
        #expect(mergedSuites == (try suiteNames(folder.appending(path: "whole/junit.xml"))))
        combined.entries = []
        full.entries = []
        combined.sequences = []
        full.sequences = []
        #expect(combined == full)
    }
}

/// A failing capture's line quotes what the phone flags.
@Suite(.serialized, Integration.run) struct FlaggedFailureTests {
    @Test func aFailingCapturesLineQuotesTheFlag() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try keyboardLab(
            [
                "check", "Assets/Scenarios/rn-header-offset.scenario", "--goldens", "Tests/Goldens",
                "--report", folder.appending(path: "r").path, "--record", "never", "--appearance", "dark",
            ], environment: ["CI": "true"])
        #expect(result.status != 0)
        let line = try #require(
            (result.stdout + result.stderr).split(separator: "\n").first { $0.contains("rn-header-offset/up-1.00") })
        #expect(
            line.contains("; flagged: ") && line.contains("1: covered by 103 pt (keyboardVerticalOffset missing)"),
            "\(line)")
        let junit = try String(contentsOf: folder.appending(path: "r/junit.xml"), encoding: .utf8)
        #expect(junit.contains("covered by 103 pt (keyboardVerticalOffset missing)"))
    }
}
