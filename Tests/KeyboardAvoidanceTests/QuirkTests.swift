import KeyboardAvoidance
import Testing

/// The five notification quirks: what each does to the stream, that `keyboardlab` survives every combination, and
/// what each does to the naive strategies.
@Suite struct QuirkTests {
    private func t(_ seconds: Double) -> Instant { Instant(seconds: seconds) }
    private let bar = KeyboardOptions(accessoryBar: true)

    /// A timeline on the sample phone with the accessory bar on, `quirks` in force and `strategy`.
    private func timeline(
        _ phone: Phone, quirks: Set<KeyboardQuirk>, strategy: String = "keyboardlab", sheet: ModalPresentation? = nil
    ) -> AvoidanceTimeline {
        var timeline = phone.restingTimeline()
        if let named = AvoidanceStrategies.strategy(named: strategy) { timeline.use(named) }
        timeline.quirks = NotificationQuirks(active: quirks, accessoryBarHeight: 44)
        timeline.sheet = sheet.map {
            SheetGeometry(presentation: $0, screen: phone.screen, safeArea: phone.safeArea, idiom: phone.device.idiom)
        }
        return timeline
    }

    private func show(_ timeline: inout AvoidanceTimeline, _ phone: Phone, _ id: String, at time: Double)
        -> [TimedNotification]
    {
        timeline.showKeyboard(
            frame: phone.keyboard(.letters, bar), screen: phone.screen, scrollFrame: phone.scrollFrame,
            contentSize: phone.layout.contentSize, focus: phone.row(id), at: t(time))
    }

    private func hide(_ timeline: inout AvoidanceTimeline, _ phone: Phone, at time: Double) -> [TimedNotification] {
        timeline.hideKeyboard(
            frame: phone.keyboard(.letters, bar, visible: false), screen: phone.screen,
            scrollFrame: phone.scrollFrame, contentSize: phone.layout.contentSize, at: t(time))
    }

    @Test func hiddenHeight44ReportsA44PointHideFrameOnlyWithTheAccessoryBar() throws {
        let phone = try Phone()
        var quirky = timeline(phone, quirks: [.hiddenHeight44])
        _ = show(&quirky, phone, "city", at: 0)
        _ = quirky.advance(to: t(1))
        let posted = hide(&quirky, phone, at: 1) + quirky.advance(to: t(2))
        #expect(posted.map(\.info.event) == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
        for note in posted {
            #expect(note.info.endFrame == Rect(x: 0, y: 852 - 44, width: 393, height: 44))
        }
        // The keyboard that is drawn still leaves the screen.
        #expect(quirky.state(at: t(2)).keyboardFrame.minY == 852)
        var plain = timeline(phone, quirks: [.hiddenHeight44])
        plain.quirks.accessoryBarHeight = 0
        _ = show(&plain, phone, "city", at: 0)
        _ = plain.advance(to: t(1))
        #expect(hide(&plain, phone, at: 1)[1].info.endFrame.minY == 852)
    }

    @Test func accessoryOutsideFrameLeavesTheBarOut() throws {
        let phone = try Phone()
        var quirky = timeline(phone, quirks: [.accessoryOutsideFrame])
        let willShow = show(&quirky, phone, "city", at: 0)[1].info
        let drawn = phone.keyboard(.letters, bar)
        #expect(willShow.endFrame == Rect(x: 0, y: drawn.minY + 44, width: 393, height: drawn.height - 44))
        #expect(quirky.target.keyboardFrame == drawn)
    }

    @Test func lateDidPostsTheDidPair40MillisecondsAfterTheEnd() throws {
        let phone = try Phone()
        var quirky = timeline(phone, quirks: [.lateDid])
        _ = show(&quirky, phone, "city", at: 0)
        #expect(quirky.advance(to: t(0.5)).isEmpty)
        #expect(quirky.advance(to: t(0.539)).isEmpty)
        let did = quirky.advance(to: t(0.6))
        #expect(did.map(\.info.event) == [.didChangeFrame, .didShow])
        #expect(did.allSatisfy { approx($0.time.seconds, 0.54) })
    }

    @Test(arguments: [(0.05, true), (0.099, true), (0.1, false), (0.3, false)])
    func droppedQuickToggleDropsTheSecondFrameChange(gap: Double, dropped: Bool) throws {
        let phone = try Phone()
        var quirky = timeline(phone, quirks: [.droppedQuickToggle])
        _ = show(&quirky, phone, "city", at: 0)
        let posted = hide(&quirky, phone, at: gap) + quirky.advance(to: t(2))
        let expected: [KeyboardEvent] =
            dropped ? [.willHide, .didHide] : [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
        #expect(posted.map(\.info.event) == expected)
    }

    @Test func viewCoordinatesPostsFramesRelativeToTheCard() throws {
        let phone = try Phone()
        // An iPad form sheet rises to clear the 364 pt keyboard by 20: its card's origin is (147, 190).
        let pad = try Phone("ipad-pro-11")
        var quirky = timeline(pad, quirks: [.viewCoordinates], sheet: ModalPresentation(.formSheet))
        let willShow = show(&quirky, pad, "city", at: 0)[1].info
        #expect(willShow.endFrame == pad.keyboard(.letters, bar).offsetBy(dx: -147, dy: -190))
        var fullScreen = timeline(pad, quirks: [.viewCoordinates])
        #expect(show(&fullScreen, pad, "city", at: 0)[1].info.endFrame == pad.keyboard(.letters, bar))
        // The quirk is iPadOS's: an iPhone's page sheet posts window coordinates.
        var iPhone = timeline(phone, quirks: [.viewCoordinates], sheet: ModalPresentation(.pageSheet))
        #expect(show(&iPhone, phone, "city", at: 0)[1].info.endFrame == phone.keyboard(.letters, bar))
    }

    /// Every combination of the five quirks, in a card and not: the field clears the keyboard with the gap at the
    /// settled frame exactly as with no quirk, and a hide restores I0 and O0 exactly.
    @Test(arguments: [("iphone-15", ModalPresentation(.pageSheet)), ("ipad-pro-11", ModalPresentation(.formSheet))])
    func keyboardlabSurvivesEveryCombination(device: String, presented: ModalPresentation) throws {
        let phone = try Phone(device)
        var reference = timeline(phone, quirks: [])
        _ = show(&reference, phone, "zipCode", at: 0)
        let shown = reference.state(at: t(1))
        let all = KeyboardQuirk.allCases
        for mask in 0..<(1 << all.count) {
            let quirks = Set(all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] })
            for sheet in [nil, presented] {
                var quirky = timeline(phone, quirks: quirks, sheet: sheet)
                let rest = quirky.state(at: t(0))
                _ = show(&quirky, phone, "zipCode", at: 0)
                _ = quirky.advance(to: t(1))
                let up = quirky.state(at: t(1))
                #expect(up == shown, "\(quirks) in \(String(describing: sheet))")
                _ = hide(&quirky, phone, at: 1)
                _ = quirky.advance(to: t(2))
                let down = quirky.state(at: t(2))
                #expect(down.contentInset == rest.contentInset && down.contentOffset == rest.contentOffset)
                // A quick toggle too.
                _ = show(&quirky, phone, "zipCode", at: 3)
                _ = hide(&quirky, phone, at: 3.05)
                _ = quirky.advance(to: t(4))
                let toggled = quirky.state(at: t(4))
                #expect(toggled.contentInset == rest.contentInset && toggled.contentOffset == rest.contentOffset)
            }
        }
    }

    @Test func observer2018KeepsA44PointInsetUnderHiddenHeight44() throws {
        let phone = try Phone()
        var quirky = timeline(phone, quirks: [.hiddenHeight44], strategy: "observer-2018")
        _ = show(&quirky, phone, "city", at: 0)
        _ = hide(&quirky, phone, at: 1)
        #expect(quirky.state(at: t(2)).contentInset.bottom == 44)
        var plain = timeline(phone, quirks: [], strategy: "observer-2018")
        _ = show(&plain, phone, "city", at: 0)
        _ = hide(&plain, phone, at: 1)
        #expect(plain.state(at: t(2)).contentInset.bottom == 0)
    }

    @Test func listener2018IsShortByTheBarUnderAccessoryOutsideFrame() throws {
        let phone = try Phone()
        var plain = timeline(phone, quirks: [], strategy: "listener-2018")
        var quirky = timeline(phone, quirks: [.accessoryOutsideFrame], strategy: "listener-2018")
        _ = show(&plain, phone, "videogames", at: 0)
        _ = show(&quirky, phone, "videogames", at: 0)
        let a = plain.state(at: t(1))
        let b = quirky.state(at: t(1))
        #expect(a.contentInset.bottom - b.contentInset.bottom == 44)
        #expect(a.contentOffset.y - b.contentOffset.y == 44)
    }

    @Test func changeFrame2020KeepsTheInsetAfterAQuickToggle() throws {
        let phone = try Phone()
        var quirky = timeline(phone, quirks: [.droppedQuickToggle], strategy: "change-frame-2020")
        let rest = quirky.state(at: t(0)).contentInset.bottom
        _ = show(&quirky, phone, "city", at: 0)
        _ = hide(&quirky, phone, at: 0.05)
        // The inset stops where the hide found it, well above the original, and stays.
        #expect(quirky.state(at: t(1)).contentInset.bottom > rest + 50)
        #expect(quirky.state(at: t(2)).contentInset == quirky.state(at: t(1)).contentInset)
        var plain = timeline(phone, quirks: [], strategy: "change-frame-2020")
        _ = show(&plain, phone, "city", at: 0)
        _ = hide(&plain, phone, at: 0.05)
        #expect(plain.state(at: t(1)).contentInset.bottom == rest)
    }

    @Test func changeFrame2020ScrollsOnlyWhenTheLateDidComes() throws {
        let phone = try Phone()
        var quirky = timeline(phone, quirks: [.lateDid], strategy: "change-frame-2020")
        let start = quirky.state(at: t(0)).contentOffset.y
        _ = show(&quirky, phone, "videogames", at: 0)
        _ = quirky.advance(to: t(0.5))
        #expect(quirky.state(at: t(0.5)).contentOffset.y == start)
        #expect(quirky.advance(to: t(0.541)).map(\.info.event) == [.didChangeFrame, .didShow])
        #expect(quirky.state(at: t(0.541)).contentOffset.y > start)
    }

    @Test func quirkListsParseWithDidYouMean() throws {
        #expect(try KeyboardQuirk.parseList("late-did,hidden-height-44").get() == [.lateDid, .hiddenHeight44])
        #expect(try KeyboardQuirk.parseList("late-did/view-coordinates").get() == [.lateDid, .viewCoordinates])
        #expect(try KeyboardQuirk.parseList("none").get() == [])
        guard case .failure(let error) = KeyboardQuirk.parseList("late-did,hiden-height-44") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.description.hasPrefix("unknown quirk \"hiden-height-44\"; did you mean \"hidden-height-44\"?"))
        #expect(
            IOSVersion.ios26.defaultQuirks == [.hiddenHeight44, .accessoryOutsideFrame, .lateDid, .viewCoordinates])
        #expect(IOSVersion.ios18.defaultQuirks.isEmpty)
        #expect(IOSVersion.problem(with: "27") == "unknown iOS version \"27\"; did you mean \"26\"?; expected 18 or 26")
    }
}
