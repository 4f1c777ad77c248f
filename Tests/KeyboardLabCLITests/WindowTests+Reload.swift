import Foundation
import Testing

extension WindowTests {
    /// A form file saved while the window shows it: a good save shows the new form with the typed text and focus
    /// kept; a bad save says what is wrong on standard error and keeps the last good form.
    @Test(.enabled(if: hasDesktopTools)) func savingTheFormFileReloadsItInTheWindow() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let form = folder.appending(path: "form.json")
        func write(_ fields: String) throws {
            try #"{"title": "Live", "sections": [{"title": "S", "fields": [\#(fields)]}]}"#.write(
                to: form, atomically: true, encoding: .utf8)
        }
        try write(#"{"id": "name", "label": "Name"}"#)
        var printed = ""
        try withVirtualDisplay { display in
            let (app, errors) = try launch(
                ["--form", "form.json", "--trace", "trace.jsonl", "--exit-after", "9"], display: display, in: folder)
            try waitForTrace(folder.appending(path: "trace.jsonl"), app: app, errors: errors)
            let layout = try #require(
                try frames(String(contentsOf: folder.appending(path: "trace.jsonl"), encoding: .utf8)).first)
            let origin = try #require(layout["screenOrigin"] as? [Double])
            let name = try #require((layout["fields"] as? [String: [Double]])?["name"])
            try xdotool(
                [
                    "search", "--name", "KeyboardLab", "mousemove", "--window", "%1",
                    "\(Int(origin[0] + name[0] + name[2] / 2))", "\(Int(origin[1] + name[1] + name[3] / 2))",
                    "click", "1",
                ],
                display: display)
            Thread.sleep(forTimeInterval: 0.8)
            try xdotool(["type", "--delay", "60", "Camille"], display: display)
            Thread.sleep(forTimeInterval: 0.8)
            // A good save: a field above, the focused one kept.
            try write(#"{"id": "title", "label": "Title"}, {"id": "name", "label": "Full name"}"#)
            Thread.sleep(forTimeInterval: 2)
            // A bad save: a misspelt key.
            try write(#"{"id": "title", "label": "Title"}, {"id": "name", "lable": "Full name"}"#)
            Thread.sleep(forTimeInterval: 2)
            #expect(app.waitUntilExit(within: 60), "the app did not exit by itself")
            #expect(app.terminationStatus == 0)
            printed = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        let trace = try frames(String(contentsOf: folder.appending(path: "trace.jsonl"), encoding: .utf8))
        let layouts = trace.filter { $0["kind"] as? String == "layout" }
        #expect(layouts.contains { ($0["fields"] as? [String: Any])?.keys.contains("title") == true }, "reloaded")
        let lastFrame = try #require(trace.last { $0["kind"] as? String == "frame" })
        #expect(lastFrame["focused"] as? String == "name", "focus kept through the reload")
        #expect(lastFrame["text"] as? String == "Camille", "typed text kept")
        let reloaded = trace.filter { $0["kind"] as? String == "frame" }.drop {
            ($0["focusedRect"] as? [Double]) == nil
        }
        #expect(reloaded.allSatisfy { $0["focused"] as? String == "name" }, "the keyboard never went down")
        let lines = printed.split(separator: "\n")
        #expect(
            lines.contains { $0.contains("form.json:") && $0.contains("lable") && $0.contains("did you mean") },
            "the bad save's one-line error: \(printed)")
    }
}
