import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI

extension Benchmarks {
    /// What `run`'s live reload costs the frame loop: microseconds a poll of two unchanged form files (a `stat` each),
    /// the mean over 20,000 polls. The window polls four times a second.
    func liveReloadPoll() throws -> Double {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "form.json")
        let form = #"{"title": "T", "sections": [{"title": "S", "fields": [{"id": "a", "label": "A"}]}]}"#
        try Data(form.utf8).write(to: file)
        var reload = LiveReload(files: [.form(path: file.path), .form(path: file.path)])
        let rounds = 20_000
        var changes = 0
        let start = clock.now
        for _ in 0..<rounds { changes += reload.poll().count }
        let elapsed = Self.milliseconds(clock.now - start) * 1000
        guard changes == 0 else { throw LabError("bench: an unchanged file reported \(changes) changes") }
        return elapsed / Double(rounds)
    }

    /// The table's row for ``liveReloadPoll()``'s figure.
    static func liveReloadRow(_ microseconds: Double) -> (String, String, String) {
        ("live reload: a poll of two unchanged files", String(format: "%.2f µs", microseconds), "≤ 500 µs")
    }

    /// The bench JSON's member for ``liveReloadPoll()``'s figure.
    static func liveReloadJSON(_ microseconds: Double) -> String {
        "\"live_reload_poll_us\":\(NumberText.compact(microseconds))"
    }
}
