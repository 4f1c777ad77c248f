import Foundation
import KeyboardAvoidance
import Testing

@testable import KeyboardLabUI

/// A window drawn at another scale (it was refitted to the display) traces in its new pixels: the next frame starts
/// with a layout line at the new scale and origin.
@Suite struct TraceRemapTests {
    @Test func aRemappedTraceStartsWithALayoutLineInTheNewPixels() throws {
        let lab = try Lab()
        var trace = TraceWriter(scale: 2, screenOrigin: Point(x: 16, y: 16))
        #expect(trace.lines(for: lab.state, notifications: []).first?.contains("\"kind\":\"layout\"") == true)
        #expect(trace.lines(for: lab.state, notifications: []).count == 1, "the frame line alone")
        trace.remap(scale: 0.75, screenOrigin: Point(x: 12, y: 12))
        let lines = trace.lines(for: lab.state, notifications: [])
        let layout = try #require(lines.first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(layout.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "layout")
        #expect(object["scale"] as? Double == 0.75)
        #expect(object["screenOrigin"] as? [Double] == [12, 12])
    }
}
