import KeyboardAvoidance
import Testing

/// `swiftui` at exact instants on the sample phone (iPhone 15, 393 × 852, a 34 pt home indicator, iOS 18's 336 pt
/// letters keyboard): the keyboard safe area, the inset from it, gap 0, multi-line fields left alone, the offset kept
/// on hide, a drag that moves nothing, tab bars, and quirks reaching it as posted.
@Suite struct SwiftUIAvoidanceTests {
    private func t(_ seconds: Double) -> Instant { Instant(seconds: seconds) }

    /// A `swiftui` timeline on `phone`, resting at `offsetY`, with the safe area's bottom edge at 818.
    private func timeline(_ phone: Phone, offsetY: Double = 0) throws -> AvoidanceTimeline {
        var timeline = phone.restingTimeline(offsetY: offsetY)
        timeline.use(try #require(AvoidanceStrategies.strategy(named: "swiftui")))
        timeline.safeAreaBottom = phone.screen.maxY - phone.safeArea.bottom
        return timeline
    }

    private func show(
        _ timeline: inout AvoidanceTimeline, _ phone: Phone, _ id: String, scrollFrame: Rect? = nil, at time: Double
    ) -> [TimedNotification] {
        timeline.showKeyboard(
            frame: phone.keyboard(), screen: phone.screen, scrollFrame: scrollFrame ?? phone.scrollFrame,
            contentSize: phone.layout.contentSize, focus: phone.row(id), at: t(time))
    }

    private func hide(_ timeline: inout AvoidanceTimeline, _ phone: Phone, at time: Double) -> [TimedNotification] {
        timeline.hideKeyboard(
            frame: phone.keyboard(visible: false), screen: phone.screen, scrollFrame: phone.scrollFrame,
            contentSize: phone.layout.contentSize, at: t(time))
    }

    @Test func isRegisteredUnderItsName() throws {
        #expect(AvoidanceStrategies.names.contains("swiftui"))
        #expect(try #require(AvoidanceStrategies.strategy(named: "swiftui")).name == "swiftui")
        #expect(AvoidanceStrategies.strategy(named: "swift-ui") == nil)
    }

    /// Keyboards as posted and the keyboard safe area each gives.
    static let safeAreas: [(Rect, Double)] = [
        (Rect(x: 0, y: 516, width: 393, height: 336), 336),  // docked
        (Rect(x: 0, y: 852, width: 393, height: 336), 34),  // hidden below the screen
        (Rect(x: 0, y: 808, width: 393, height: 44), 44),  // only an accessory bar: above the home indicator
        (Rect(x: 0, y: 830, width: 393, height: 22), 34),  // lower than the home indicator: S.bottom
        (Rect(x: 60, y: 400, width: 250, height: 220), 34),  // floating
    ]

    @Test(arguments: safeAreas)
    func keyboardSafeAreaIsTheDockedKeyboardsHeightOnScreenAtLeastTheSafeArea(keyboard: Rect, expected: Double) {
        let screen = Rect(x: 0, y: 0, width: 393, height: 852)
        #expect(SwiftUIAvoidance.keyboardSafeArea(keyboard: keyboard, screen: screen, safeBottom: 818) == expected)
    }

    @Test(arguments: [0.0, 0.05, 0.125, 0.25, 1])
    func theSafeAreaAndTheInsetFollowTheShowOnItsCurve(time: Double) throws {
        let phone = try Phone()
        var timeline = try timeline(phone)
        _ = show(&timeline, phone, "city", at: 0)
        let p = timeline.progress(at: t(time))
        let now = timeline.state(at: t(time))
        let safe = try #require(now.keyboardSafeArea)
        #expect(approx(safe, 34 + p * (336 - 34)))
        // The content's visible bottom is the safe area's edge: inset = F.maxY − (852 − kbSafe).
        #expect(approx(now.contentInset.bottom, max(34, safe)))
        // On the keyboard's own progress: from the home indicator's 34 pt to the keyboard's 336.
        #expect(approx(now.keyboardFrame.minY, 852 - p * 336))
    }

    @Test(arguments: ["videogames", "notes", "books"])
    func aFieldBelowTheKeyboardEndsOnItsTopWithGapZero(id: String) throws {
        let phone = try Phone()
        var timeline = try timeline(phone)
        _ = show(&timeline, phone, id, at: 0)
        let settled = timeline.state(at: t(1))
        #expect(settled.contentInset.bottom == 336)
        #expect(approx(phone.windowRect(id, offsetY: settled.contentOffset.y).maxY, 516))
    }

    @Test func aFieldAboveTheVisibleTopIsScrolledDownToIt() throws {
        let phone = try Phone()
        var timeline = try timeline(phone, offsetY: 400)
        _ = show(&timeline, phone, "address", at: 0)
        let settled = timeline.state(at: t(1))
        #expect(settled.contentOffset.y == phone.row("address").minY)
    }

    @Test func aMultiLineFieldIsNeverScrolledTo() throws {
        let phone = try Phone()
        var timeline = try timeline(phone)
        timeline.multilineFocus = true
        _ = show(&timeline, phone, "videogames", at: 0)
        #expect(timeline.state(at: t(1)).contentOffset.y == 0)
        #expect(timeline.state(at: t(1)).contentInset.bottom == 336)
    }

    @Test(arguments: [0.6, 0.8, 1.5])
    func anInteractiveDragMovesTheKeyboardButNotTheSafeArea(time: Double) throws {
        let phone = try Phone()
        var timeline = try timeline(phone)
        _ = show(&timeline, phone, "videogames", at: 0)
        _ = timeline.advance(to: t(0.5))
        let before = timeline.state(at: t(0.5))
        _ = timeline.followFinger(keyboardTop: 700, at: t(0.6))
        let now = timeline.state(at: t(time))
        #expect(now.keyboardFrame.minY == 700)
        #expect(now.keyboardSafeArea == 336)
        #expect(now.contentInset == before.contentInset)
        #expect(now.contentOffset == before.contentOffset)
    }

    @Test func hideRestoresTheInsetButKeepsTheOffsetClamped() throws {
        let phone = try Phone()
        var timeline = try timeline(phone)
        _ = show(&timeline, phone, "videogames", at: 0)
        _ = timeline.advance(to: t(1))
        let shown = timeline.state(at: t(1)).contentOffset.y
        #expect(shown > 0)
        _ = hide(&timeline, phone, at: 1)
        let hidden = timeline.state(at: t(2))
        #expect(hidden.keyboardSafeArea == 34)
        #expect(hidden.contentInset.bottom == 34)
        let clamped = phone.scroll().clampedOffsetY(shown, inset: phone.baseInset)
        #expect(hidden.contentOffset.y == clamped)
        #expect(clamped > 0, "not restored to O0")
    }

    @Test func underATabBarTheInsetIsTheKeyboardsHeightLessTheTabBars() throws {
        let phone = try Phone()
        var timeline = try timeline(phone)
        var frame = phone.scrollFrame
        frame.size.height -= 49 + 34
        timeline = AvoidanceTimeline(
            resting: KeyboardScrollState(
                keyboardFrame: phone.keyboard(visible: false), contentInset: .zero, contentOffset: .zero),
            strategy: timeline.strategy)
        timeline.safeAreaBottom = 818
        _ = show(&timeline, phone, "city", scrollFrame: frame, at: 0)
        #expect(timeline.state(at: t(1)).contentInset.bottom == 336 - 49 - 34)
    }

    @Test func hiddenHeight44LeavesA44PointSafeAreaAfterTheHide() throws {
        let phone = try Phone()
        var timeline = try timeline(phone)
        timeline.quirks = NotificationQuirks(active: [.hiddenHeight44], accessoryBarHeight: 44)
        _ = show(&timeline, phone, "city", at: 0)
        _ = timeline.advance(to: t(1))
        _ = hide(&timeline, phone, at: 1)
        let hidden = timeline.state(at: t(2))
        #expect(hidden.keyboardFrame.minY == 852)
        #expect(hidden.keyboardSafeArea == 44)
        #expect(hidden.contentInset.bottom == 44)
    }

    @Test func aBarPlacedWithSafeAreaInsetRaisesTheVisibleBottom() throws {
        let phone = try Phone()
        var timeline = try timeline(phone)
        timeline.pinned = PinnedView(height: 66, restBottom: 818, width: 393)
        var frame = phone.scrollFrame
        frame.size.height -= 66 + 34
        _ = show(&timeline, phone, "city", scrollFrame: frame, at: 0)
        // The bar sits on 516; the content above it ends at 450; the scroll view ends at 752.
        #expect(timeline.state(at: t(1)).contentInset.bottom == 752 - 450)
    }
}
