import Foundation
import Testing

/// `--screen FILE` and the scenario line `screen FILE`, as a user types them.
@Suite(.serialized, Integration.run) struct ScreenCLITests {
    @Test func aScreenFlagReplacesTheScenariosFormAndTheTraceNamesTheCard() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "at 0.3 tap search\ncapture 0.9 as up\nend 1".write(
            to: folder.appending(path: "s.scenario"), atomically: true, encoding: .utf8)
        let trace = folder.appending(path: "t.jsonl")
        let screen = packageRoot.appending(path: "Assets/Screens/contacts.json").path
        let result = try keyboardLab(
            [
                "shoot", "s.scenario", "--screen", screen, "--presentation", "pageSheet", "--out", "o", "--trace",
                trace.path,
            ],
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let layout = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")[0]
        #expect(layout.contains("\"search\":[16,121,361,36]"), "\(layout)")
        #expect(layout.contains("\"card\":[0,69,393,783]"))
        #expect(FileManager.default.fileExists(atPath: folder.appending(path: "o/s/up-0.90.png").path))
    }

    @Test(arguments: [
        (
            "{\"content\": {\"kind\": \"chat\"}}",
            "bad.json:1:14: content.kind: unknown kind \"chat\"; expected \"form\", \"list\", \"messages\" or \"image\""
        ),
        (
            "{\"content\": {\"kind\": \"list\", \"rows\": [1]}}",
            "bad.json:1:30: content.rows: expected a non-empty list of strings"
        ),
        (
            "{\"content\": {\"kind\": \"messages\", \"messages\": []},\n \"bottomBar\": {\"kind\": \"composer\", \"maxLines\": 0}}",
            "bad.json:2:36: bottomBar.maxLines: found 0; expected a whole number from 1 to 20"
        ),
        (
            "{\"content\": {\"kind\": \"list\", \"rows\": [\"a\"]},\n \"tabBar\": {\"items\": [\"A\", \"B\"], \"selected\": 5}}",
            "bad.json:2:34: tabBar.selected: found 5; expected a tab index from 0 to 1"
        ),
    ])
    func aBadScreenIsOneLineAndNothingIsRendered(text: String, expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try expectRefused(screen: text, expected: expected, in: folder)
    }

    @Test(arguments: [
        ("at 0.5 tap tab 4", "s.scenario:1:1: `tap tab 4`: the tab bar has 4 tabs; expected 0 to 3"),
        ("at 0.5 send", "s.scenario:1:1: `send`: the screen has no composer; expected a bottomBar of kind composer"),
        (
            "at 0.5 tap bar",
            "s.scenario:1:1: `tap bar`: the screen has no button bar; expected a bottomBar of kind button"
        ),
    ])
    func barCommandsTheScreenCannotTakeNameTheLine(command: String, expected: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try (command + "\nend 1").write(to: folder.appending(path: "s.scenario"), atomically: true, encoding: .utf8)
        let screen = packageRoot.appending(path: "Assets/Screens/settings-tabs.json").path
        let result = try keyboardLab(["shoot", "s.scenario", "--out", "o", "--screen", screen], in: folder)
        #expect(result.status != 0 && !result.crashed)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "o").path))
    }

    @Test func tapSearchOnAScreenWithoutOneNamesTheLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "at 0.5 tap search\nend 1".write(
            to: folder.appending(path: "s.scenario"), atomically: true, encoding: .utf8)
        let result = try keyboardLab(["shoot", "s.scenario", "--out", "o"], in: folder)
        #expect(result.status != 0)
        #expect(
            result.stderr.contains("s.scenario:1:1: `tap search`: the screen has no search field"), "\(result.stderr)")
    }
}
