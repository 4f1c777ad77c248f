import Foundation
import Testing

/// A two-phone demo recorded live in the window replays with `shoot` to the same trace: the same notifications in
/// the same order with the same frames, within a frame of the same instants, and the same settled values.
extension WindowTests {
    /// The trace's notification lines, as (time, what they say but the time).
    func notifications(_ trace: URL) throws -> [(t: Double, line: String)] {
        try frames(String(contentsOf: trace, encoding: .utf8)).filter { $0["kind"] as? String == "notification" }.map {
            var rest = $0
            let time = rest.removeValue(forKey: "t") as? Double ?? -1
            let data = try JSONSerialization.data(withJSONObject: rest, options: [.sortedKeys])
            return (time, String(decoding: data, as: UTF8.self))
        }
    }

    /// The settled values of a trace's last frame line: what a replay must end on.
    func settled(_ trace: URL) throws -> [String] {
        let last = try finalState(trace).last
        return ["keyboardFrame", "contentInset", "contentOffset", "focused", "text", "scrollFrame", "strategy"].map {
            "\($0)=\(last[$0].map { "\($0)" } ?? "nil")"
        }
    }

    /// Drags the content of the first phone from `from` down to `low` slowly, then flicks it up to `release` and lets
    /// go: with interactive dismissal the keyboard follows the finger down and comes back up.
    func flick(at x: Int, origin: Double, from: Int, low: Int, release: Int, display: String) throws {
        var drag = ["search", "--name", "KeyboardLab", "mousemove", "--window", "%1", "\(x)", "\(Int(origin) + from)"]
        drag += ["mousedown", "1"]
        for y in stride(from: from + 20, through: low, by: 20) {
            drag += ["sleep", "0.03", "mousemove", "--window", "%1", "\(x)", "\(Int(origin) + y)"]
        }
        for y in stride(from: low - 40, through: release, by: -40) {
            drag += ["sleep", "0.01", "mousemove", "--window", "%1", "\(x)", "\(Int(origin) + y)"]
        }
        try xdotool(drag + ["mouseup", "1"], display: display)
    }

    @Test(.enabled(if: hasDesktopTools))
    func aTwoPhoneDemoWithAFlickRecordedLiveReplaysToTheSameTrace() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appending(path: "trace.jsonl")
        try withVirtualDisplay(screen: "1920x1080") { display in
            let (app, errors) = try launch(
                [
                    "--compare", "strategy=keyboardlab,strategy=listener-2018", "--dismiss-mode", "interactive",
                    "--record-scenario", "demo.scenario", "--trace", "trace.jsonl", "--exit-after", "10",
                ], display: display, in: folder)
            try waitForTrace(trace, app: app, errors: errors)
            let hobbies = try fieldCentre("hobbies", trace: trace)
            try clickAndType("Chess", at: hobbies, display: display)
            Thread.sleep(forTimeInterval: 0.8)
            try flick(at: hobbies.x, origin: hobbies.origin[1], from: 300, low: 640, release: 400, display: display)
            Thread.sleep(forTimeInterval: 1)
            try xdotool(["type", "--delay", "60", " club"], display: display)
            #expect(app.waitUntilExit(within: 60), "the app did not exit by itself")
            #expect(app.terminationStatus == 0)
        }
        let scenario = try String(contentsOf: folder.appending(path: "demo.scenario"), encoding: .utf8)
        #expect(scenario.contains("compare strategy=keyboardlab,strategy=listener-2018"), "\(scenario)")
        #expect(scenario.contains(" drag ") && scenario.contains(" timed "), "\(scenario)")
        let replay = try keyboardLab(
            ["shoot", "demo.scenario", "--out", "replay", "--trace", "replay.jsonl"], in: folder)
        #expect(replay.status == 0, "\(replay.stderr)")
        for (live, replayed) in [("trace.jsonl", "replay.jsonl"), ("trace-2.jsonl", "replay-2.jsonl")] {
            let window = folder.appending(path: live)
            let again = folder.appending(path: replayed)
            #expect(try finalState(window).texts["hobbies"] == "Chess club", "\(live): \(scenario)")
            // The flick brought the keyboard back: still focused at the end, live and replayed.
            #expect(try finalState(window).last["focused"] as? String == "hobbies", "\(live)")
            // ... after following the finger down through the keyboard, live and replayed.
            for file in [window, again] {
                let lines = try frames(String(contentsOf: file, encoding: .utf8)).filter {
                    $0["kind"] as? String == "frame"
                }
                let tops = lines.compactMap { ($0["keyboardFrame"] as? [Double])?[1] }
                let shown = try #require(tops.last)
                #expect(
                    (tops.max() ?? 0) > shown + 40,
                    "\(file.lastPathComponent): the keyboard went down \(tops.max() ?? 0)")
                #expect(lines.contains { $0["interactive"] as? Bool == true })
            }
            let (end, replayEnd) = (try settled(window), try settled(again))
            #expect(replayEnd == end, "\(live) \(end) against \(replayed) \(replayEnd)\n\(scenario)")
            let (a, b) = (try notifications(window), try notifications(again))
            #expect(a.map(\.line) == b.map(\.line), "\(live): notifications\n\(scenario)")
            // The recording's clock starts at the first action: times are compared from the first notification.
            let (a0, b0) = (a.first?.t ?? 0, b.first?.t ?? 0)
            for (x, y) in zip(a, b) {
                #expect(abs((x.t - a0) - (y.t - b0)) <= 0.05, "\(live): \(x.line) at \(x.t - a0) and \(y.t - b0)")
            }
        }
    }
}
