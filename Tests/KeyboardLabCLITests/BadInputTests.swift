import Foundation
import Testing

/// Feeding the CLI what users get wrong: one clear line, a non-zero exit, never a crash.
@Suite(.serialized, Integration.run) struct BadInputTests {
    func run(_ arguments: [String], files: [String: String] = [:]) throws -> LabResult {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            let url = folder.appending(path: name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return try keyboardLab(arguments, environment: ["CI": "true"], in: folder)
    }

    @Test(arguments: [
        ("at 0 jump\nend 1", "bad.scenario:1:6: unknown command \"jump\""),
        ("at x tap field city\nend 1", "bad.scenario:1:4: expected a time in seconds, found \"x\""),
        ("at 1 dismiss\nat 0 dismiss\nend 2", "bad.scenario:2:4: time 0 goes backwards"),
        ("capture 3 as late\nend 1", "bad.scenario:1:9: capture at 3 s is after `end 1`"),
        ("capture 0.5 as a\ncapture 0.5 as a\nend 1", "bad.scenario:2:16: duplicate capture name \"a-0.50\""),
        ("at 0 tap field nickname\nend 1", "bad.scenario:1:1: unknown field \"nickname\""),
        ("device nokia-3310\nend 1", "bad.scenario:1:1: unknown device \"nokia-3310\""),
        ("end 100000", "bad.scenario:1:5: 100000 is out of range"),
        ("fps 9999\nend 1", "bad.scenario:1:5: 9999 is out of range; expected frames per second from 1 to 240"),
        ("capture 0.1 as ../../x\nend 1", "bad.scenario:1:16: capture name \"../../x\" may hold only"),
        (
            "form broken.json\nend 1",
            "broken.json:1:41: sections[0].fields[0] has no \"label\"; expected that key (the form of bad.scenario:1)"
        ),
    ])
    func badScenarios(text: String, expected: String) throws {
        let result = try run(
            ["shoot", "bad.scenario", "--out", "out"],
            files: [
                "bad.scenario": text,
                "broken.json": "{\"sections\": [{\"title\": \"a\", \"fields\": [{\"id\": \"a\"}]}]}",
            ])
        #expect(result.status != 0)
        #expect(!result.crashed)
        let line = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(line.contains(expected), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
    }

    @Test(arguments: [
        ("{\"title\": \"x\", \"sections\": []}", "the form has no fields"),
        ("{\"title\": \"x\"}", "has no \"sections\""),
        (
            "{\"sections\": [{\"title\": \"a\", \"fields\": [{\"id\": \"a\", \"label\": \"A\"}, {\"id\": \"a\", \"label\": \"B\"}]}]}",
            "duplicate field id \"a\""
        ),
        (
            "{\"sections\": [{\"title\": \"a\", \"fields\": [{\"id\": 7, \"label\": \"A\"}]}]}",
            "form.json:1:42: sections[0].fields[0].id: expected a string (the form of s.scenario:1)"
        ),
        ("{\"sections\": [", "form.json:1:15: not valid JSON: unexpected end of file during json parse"),
        ("{\"sections\": [\n  oops]}", "form.json:2:3: not valid JSON: invalid value"),
    ])
    func badForms(json: String, expected: String) throws {
        let result = try run(
            ["shoot", "s.scenario", "--out", "out"],
            files: ["form.json": json, "s.scenario": "form form.json\ncapture 0 as a\nend 1"])
        #expect(result.status != 0)
        #expect(!result.crashed)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
    }

    @Test(arguments: [
        ("\"width\": 393,", "\"width\": -393,", "portraitSize -393.0×852.0 must be positive"),
        (
            "\"letters\": 183", "\"letters\": 900",
            "landscape letters keyboard on iOS 18 with both bars is 988.0 tall; expected less than the screen's 393.0"
        ),
        ("\"hasHomeIndicator\": true", "\"hasHomeIndicator\": \"yes\"", "hasHomeIndicator: expected true or false"),
        (
            "\"displayCornerRadius\": 55", "\"displayCornerRadius\": -4",
            "iphone-15.json:57:3: displayCornerRadius is -4.0; expected 0 to 196.5 points"
        ),
        (
            "\"26\": {", "\"27\": {",
            "iphone-15.json:23:7: portrait.keyboardHeightsByIOS has \"27\"; expected iOS versions \"18\" or \"26\""
        ),
        (
            "\"letters\": 301", "\"letters\": -3",
            "iphone-15.json:24:9: portrait.keyboardHeightsByIOS.26.letters is -3.0; expected a positive height"
        ),
        (
            "\"kind\": \"dynamicIsland\"", "\"kind\": \"island\"",
            "iphone-15.json:59:5: cutout.kind: expected \"none\", \"dynamicIsland\", \"notch\" or \"punchHole\", found \"island\""
        ),
    ])
    func badDeviceFiles(find: String, replace: String, expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let assets = folder.appending(path: "Assets")
        try FileManager.default.copyItem(at: packageRoot.appending(path: "Assets"), to: assets)
        let device = assets.appending(path: "Devices/iphone-15.json")
        let text = try String(contentsOf: device, encoding: .utf8)
        #expect(text.contains(find))
        try text.replacingOccurrences(of: find, with: replace).write(to: device, atomically: true, encoding: .utf8)
        let result = try keyboardLab(["devices", "--assets", assets.path])
        #expect(result.status != 0)
        #expect(!result.crashed)
        #expect(result.stderr.contains("iphone-15.json"), "\(result.stderr)")
        #expect(result.stderr.contains(expected), "\(result.stderr)")
    }

    @Test func missingAssetsFontsAndOutputFolders() throws {
        let missing = try keyboardLab(["devices", "--assets", "/nonexistent/Assets"])
        #expect(missing.status != 0 && !missing.crashed)
        #expect(missing.stderr.contains("/nonexistent/Assets: the Assets folder is missing"))

        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let assets = folder.appending(path: "Assets")
        try FileManager.default.copyItem(at: packageRoot.appending(path: "Assets"), to: assets)
        try FileManager.default.removeItem(at: assets.appending(path: "Fonts/Inter-Regular.otf"))
        let noFont = try keyboardLab([
            "shoot", "Assets/Scenarios/demo.scenario", "--out", folder.appending(path: "o").path, "--assets",
            assets.path,
        ])
        #expect(noFont.status != 0 && !noFont.crashed)
        #expect(noFont.stderr.contains("Inter-Regular.otf"), "\(noFont.stderr)")

        let blocked = try keyboardLab(["shoot", "Assets/Scenarios/demo.scenario", "--out", "/proc/version/out"])
        #expect(blocked.status != 0 && !blocked.crashed)
        #expect(blocked.stderr.contains("/proc/version/out: cannot create the output folder"), "\(blocked.stderr)")
    }

    @Test(arguments: [
        (
            ["shoot", "x.scenario", "--appearance", "sepia"],
            "--appearance sepia: unknown value \"sepia\"; expected light or dark"
        ),
        (
            ["shoot", "x.scenario", "--text-size", "huge"],
            "--text-size huge: unknown value \"huge\"; expected xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4 or ax5"
        ),
        (
            ["check", "x.scenario", "--goldens", "g", "--keyboard", "split"],
            "--keyboard split: unknown value \"split\"; expected docked or floating"
        ),
    ])
    func badConditionFlagsAreOneLine(arguments: [String], expected: String) throws {
        let result = try run(arguments, files: ["x.scenario": "end 1"])
        #expect(result.status == 64 && !result.crashed, "\(result.stderr)")
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
    }

    @Test(arguments: [
        ("text-size huge\nend 1", "bad.scenario:1:11: expected xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4 or ax5"),
        ("appearance sepia\nend 1", "bad.scenario:1:12: expected light or dark, found \"sepia\""),
        ("at 0 keyboard split\nend 1", "bad.scenario:1:15: expected docked or floating, found \"split\""),
    ])
    func badConditionLines(text: String, expected: String) throws {
        let result = try run(["shoot", "bad.scenario", "--out", "out"], files: ["bad.scenario": text])
        #expect(result.status != 0 && !result.crashed)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
    }

    @Test func unknownDeviceOnTheCommandLine() throws {
        let result = try keyboardLab(["run", "--device", "nokia-3310"])
        #expect(result.status != 0 && !result.crashed)
        let prefix = "--device nokia-3310: unknown device; expected one of "
        let line = try #require(result.stderr.split(separator: "\n").first { $0.contains(prefix) })
        let named = line.components(separatedBy: prefix).last?.split(separator: ", ").map(String.init) ?? []
        let files = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appending(path: "Assets/Devices").path)
        #expect(Set(named) == Set(files.map { String($0.dropLast(".json".count)) }), "every device named: \(line)")
    }
}
