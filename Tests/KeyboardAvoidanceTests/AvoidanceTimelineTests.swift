import KeyboardAvoidance
import Testing

@Suite struct AvoidanceTimelineTests {
    private func t(_ seconds: Double) -> Instant { Instant(seconds: seconds) }

    private func show(
        _ timeline: inout AvoidanceTimeline, _ phone: Phone, _ id: String, at time: Double,
        options: KeyboardOptions = KeyboardOptions(), type: KeyboardType = .letters
    ) -> [TimedNotification] {
        timeline.showKeyboard(
            frame: phone.keyboard(type, options), screen: phone.screen, scrollFrame: phone.scrollFrame,
            contentSize: phone.layout.contentSize, focus: phone.row(id), at: t(time))
    }

    @Test func showAndHidePostNotificationsInTheContractsOrder() throws {
        let phone = try Phone()
        var timeline = phone.restingTimeline()
        var posted = show(&timeline, phone, "videogames", at: 0)
        posted += timeline.advance(to: t(0.3))
        posted += timeline.advance(to: t(0.7))
        posted += timeline.hideKeyboard(
            frame: phone.keyboard(visible: false), screen: phone.screen, scrollFrame: phone.scrollFrame,
            contentSize: phone.layout.contentSize,
            at: t(1))
        posted += timeline.advance(to: t(2))
        #expect(
            posted.map(\.info.event) == [
                .willChangeFrame, .willShow, .didChangeFrame, .didShow, .willChangeFrame, .willHide, .didChangeFrame,
                .didHide,
            ])
        #expect(posted.map(\.time.seconds) == [0, 0, 0.5, 0.5, 1, 1, 1.5, 1.5])
        let willShow = posted[1].info
        #expect(willShow.beginFrame == phone.keyboard(visible: false))
        #expect(willShow.beginFrame.minY == 852)
        #expect(willShow.endFrame == phone.keyboard())
        #expect(willShow.duration == TimeAmount(seconds: 0.25) && willShow.curve == .keyboard && willShow.isLocal)
    }

    @Test func frameChangeWhileVisiblePostsChangeAndShow() throws {
        let phone = try Phone()
        var timeline = phone.restingTimeline()
        _ = show(&timeline, phone, "city", at: 0)
        _ = timeline.advance(to: t(1))
        let posted = show(&timeline, phone, "phone", at: 1, type: .numberPad) + timeline.advance(to: t(2))
        #expect(posted.map(\.info.event) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
        #expect(posted[0].info.beginFrame == phone.keyboard(.letters))
        #expect(posted[0].info.endFrame == phone.keyboard(.numberPad))
    }

    @Test func predictiveBarToggledWhileVisibleRetargetsWithoutAccumulating() throws {
        let phone = try Phone()
        var timeline = phone.restingTimeline()
        _ = show(&timeline, phone, "videogames", at: 0)
        let withBar = timeline.state(at: t(1))
        _ = show(&timeline, phone, "videogames", at: 1, options: KeyboardOptions(predictiveBar: false))
        let without = timeline.state(at: t(2))
        _ = show(&timeline, phone, "videogames", at: 2)
        let again = timeline.state(at: t(3))
        #expect(withBar.contentInset.bottom == 336)
        #expect(without.contentInset.bottom == 292)
        // A lower keyboard leaves the field visible, so the offset stays; the bar coming back scrolls again.
        #expect(without.contentOffset.y == withBar.contentOffset.y)
        #expect(again == withBar)
        let field = phone.windowRect("videogames", offsetY: without.contentOffset.y)
        #expect(approx(without.keyboardFrame.minY - field.maxY, 54))
        let fieldAgain = phone.windowRect("videogames", offsetY: again.contentOffset.y)
        #expect(approx(again.keyboardFrame.minY - fieldAgain.maxY, 10))
    }

    @Test func focusChangeMidAnimationContinuesFromThePresentedValues() throws {
        let phone = try Phone()
        var timeline = phone.restingTimeline()
        _ = show(&timeline, phone, "books", at: 0)
        let before = timeline.state(at: t(0.1))
        _ = timeline.refocus(
            screen: phone.screen, scrollFrame: phone.scrollFrame, contentSize: phone.layout.contentSize,
            focus: phone.row("videogames"), at: t(0.1))
        let after = timeline.state(at: t(0.1))
        #expect(approx(before.contentOffset.y, after.contentOffset.y))
        #expect(before.keyboardFrame == after.keyboardFrame)
        var previous = after
        for step in 1...40 {
            let now = timeline.state(at: t(0.1 + Double(step) / 60))
            #expect(abs(now.contentOffset.y - previous.contentOffset.y) < 40, "no jump at step \(step)")
            previous = now
        }
        let settled = timeline.state(at: t(1))
        let field = phone.windowRect("videogames", offsetY: settled.contentOffset.y)
        #expect(approx(settled.keyboardFrame.minY - field.maxY, 10))
    }

    @Test func focusChangeAfterSettleAnimatesToTheNewField() throws {
        let phone = try Phone()
        var timeline = phone.restingTimeline()
        _ = show(&timeline, phone, "videogames", at: 0)
        let settled = timeline.state(at: t(1))
        let posted = timeline.refocus(
            screen: phone.screen, scrollFrame: phone.scrollFrame, contentSize: phone.layout.contentSize,
            focus: phone.row("address"), at: t(1))
        #expect(posted.map(\.info.event) == [.didChangeFrame, .didShow])
        #expect(timeline.state(at: t(1)) == settled)
        let end = timeline.state(at: t(2))
        let field = phone.windowRect("address", offsetY: end.contentOffset.y)
        #expect(approx(field.minY - phone.scrollFrame.minY, 10))
    }

    @Test func rotationWhileVisibleKeepsTheFieldAboveTheKeyboard() throws {
        let upright = try Phone()
        let side = try Phone(orientation: .landscape)
        var timeline = upright.restingTimeline()
        _ = show(&timeline, upright, "like", at: 0)
        // The app relays out for landscape, maps the keyboard to the new screen, then re-runs the show.
        _ = timeline.moveToLayout(
            screen: side.screen, scroll: side.scroll(), restingInset: side.baseInset, keyboard: side.keyboard(),
            at: t(1))
        _ = show(&timeline, side, "like", at: 1)
        let end = timeline.state(at: t(2))
        let field = side.windowRect("like", offsetY: end.contentOffset.y)
        #expect(approx(end.keyboardFrame.minY - field.maxY, 10))
        #expect(end.contentInset.bottom == side.keyboard().height)
        _ = timeline.hideKeyboard(
            frame: side.keyboard(visible: false), screen: side.screen, scrollFrame: side.scrollFrame,
            contentSize: side.layout.contentSize,
            at: t(2))
        #expect(timeline.state(at: t(3)).contentInset == side.baseInset)
    }

    @Test func dismissRestoresInsetAndOffsetExactly() throws {
        let phone = try Phone()
        var timeline = phone.restingTimeline(offsetY: 80)
        let start = timeline.state(at: t(0))
        _ = show(&timeline, phone, "videogames", at: 0)
        _ = timeline.hideKeyboard(
            frame: phone.keyboard(visible: false), screen: phone.screen, scrollFrame: phone.scrollFrame,
            contentSize: phone.layout.contentSize, at: t(0.2))
        #expect(timeline.state(at: t(1)) == start)
    }

    @Test func userScrollWhileUpIsKeptOnDismissWithinTheOriginalRange() throws {
        let phone = try Phone()
        var timeline = phone.restingTimeline()
        _ = show(&timeline, phone, "hobbies", at: 0)
        _ = timeline.userScroll(
            toOffsetY: 5000, scrollFrame: phone.scrollFrame, contentSize: phone.layout.contentSize, at: t(1))
        let up = timeline.state(at: t(1))
        #expect(up.contentOffset.y == phone.scroll().offsetRange(inset: up.contentInset).upperBound)
        _ = timeline.hideKeyboard(
            frame: phone.keyboard(visible: false), screen: phone.screen, scrollFrame: phone.scrollFrame,
            contentSize: phone.layout.contentSize, at: t(2))
        let down = timeline.state(at: t(3))
        #expect(down.contentOffset.y == phone.scroll().offsetRange(inset: phone.baseInset).upperBound)
    }

    @Test func stateAtATimeDoesNotDependOnTheNumberOfSteps() throws {
        let phone = try Phone()
        func run(steps: Int) -> (KeyboardScrollState, [TimedNotification]) {
            var timeline = phone.restingTimeline()
            var posted = show(&timeline, phone, "videogames", at: 0)
            let events: [(Double, (inout AvoidanceTimeline) -> [TimedNotification])] = [
                (
                    0.2,
                    {
                        $0.refocus(
                            screen: phone.screen, scrollFrame: phone.scrollFrame, contentSize: phone.layout.contentSize,
                            focus: phone.row("address"), at: Instant(seconds: 0.2))
                    }
                ),
                (
                    0.55,
                    {
                        $0.hideKeyboard(
                            frame: phone.keyboard(visible: false), screen: phone.screen, scrollFrame: phone.scrollFrame,
                            contentSize: phone.layout.contentSize, at: Instant(seconds: 0.55))
                    }
                ),
            ]
            var next = 0
            for step in 1...steps {
                let now = Double(step) / Double(steps)
                while next < events.count && events[next].0 <= now {
                    posted += events[next].1(&timeline)
                    next += 1
                }
                posted += timeline.advance(to: t(now))
            }
            return (timeline.state(at: t(0.7)), posted)
        }
        let one = run(steps: 1)
        let sixty = run(steps: 60)
        #expect(one.0 == sixty.0)
        #expect(one.1 == sixty.1)
    }

    @Test(arguments: ["address", "city", "mail", "sports", "books", "videogames", "notes"])
    func keyboardNeverCoversTheFieldDuringTheShow(id: String) throws {
        let phone = try Phone()
        let start = min(phone.row(id).minY - 10, phone.scroll().offsetRange(inset: phone.baseInset).upperBound)
        var timeline = phone.restingTimeline(offsetY: max(0, start))
        let startOffset = timeline.state(at: t(0)).contentOffset.y
        let field0 = phone.windowRect(id, offsetY: startOffset)
        #expect(field0.maxY <= phone.screen.height, "the field was visible before")
        _ = show(&timeline, phone, id, at: 0)
        for frame in 0...36 {
            let now = timeline.state(at: t(Double(frame) / 60))
            let field = phone.windowRect(id, offsetY: now.contentOffset.y)
            #expect(
                field.maxY <= now.keyboardFrame.minY + 1e-9,
                "frame \(frame): field \(field.maxY) keyboard \(now.keyboardFrame.minY)")
        }
    }
}
