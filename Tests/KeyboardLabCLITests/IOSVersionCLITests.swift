import Foundation
import Testing

/// `--ios`, `--quirks`, the scenario lines `ios` and `quirks`, and `ios=` / `quirks=` in sheets, as a user types
/// them.
@Suite(.serialized, Integration.run) struct IOSVersionCLITests {
    @Test(arguments: [
        (
            ["shoot", "x.scenario", "--ios", "25"],
            "--ios 25: unknown iOS version \"25\"; did you mean \"26\"?; expected 18 or 26"
        ),
        (
            ["check", "x.scenario", "--goldens", "g", "--quirks", "late-did,hiden-height-44"],
            "--quirks late-did,hiden-height-44: unknown quirk \"hiden-height-44\"; did you mean \"hidden-height-44\"?"
        ),
        (["run", "--quirks", "slow"], "unknown quirk \"slow\"; expected hidden-height-44, accessory-outside-frame"),
        (
            ["shoot", "x.scenario", "--presentation", "formSheat"],
            "--presentation formSheat: unknown presentation style \"formSheat\"; did you mean \"formSheet\"?"
        ),
    ])
    func badFlagsAreOneLineAndRenderNothing(arguments: [String], expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "end 1".write(to: folder.appending(path: "x.scenario"), atomically: true, encoding: .utf8)
        let out = folder.appending(path: "out")
        let result = try keyboardLab(arguments + (arguments[0] == "shoot" ? ["--out", out.path] : []), in: folder)
        #expect(result.status != 0 && !result.crashed)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing rendered")
    }

    @Test(arguments: [
        ("ios 19\nend 1", "bad.scenario:1:5: unknown iOS version \"19\"; did you mean \"18\"?; expected 18 or 26"),
        (
            "quirks late-did, view-coordinate\nend 1",
            "bad.scenario:1:18: unknown quirk \"view-coordinate\"; did you mean \"view-coordinates\"?"
        ),
        ("at 0.5 ios 17\nend 1", "bad.scenario:1:12: unknown iOS version \"17\""),
        (
            "presentation pageSheet tall\nend 1",
            "bad.scenario:1:24: unknown presentation detent \"tall\"; expected large, medium"
        ),
        ("at 1 presentation popover\nend 2", "bad.scenario:1:19: unknown presentation style \"popover\""),
    ])
    func badScenarioLinesNameTheLineAndColumn(text: String, expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try text.write(to: folder.appending(path: "bad.scenario"), atomically: true, encoding: .utf8)
        let result = try keyboardLab(["shoot", "bad.scenario", "--out", "out"], in: folder)
        #expect(result.status != 0 && !result.crashed)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "out").path))
    }

    @Test func aSheetVariesTheIOSVersionAndTheQuirks() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appending(path: "sheet.png")
        let result = try keyboardLab([
            "sheet", "Assets/Scenarios/tab-through.scenario", "--at", "1.0", "--vary", "ios=18,26",
            "--vary", "quirks=none,hidden-height-44/late-did", "--out", out.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote a sheet of 4 tiles (2 rows)"), "\(result.stdout)")
        let bad = try keyboardLab([
            "sheet", "Assets/Scenarios/tab-through.scenario", "--at", "1.0", "--vary", "quirks=late",
            "--out", out.path,
        ])
        #expect(bad.status != 0 && bad.stderr.contains("unknown quirk \"late\""), "\(bad.stderr)")
    }

    @Test func shootOnIOS26DrawsTheTallerKeyboardAndTheTraceShowsTheQuirkyStream() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appending(path: "trace.jsonl")
        let scenario = folder.appending(path: "hide.scenario")
        try "at 0 accessory on\nat 0 tap field hate\nat 0.8 dismiss\ncapture 0.6 as up\nend 1.5".write(
            to: scenario, atomically: true, encoding: .utf8)
        let result = try keyboardLab([
            "shoot", scenario.path, "--ios", "26", "--out", folder.appending(path: "o").path, "--trace", trace.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
        let notes = lines.filter { $0.contains("\"keyboardWillHide\"") }
        #expect(!notes.isEmpty)
        // hidden-height-44: the hide's end frame is 44 tall, at the screen's bottom.
        #expect(notes.allSatisfy { $0.contains("\"endFrame\":[0,808,393,44]") }, "\(notes)")
    }
}
