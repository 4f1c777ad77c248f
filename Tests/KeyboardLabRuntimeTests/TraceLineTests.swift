import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import KeyboardLabRuntime

/// The trace lines a traced step produces follow the trace contract.
@Suite struct TraceLineTests {
    @Test func theFirstFrameStartsWithTheLayoutLineAndEndsWithTheFrameLine() throws {
        var runtime = try runtime()
        let lines = runtime.step([], to: at(0)).traceLines[0]
        #expect(lines.count == 2)
        let layout = try object(lines[0])
        #expect(layout["kind"] as? String == "layout")
        for key in [
            "t", "device", "orientation", "scale", "screenOrigin", "scrollFrame", "contentSize", "contentOffset",
        ] {
            #expect(layout[key] != nil, "layout line key \(key)")
        }
        #expect((layout["fields"] as? [String: Any])?["city"] != nil)
        #expect(try object(lines[1])["kind"] as? String == "frame")
        #expect(runtime.step([], to: at(0.1)).traceLines[0].count == 1, "no layout line until the layout changes")
    }

    @Test func notificationLinesCarryTheContractsKeys() throws {
        var runtime = try runtime()
        let lines = runtime.step([StepInput(.focusField("city"))], to: at(0)).traceLines[0]
        let notification = try object(lines.first { $0.contains("\"notification\"") } ?? "{}")
        #expect(notification["name"] as? String == "keyboardWillChangeFrame")
        #expect(notification["duration"] as? Double == 0.25)
        #expect(notification["curve"] as? Int == 7)
        #expect(notification["isLocal"] as? Bool == true)
        #expect((notification["beginFrame"] as? [Double])?.count == 4)
        #expect((notification["endFrame"] as? [Double])?.count == 4)
    }

    @Test func frameLinesCarryTheContractsKeys() throws {
        var runtime = try runtime()
        runtime.step([StepInput(.focusField("city"))], to: at(0))
        let frame = try object(runtime.step([], to: at(1)).traceLines[0].last ?? "{}")
        for key in [
            "t", "keyboardFrame", "contentInset", "contentOffset", "focused", "focusedRect", "text", "progress",
            "scrollFrame", "touch", "interactive",
        ] {
            #expect(frame[key] != nil, "frame line key \(key)")
        }
        #expect(frame["focused"] as? String == "city")
        #expect(frame["text"] as? String == "Bordeaux")
        #expect(frame["progress"] as? Double == 1)
        #expect(frame["touch"] is NSNull)
    }

    @Test func aRotationWritesANewLayoutLine() throws {
        var runtime = try runtime()
        runtime.step([], to: at(0))
        let lines = runtime.step([StepInput(.rotate(.landscape))], to: at(0.1)).traceLines[0]
        let layout = try object(lines[0])
        #expect(layout["kind"] as? String == "layout")
        #expect(layout["orientation"] as? String == "landscape")
    }

    @Test func anUntracedRuntimeWritesNoLines() throws {
        let resources = try resources()
        let phone = Phone(resources: resources, form: resources.sampleForm, measurer: fixedMeasurer)
        var runtime = LabRuntime(state: AppState(phones: [phone]), measurer: fixedMeasurer)
        #expect(!runtime.isTracing)
        #expect(runtime.step([StepInput(.focusField("city"))], to: at(1)).traceLines.isEmpty)
    }
}
