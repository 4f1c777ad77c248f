import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import Testing

@testable import KeyboardLabRuntime

/// The window's mouse and keys in process, as the Xvfb suite once drove them through X: interactive dismissal by a
/// drag, a click reaching the same field on every compared phone, and an iPad's floating keyboard.
@Suite struct WindowPointerTests {
    func frames(_ lines: [[String: Any]]) -> [[String: Any]] { lines.filter { $0["kind"] as? String == "frame" } }
    func names(_ lines: [[String: Any]]) -> [String] {
        lines.filter { $0["kind"] as? String == "notification" }.compactMap { $0["name"] as? String }
    }

    /// Clicks the hobbies field, then a second later drags through `ys` (points on the phone's screen) at one step
    /// per two frames, as a slow finger, and releases; returns the trace.
    func interactiveDrag(through ys: [Int]) throws -> [[String: Any]] {
        let window = TracedWindow(settings: ConditionOverrides(dismissMode: .interactive))
        let layout = try #require(try window.layouts().first)
        let hobbies = try TracedWindow.pixel(of: "hobbies", in: layout)
        let top = Int(try #require(layout["screenOrigin"] as? [Double])[1])
        let script = click(hobbies, at: 2).then(drag(through: ys.map { (hobbies.x, top + $0) }, at: 62))
        return try #require(try window.run(frames: 62 + 2 * ys.count + 60, script: script).first)
    }

    /// Checks that on every traced frame where the keyboard follows the finger, its top is within 1 pt of
    /// `max(restingTop, finger.y)`; returns how many such frames there were.
    func checkTracking(_ lines: [[String: Any]], restingTop: Double) -> Int {
        var following = 0
        for line in frames(lines) where line["interactive"] as? Bool == true {
            following += 1
            let top = (line["keyboardFrame"] as? [Double])?[1] ?? 0
            let finger = (line["touch"] as? [Double])?[1] ?? 0
            #expect(abs(top - max(restingTop, finger)) <= 1, "top \(top), finger \(finger) at \(line["t"] ?? "?")")
        }
        return following
    }

    @Test func aSlowDragDownThroughTheKeyboardDismissesItInteractively() throws {
        let lines = try interactiveDrag(through: Array(stride(from: 300, through: 820, by: 13)))
        #expect(checkTracking(lines, restingTop: 516) >= 10, "the keyboard followed the finger for many frames")
        #expect(
            names(lines).suffix(4) == [
                "keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide",
            ])
        let last = try #require(frames(lines).last)
        #expect(last["focused"] is NSNull)
        #expect(last["contentInset"] as? [Double] == [0, 0, 34, 0], "inset back to I0")
        let offset = (last["contentOffset"] as? [Double])?[1] ?? -1
        let layout = try #require(lines.last { $0["kind"] as? String == "layout" })
        let contentHeight = (layout["contentSize"] as? [Double])?[1] ?? 0
        #expect(offset >= 0 && offset <= max(0, contentHeight + 34 - 749), "offset clamped to what I0 allows")
    }

    @Test func aDragThatEndsMovingUpBringsTheKeyboardBack() throws {
        let down = Array(stride(from: 300, through: 790, by: 14))
        let lines = try interactiveDrag(through: down + Array(stride(from: 780, through: 640, by: -14)))
        #expect(checkTracking(lines, restingTop: 516) >= 10)
        #expect(
            names(lines).suffix(4) == [
                "keyboardWillChangeFrame", "keyboardWillShow", "keyboardDidChangeFrame", "keyboardDidShow",
            ])
        let last = try #require(frames(lines).last)
        #expect(last["focused"] as? String == "hobbies")
        #expect((last["keyboardFrame"] as? [Double])?[1] == 516, "back at its resting frame")
    }

    /// Compares `specs`: clicks field `id` in phone `phone`, types `text`, presses Tab `tabs` times 0.7 s apart;
    /// returns each phone's trace.
    func compareSession(_ specs: String, click id: String, in phone: Int, type text: String, tabs: Int) throws
        -> [[[String: Any]]]
    {
        let window = TracedWindow(compare: specs)
        let field = try TracedWindow.pixel(of: id, in: try window.layouts()[phone])
        var script = click(field, at: 2).then([50: [.textInput(text)]])
        for tab in 0..<tabs { script[92 + 42 * tab] = [.keyDown(.tab, modifiers: [])] }
        return try window.run(frames: 92 + 42 * tabs + 60, script: script)
    }

    @Test func comparingStrategiesOneClickAndTypingReachBothAndOnlyTheDefectiveIsFlagged() throws {
        let traces = try compareSession(
            "strategy=keyboardlab,strategy=listener-2018", click: "hobbies", in: 0, type: "Chess", tabs: 2)
        #expect(traces.count == 2)
        for (index, trace) in traces.enumerated() {
            let frames = frames(trace)
            #expect(frames.contains { $0["focused"] as? String == "hobbies" && $0["text"] as? String == "Chess" })
            #expect(frames.last?["focused"] as? String == "hate", "phone \(index + 1) followed both Tabs")
            let problems = frames.flatMap { ($0["problems"] as? [String]) ?? [] }
            if index == 0 {
                #expect(problems.isEmpty, "keyboardlab is never flagged: \(Set(problems))")
            } else {
                #expect(problems.contains { $0.hasPrefix("inset") }, "listener-2018's inset grows past the overlap")
                let inset = ((frames.last?["contentInset"] as? [Double]) ?? [])[safe: 2] ?? 0
                #expect(inset == 34 + 3 * 336, "I0 + 3 × the keyboard's height after a focus and two Tabs")
            }
        }
    }

    @Test func comparingDevicesAClickMapsToTheSameFieldOnEach() throws {
        let traces = try compareSession(
            "device=iphone-se,device=iphone-15-pro-max", click: "city", in: 1, type: " Nord", tabs: 0)
        #expect(traces.map { $0.first?["device"] as? String } == ["iphone-se", "iphone-15-pro-max"])
        for trace in traces {
            let last = try #require(frames(trace).last)
            #expect(last["focused"] as? String == "city")
            #expect(last["text"] as? String == "Bordeaux Nord")
        }
    }

    /// A presenter on a 1080p projector: two phones at the whole scale 1 (asked for 2), four drawn as large as the
    /// display allows without the panel; the iPhone SE on a 1000-pixel display at 1, not 0.978.
    @Test func presenterModeFitsAProjectorAtWholeScalesWhereThePhonesFit() throws {
        var two = TracedWindow(compare: "strategy=keyboardlab,strategy=swiftui", display: (1920, 1080), presenter: true)
        two.scale = 2
        let opened = try two.opened()
        #expect(opened.scale == 1, "two phones at \(opened.scale)")
        // At scale 1 the window may take the display but a title bar's room (its readouts shortened to keep 1).
        #expect(
            opened.width <= 1728 && opened.height <= 1080 - WindowLayout.titleBarRoom,
            "\(opened.width) × \(opened.height)")
        let specs = "strategy=keyboardlab,strategy=listener-2018,strategy=observer-2018,strategy=change-frame-2020"
        let four = try TracedWindow(compare: specs, display: (1920, 1080), presenter: true).opened()
        #expect(four.scale > 0.8 && four.scale < 1, "four phones at \(four.scale)")
        #expect(four.width <= 1728 && four.height <= 972, "\(four.width) × \(four.height)")
        let se = try TracedWindow(device: "iphone-se", display: (1600, 1000)).opened()
        #expect(se.scale == 1, "the SE at \(se.scale)")
    }
}
