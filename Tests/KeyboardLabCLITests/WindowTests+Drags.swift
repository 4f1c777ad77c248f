import Foundation
import Testing

/// Interactive dismissal in the real window: the mouse drags the content down through the keyboard.
extension WindowTests {
    /// The frame lines of a trace, decoded.
    func frames(_ trace: String) throws -> [[String: Any]] {
        try trace.split(separator: "\n").compactMap {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// Clicks the hobbies field, then drags with the mouse through `ys` (window points on the phone screen) at
    /// one step per 30 ms, as a slow finger, and releases; returns the decoded trace.
    func interactiveDrag(through ys: [Int]) throws -> [[String: Any]] {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var lines: [[String: Any]] = []
        try withVirtualDisplay { display in
            let (app, errors) = try launch(
                ["--trace", "trace.jsonl", "--dismiss-mode", "interactive", "--exit-after", "8"], display: display,
                in: folder)
            try waitForTrace(folder.appending(path: "trace.jsonl"), app: app, errors: errors)
            let trace = try String(contentsOf: folder.appending(path: "trace.jsonl"), encoding: .utf8)
            let layout = try #require(try frames(trace).first)
            let origin = try #require(layout["screenOrigin"] as? [Double])
            let hobbies = try #require((layout["fields"] as? [String: [Double]])?["hobbies"])
            let x = Int(origin[0] + hobbies[0] + hobbies[2] / 2)
            try xdotool(
                [
                    "search", "--name", "KeyboardLab", "mousemove", "--window", "%1", "\(x)",
                    "\(Int(origin[1] + hobbies[1] + hobbies[3] / 2))", "click", "1",
                ], display: display)
            Thread.sleep(forTimeInterval: 1)
            var drag = ["search", "--name", "KeyboardLab", "mousemove", "--window", "%1", "\(x)"]
            drag += ["\(Int(origin[1]) + ys[0])", "mousedown", "1"]
            for y in ys.dropFirst() {
                drag += ["sleep", "0.03", "mousemove", "--window", "%1", "\(x)", "\(Int(origin[1]) + y)"]
            }
            try xdotool(drag + ["mouseup", "1"], display: display)
            #expect(app.waitUntilExit(within: 60), "the app did not exit by itself")
            #expect(app.terminationStatus == 0)
            lines = try frames(String(contentsOf: folder.appending(path: "trace.jsonl"), encoding: .utf8))
        }
        return lines
    }

    /// Checks that on every traced frame where the keyboard follows the finger, its top is within 1 pt of
    /// `max(restingTop, finger.y)`; returns how many such frames there were.
    func checkTracking(_ lines: [[String: Any]], restingTop: Double) -> Int {
        var following = 0
        for line in lines where line["kind"] as? String == "frame" && line["interactive"] as? Bool == true {
            following += 1
            let top = (line["keyboardFrame"] as? [Double])?[1] ?? 0
            let finger = (line["touch"] as? [Double])?[1] ?? 0
            #expect(abs(top - max(restingTop, finger)) <= 1, "top \(top), finger \(finger) at \(line["t"] ?? "?")")
        }
        return following
    }

    @Test(.enabled(if: hasDesktopTools)) func aSlowDragDownThroughTheKeyboardDismissesItInteractively() throws {
        let lines = try interactiveDrag(through: Array(stride(from: 300, through: 820, by: 13)))
        #expect(checkTracking(lines, restingTop: 516) >= 10, "the keyboard followed the finger for many frames")
        let names = lines.filter { $0["kind"] as? String == "notification" }.compactMap { $0["name"] as? String }
        #expect(
            names.suffix(4) == [
                "keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide",
            ])
        let last = try #require(lines.last { $0["kind"] as? String == "frame" })
        #expect(last["focused"] is NSNull)
        #expect(last["contentInset"] as? [Double] == [0, 0, 34, 0], "inset back to I0")
        let offset = (last["contentOffset"] as? [Double])?[1] ?? -1
        let layout = try #require(lines.last { $0["kind"] as? String == "layout" })
        let contentHeight = (layout["contentSize"] as? [Double])?[1] ?? 0
        #expect(offset >= 0 && offset <= max(0, contentHeight + 34 - 749), "offset clamped to what I0 allows")
    }

    @Test(.enabled(if: hasDesktopTools)) func aDragThatEndsMovingUpBringsTheKeyboardBack() throws {
        let down = Array(stride(from: 300, through: 790, by: 14))
        let lines = try interactiveDrag(through: down + Array(stride(from: 780, through: 640, by: -14)))
        #expect(checkTracking(lines, restingTop: 516) >= 10)
        let names = lines.filter { $0["kind"] as? String == "notification" }.compactMap { $0["name"] as? String }
        #expect(
            names.suffix(4) == [
                "keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow",
            ])
        let last = try #require(lines.last { $0["kind"] as? String == "frame" })
        #expect(last["focused"] as? String == "hobbies")
        #expect((last["keyboardFrame"] as? [Double])?[1] == 516, "back at its resting frame")
    }
}
