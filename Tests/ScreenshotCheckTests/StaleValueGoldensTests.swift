import CheckReport
import Foundation
import Testing

@testable import ScreenshotCheck

/// Value goldens are goldens too: an entry of `values.json` that names no capture is stale, and pruned.
@Suite struct StaleValueGoldensTests {
    /// A goldens folder whose scenario `s` has a PNG per capture of `captures` and values for `values`.
    static func goldens(captures: [String], values: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "stale-values-\(UUID().uuidString)")
        let folder = root.appending(path: "s")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for capture in captures { try Data("png".utf8).write(to: folder.appending(path: "\(capture).png")) }
        let golden = ValueGolden(captures: Dictionary(uniqueKeysWithValues: values.map { ($0, ["keyboard.y": 516.0]) }))
        try golden.encoded().write(to: folder.appending(path: "values.json"))
        return root
    }

    @Test func anEntryForACaptureTheScenarioNoLongerHasIsStale() throws {
        let root = try Self.goldens(captures: ["up", "down"], values: ["up", "down", "gone", "old"])
        defer { try? FileManager.default.removeItem(at: root) }
        let stale = StaleGoldens(root: root, scaleSuffix: "").find(
            checked: ["": ["s": ["up", "down"]]], orphansIn: [], scenarioFolders: [])
        #expect(stale == ["s/values.json#gone", "s/values.json#old"])
        let atTwo = StaleGoldens(root: root, scaleSuffix: "@2x").find(
            checked: ["": ["s": ["up", "down"]]], orphansIn: [], scenarioFolders: [])
        #expect(atTwo == ["s/values.json#gone", "s/values.json#old"], "values hold for every scale")
    }

    @Test func pruningRewritesTheFileWithoutTheStaleEntriesAndKeepsTheOldOne() throws {
        let root = try Self.goldens(captures: ["up"], values: ["up", "gone"])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appending(path: "s/values.json")
        let before = try Data(contentsOf: file)
        let finder = StaleGoldens(root: root, scaleSuffix: "")
        #expect(finder.prune(["s/values.json#gone"], batch: "b").isEmpty)
        let after = try ValueGolden(decoding: try Data(contentsOf: file), file: "values.json")
        #expect(Array(after.captures.keys) == ["up"])
        #expect(try Data(contentsOf: root.appending(path: ".trash/b/s/values.json")) == before)
        #expect(finder.find(checked: ["": ["s": ["up"]]], orphansIn: [], scenarioFolders: []).isEmpty)
    }

    @Test func aFileLeftWithNoEntryIsRemoved() throws {
        let root = try Self.goldens(captures: ["up"], values: ["gone"])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(StaleGoldens(root: root, scaleSuffix: "").prune(["s/values.json#gone"], batch: "b").isEmpty)
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "s/values.json").path))
    }

    @Test func anUnreadableFileIsLeftToTheCheck() throws {
        let root = try Self.goldens(captures: ["up"], values: [])
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("{ not json".utf8).write(to: root.appending(path: "s/values.json"))
        let stale = StaleGoldens(root: root, scaleSuffix: "").find(
            checked: ["": ["s": ["up"]]], orphansIn: [], scenarioFolders: [])
        #expect(stale.isEmpty)
    }

    @Test func onlyAValuesFileEntryIsReadAsOne() {
        #expect(StaleGoldens.valueEntry("s/values.json#gone")?.file == "s/values.json")
        #expect(StaleGoldens.valueEntry("combo/s/values.json#a#b")?.capture == "a#b")
        #expect(StaleGoldens.valueEntry("s/old-values.json#x") == nil)
        #expect(StaleGoldens.valueEntry("s/gone.png") == nil)
    }

    @Test func theRecordCommandIsTheCheckWithRecordAllForEveryScenario() {
        let command = GoldenCheck.recordCommand(arguments: [
            "check", "a b.scenario", "--goldens", "g", "--record", "never", "--shard", "1/2", "--summary=s.md",
            "--strict", "--values", "--junit", "j.xml",
        ])
        #expect(command == "keyboard-lab check 'a b.scenario' --goldens g --values --record all")
        #expect(GoldenCheck.recordCommand(arguments: []) == nil)
    }
}
