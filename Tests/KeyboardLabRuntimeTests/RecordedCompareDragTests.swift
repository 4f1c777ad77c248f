import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import KeyboardLabRuntime

/// A drag recorded on the Pixel of an iPhone-beside-Pixel compare: written in the iPhone's points, replayed at the
/// same place relative to each screen, so both phones follow the live session frame by frame.
@Suite struct RecordedCompareDragTests {
    @Test func aDragOnThePixelReplaysOnBothPhonesAsItWentLive() throws {
        let resources = try resources()
        let phones = ["iphone-15", "pixel-8"].map { device in
            Phone(resources: resources, form: resources.sampleForm, deviceID: device, measurer: fixedMeasurer)
        }
        var runtime = LabRuntime(state: AppState(phones: phones), measurer: fixedMeasurer)
        runtime.startRecording(source: nil, compare: "device=iphone-15,device=pixel-8")
        var live: [Double: [Point]] = [:]
        var t = 1.0
        func step(_ action: Action) {
            runtime.step([StepInput(action, phone: 1)], to: at(t))
            live[(t * 60).rounded()] = runtime.state.phones.map(\.presented.contentOffset)
            t += 1.0 / 60
        }
        // Up the Pixel's form in uneven steps, then let go with some speed.
        step(.pointerDown(Point(x: 205, y: 800)))
        for y in stride(from: 780.0, through: 380, by: -25) { step(.pointerMoved(Point(x: 205, y: y))) }
        step(.pointerUp(Point(x: 205, y: 380)))
        runtime.step([], to: at(t + 1))
        let final = runtime.state.phones.map(\.presented.contentOffset)
        #expect(final[0].y > 100 && final[1].y > 100, "both phones scrolled live: \(final)")
        let text = try #require(runtime.recordedScenario)
        #expect(text.contains(" drag 199.") || text.contains(" drag 195."), "in the iPhone's points: \(text)")
        let lead = 1.0
        var frames: [Double: [Point]] = [:]
        var last: [Point] = []
        try ScenarioPlayback(runner: try runner(text), measurer: fixedMeasurer, visitsFrames: true).playAll {
            _, _, phones in
            frames[((phones[0].now.seconds + lead) * 60).rounded()] = phones.map(\.presented.contentOffset)
            last = phones.map(\.presented.contentOffset)
        }
        for (frame, offsets) in live {
            let replayed = try #require(frames[frame], "frame \(frame)")
            for (phone, (a, b)) in zip(offsets, replayed).enumerated() {
                #expect(abs(a.y - b.y) < 0.01, "phone \(phone + 1) at frame \(frame): live \(a.y), replay \(b.y)")
            }
        }
        #expect(zip(final, last).allSatisfy { abs($0.y - $1.y) < 0.01 }, "live \(final), replayed \(last)")
    }
}
