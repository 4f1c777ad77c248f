import Foundation
import Testing

/// Recording in the real window under Xvfb: a video of the window with Ctrl+R, and a session recorded as a
/// scenario that `shoot` replays to the same end.
extension WindowTests {
    /// The screen origin and the centre of field `id`, in window pixels, from the trace's layout line.
    func fieldCentre(_ id: String, trace: URL) throws -> (origin: [Double], x: Int, y: Int) {
        let layout = try #require(try frames(String(contentsOf: trace, encoding: .utf8)).first)
        let origin = try #require(layout["screenOrigin"] as? [Double])
        let field = try #require((layout["fields"] as? [String: [Double]])?[id])
        return (origin, Int(origin[0] + field[0] + field[2] / 2), Int(origin[1] + field[1] + field[3] / 2))
    }

    /// The last text each field held while focused, and the last frame line.
    func finalState(_ trace: URL) throws -> (texts: [String: String], last: [String: Any]) {
        let lines = try frames(String(contentsOf: trace, encoding: .utf8)).filter { $0["kind"] as? String == "frame" }
        var texts: [String: String] = [:]
        for line in lines {
            if let id = line["focused"] as? String, let text = line["text"] as? String { texts[id] = text }
        }
        return (texts, try #require(lines.last))
    }

    /// Clicks window pixel (`x`, `y`), waits for the keyboard, and types `text` as a user would.
    func clickAndType(_ text: String, at point: (origin: [Double], x: Int, y: Int), display: String) throws {
        try xdotool(
            [
                "search", "--name", "KeyboardLab", "mousemove", "--window", "%1", "\(point.x)", "\(point.y)", "click",
                "1",
            ],
            display: display)
        Thread.sleep(forTimeInterval: 0.8)
        try xdotool(["type", "--delay", "60", text], display: display)
    }

    @Test(.enabled(if: hasDesktopTools && VideoTests.hasFFmpeg))
    func ctrlRRecordsTheWindowToAVideoAtTheSessionsRealTiming() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var recorded = 0.0
        try withVirtualDisplay { display in
            let (app, errors) = try launch(
                ["--screenshots", "shots", "--trace", "trace.jsonl", "--exit-after", "8"], display: display, in: folder)
            let trace = folder.appending(path: "trace.jsonl")
            try waitForTrace(trace, app: app, errors: errors)
            let hobbies = try fieldCentre("hobbies", trace: trace)
            try xdotool(["search", "--name", "KeyboardLab", "key", "--window", "%1", "ctrl+r"], display: display)
            let started = Date()
            try clickAndType("Chess", at: hobbies, display: display)
            Thread.sleep(forTimeInterval: max(0, 3 - Date().timeIntervalSince(started)))
            try xdotool(["search", "--name", "KeyboardLab", "key", "--window", "%1", "ctrl+r"], display: display)
            recorded = Date().timeIntervalSince(started)
            #expect(app.waitUntilExit(within: 60), "the app did not exit by itself")
        }
        let shots = folder.appending(path: "shots")
        let videos = try FileManager.default.contentsOfDirectory(atPath: shots.path).filter { $0.hasSuffix(".mp4") }
        #expect(videos.count == 1, "\(videos)")
        let video = try #require(videos.first)
        let probe = try VideoTests().probe(shots.appending(path: video))
        #expect(probe["r_frame_rate"] == "60/1")
        // The video lasts as long as the recording did, whatever the window's frame rate: slow frames repeat.
        let duration = try #require(probe["duration"].flatMap(Double.init))
        #expect(abs(duration - recorded) < 0.5, "video \(duration) s for \(recorded) s recorded")
    }

    @Test(.enabled(if: hasDesktopTools))
    func aSessionRecordedInTheWindowReplaysWithShootToTheSameValuesAndKeyboard() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appending(path: "trace.jsonl")
        try withVirtualDisplay { display in
            let (app, errors) = try launch(
                [
                    "--record-scenario", "recorded.scenario", "--values", "values.json", "--trace", "trace.jsonl",
                    "--dismiss-mode", "interactive", "--exit-after", "9",
                ], display: display, in: folder)
            try waitForTrace(trace, app: app, errors: errors)
            let hobbies = try fieldCentre("hobbies", trace: trace)
            try clickAndType("Chess", at: hobbies, display: display)
            try xdotool(["key", "Tab"], display: display)
            Thread.sleep(forTimeInterval: 0.8)
            try xdotool(["type", "--delay", "60", "Tea"], display: display)
            Thread.sleep(forTimeInterval: 0.5)
            // Drag the content down through the keyboard, slowly, and release low: an interactive dismissal.
            var drag = ["search", "--name", "KeyboardLab", "mousemove", "--window", "%1", "\(hobbies.x)"]
            drag += ["\(Int(hobbies.origin[1]) + 300)", "mousedown", "1"]
            for y in stride(from: 320, through: 840, by: 20) {
                drag += [
                    "sleep", "0.03", "mousemove", "--window", "%1", "\(hobbies.x)", "\(Int(hobbies.origin[1]) + y)",
                ]
            }
            try xdotool(drag + ["mouseup", "1"], display: display)
            #expect(app.waitUntilExit(within: 60), "the app did not exit by itself")
            #expect(app.terminationStatus == 0)
        }
        let scenario = try String(contentsOf: folder.appending(path: "recorded.scenario"), encoding: .utf8)
        #expect(scenario.contains("tap field hobbies"), "\(scenario)")
        #expect(scenario.contains(" drag "), "\(scenario)")
        let replay = try keyboardLab(
            ["shoot", "recorded.scenario", "--out", "replay", "--trace", "replay.jsonl"], in: folder)
        #expect(replay.status == 0, "\(replay.stderr)")
        let window = try finalState(trace)
        let replayed = try finalState(folder.appending(path: "replay.jsonl"))
        #expect(window.texts["hobbies"] == "Chess")
        #expect(window.texts.count == 2, "typed into two fields: \(window.texts)")
        #expect(replayed.texts == window.texts, "\(scenario)")
        #expect(window.last["focused"] is NSNull, "the drag dismissed the keyboard")
        #expect(replayed.last["focused"] is NSNull)
        #expect(replayed.last["keyboardFrame"] as? [Double] == window.last["keyboardFrame"] as? [Double])
        let saved = try String(contentsOf: folder.appending(path: "values.json"), encoding: .utf8)
        #expect(saved.contains(#""hobbies" : "Chess""#), "\(saved)")
    }
}
