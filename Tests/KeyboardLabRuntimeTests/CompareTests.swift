import KeyboardAvoidance
import KeyboardLabUI
import Testing

@testable import KeyboardLabRuntime

/// Two phones with two strategies, driven by the same inputs through one step.
@Suite struct CompareTests {
    @Test func twoStrategiesGetTheSameNotificationsAndDifferentInsets() throws {
        var runtime = try runtime(strategies: ["keyboardlab", "listener-2018"])
        runtime.step([StepInput(.focusField("books"), at: at(0))], to: at(1))
        runtime.step([StepInput(.focusField("movies"))], to: at(1.1))
        runtime.step([StepInput(.focusField("books"))], to: at(1.2))
        let frame = runtime.step([], to: at(2))
        #expect(frame.notifications.count == 2)
        #expect(events(frame, phone: 0) == events(frame, phone: 1))
        let (right, naive) = (runtime.state.phones[0], runtime.state.phones[1])
        #expect(right.avoidance.strategy.name == "keyboardlab")
        #expect(naive.avoidance.strategy.name == "listener-2018")
        #expect(
            right.presented.contentInset.bottom < naive.presented.contentInset.bottom,
            "each will-show adds the keyboard's height again")
        #expect(frame.traceLines.count == 2, "a trace per phone")
    }

    @Test func aPointerActionOnOnePhoneIsReplayedByMeaningOnTheOther() throws {
        var runtime = try runtime(strategies: ["keyboardlab", "listener-2018"])
        runtime.step([], to: at(0))
        let city = try #require(
            runtime.state.phones[0].layout.rowFrames.indices.first {
                runtime.state.phones[0].form.fields[$0].id == "city"
            })
        let phone = runtime.state.phones[0]
        let row = phone.layout.rowFrames[city].converted(
            fromContentOf: phone.scrollFrame, offset: phone.presented.contentOffset)
        let point = Point(x: row.midX, y: row.midY)
        runtime.step(
            [StepInput(.pointerDown(point), phone: 0), StepInput(.pointerUp(point), phone: 0)], to: at(0.1))
        #expect(runtime.state.phones.map { $0.focusedField?.id } == ["city", "city"])
    }

    @Test func aRecordingsFrameCarriesNeitherRECNorTheScaleNotice() throws {
        var runtime = try runtime(strategies: ["keyboardlab", "listener-2018"])
        runtime.reload { state, _ in state.scaleNotice = "drawn at scale 0.8 to fit the display (asked 1)" }
        var shown = ViewContext(measurer: fixedMeasurer, recordingSeconds: 3)
        let window = runtime.draw(.window(shown, scale: 1)).0.flatMap(\.textRuns).map(\.text)
        #expect(window.contains("REC 0:03") && window.contains { $0.hasPrefix("drawn at scale") })
        shown.recordingSeconds = nil
        shown.showsNotices = false
        let video = runtime.draw(.window(shown, scale: 1)).0.flatMap(\.textRuns).map(\.text)
        #expect(!video.contains { $0.hasPrefix("REC") || $0.hasPrefix("drawn at scale") }, "\(video)")
    }

    @Test func theWindowDrawingAddsThePanelAndItsLayout() throws {
        var runtime = try runtime(strategies: ["keyboardlab", "listener-2018"])
        let frame = runtime.step(
            [], to: at(0), drawing: .window(ViewContext(measurer: fixedMeasurer), scale: 2))
        #expect(frame.drawLists.count == 4, "two phones, the panel and the captions above the phones")
        let layout = try #require(frame.windowLayout)
        #expect(layout.phones.count == 2)
        #expect(layout.scale == 2)
        #expect(frame.drawLists[2].canvas.height == layout.panelHeight)
        #expect(frame.drawLists[3].canvas == layout.captionBand && layout.captionBand.height > 0)
        #expect(frame.drawLists[3].textRuns.count == 2, "a caption above each phone")
    }
}
