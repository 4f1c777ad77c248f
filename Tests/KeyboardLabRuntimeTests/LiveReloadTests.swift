import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import KeyboardLabRuntime

/// `run`'s live reload: a save is read once it has settled, a good one gives the new screen or device, a bad one its
/// one-line error (kept until a good save). What a poll of an unchanged file costs is the bench's figure
/// (`live_reload_poll_us`).
@Suite struct LiveReloadTests {
    /// A fresh folder for the files one test writes.
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "live-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func form(_ label: String) -> String {
        #"{"title": "T", "sections": [{"title": "S", "fields": [{"id": "a", "label": "\#(label)"}]}]}"#
    }

    /// Writes `text` to `url` with a modification time `seconds` after a fixed instant, so two saves within one
    /// clock tick still differ.
    private func save(_ text: String, to url: URL, at seconds: Double) throws {
        try Data(text.utf8).write(to: url)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000 + seconds)], ofItemAtPath: url.path)
    }

    @Test func aSettledGoodSaveGivesTheNewScreenOnce() throws {
        let file = try folder().appending(path: "form.json")
        try save(form("First"), to: file, at: 0)
        var reload = LiveReload(files: [.form(path: file.path)])
        #expect(reload.poll().isEmpty, "nothing changed since the start")
        try save(form("Second"), to: file, at: 1)
        #expect(reload.poll().isEmpty, "a save is read once it has stayed the same for a poll")
        let changes = reload.poll()
        guard case .screen(let screen)? = changes.first, changes.count == 1 else {
            Issue.record("expected one screen, got \(changes)")
            return
        }
        #expect(screen.form.fields.map(\.label) == ["Second"])
        #expect(reload.poll().isEmpty, "read once")
        #expect(reload.message == nil)
    }

    @Test func aBadSaveGivesItsOneLineErrorUntilAGoodSave() throws {
        let file = try folder().appending(path: "screen.json")
        try save(#"{"content": {"kind": "list", "rows": ["a"]}}"#, to: file, at: 0)
        var reload = LiveReload(files: [.screen(path: file.path)])
        try save(#"{"content": {"kind": "lists", "rows": ["a"]}}"#, to: file, at: 1)
        _ = reload.poll()
        let bad = reload.poll()
        let message = try #require(reload.message)
        #expect(bad == [.failed(message)])
        #expect(message.hasPrefix(file.path) && message.contains("did you mean \"list\"?"), "\(message)")
        #expect(!message.contains("\n"))
        #expect(reload.poll().isEmpty && reload.message == message, "the error stands until the next save")
        try save(#"{"content": {"kind": "list", "rows": ["b"]}}"#, to: file, at: 2)
        _ = reload.poll()
        guard case .screen(let screen)? = reload.poll().first else {
            Issue.record("expected the good save's screen")
            return
        }
        #expect(screen.content == .list)
        #expect(reload.message == nil, "a good save clears the error")
    }

    @Test func aDeviceFileReloadsAndMayNotChangeItsID() throws {
        let file = try folder().appending(path: "iphone-se.json")
        let shipped = try String(contentsOf: assetsFolder.appending(path: "Devices/iphone-se.json"), encoding: .utf8)
        try save(shipped, to: file, at: 0)
        var reload = LiveReload(files: [.device(id: "iphone-se", path: file.path)])
        try save(shipped.replacingOccurrences(of: "\"letters\": 216", with: "\"letters\": 230"), to: file, at: 1)
        _ = reload.poll()
        guard case .device(let profile)? = reload.poll().first else {
            Issue.record("expected the device")
            return
        }
        #expect(profile.portrait.keyboardHeights.letters == 230)
        try save(
            shipped.replacingOccurrences(of: "\"id\": \"iphone-se\"", with: "\"id\": \"iphone-sf\""), to: file, at: 2)
        _ = reload.poll()
        #expect(reload.poll().first == .failed(reload.message ?? ""))
        #expect(reload.message?.contains("expected \"iphone-se\"") == true)
    }

    @Test func aFileThatDisappearsAndComesBackIsReadAgain() throws {
        let file = try folder().appending(path: "form.json")
        try save(form("One"), to: file, at: 0)
        var reload = LiveReload(files: [.form(path: file.path)])
        try FileManager.default.removeItem(at: file)
        #expect(reload.poll().isEmpty && reload.poll().isEmpty, "a missing file (mid-save by rename) is waited for")
        try save(form("One again"), to: file, at: 0)
        _ = reload.poll()
        guard case .screen(let screen)? = reload.poll().first else {
            Issue.record("expected the screen")
            return
        }
        #expect(screen.form.fields.map(\.label) == ["One again"])
    }
}
