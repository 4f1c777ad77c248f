import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// The release velocity that decides an interactive dismissal.
@Suite struct PointerStateTests {
    @Test func movesDeliveredInOneFrameStillGiveTheDirectionOfTheDrag() {
        var pointer = PointerState(at: Point(x: 100, y: 300), time: Instant(seconds: 1))
        pointer.record(Point(x: 100, y: 320), at: Instant(seconds: 1.1))
        // A busy window handles three moves in the same frame: they share one instant.
        for y in [340.0, 360, 380] { pointer.record(Point(x: 100, y: y), at: Instant(seconds: 1.2)) }
        #expect(abs(pointer.velocity(at: Instant(seconds: 1.2)) - 600) < 1e-6, "(380 − 320) pt over 0.1 s, downward")
    }

    @Test func movesSpreadOverTheWindowUseTheWindowOnly() {
        var pointer = PointerState(at: Point(x: 100, y: 300), time: Instant(seconds: 1))
        for step in 1...10 {
            pointer.record(Point(x: 100, y: 300 + Double(step) * 10), at: Instant(seconds: 1 + Double(step) / 100))
        }
        pointer.record(Point(x: 100, y: 390), at: Instant(seconds: 1.11))
        // Over the last 50 ms (1.06 … 1.11) the finger went from 360 to 390, then back up 10 pt at the end.
        #expect(abs(pointer.velocity(at: Instant(seconds: 1.11)) - 600) < 1e-6)
    }
}
