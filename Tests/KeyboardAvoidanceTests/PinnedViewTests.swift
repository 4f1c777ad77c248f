import KeyboardAvoidance
import Testing

/// The obstruction (a keyboard with a bar pinned to its top), a tab bar's overlap, and the lift policies of a
/// message list, in the contract's strategy.
@Suite struct PinnedViewTests {
    let screen = Rect(x: 0, y: 0, width: 393, height: 852)
    let keyboard = Rect(x: 0, y: 516, width: 393, height: 336)
    let hidden = Rect(x: 0, y: 852, width: 393, height: 336)

    @Test func aPinnedViewRidesADockedKeyboardAndRestsOtherwise() {
        let bar = PinnedView(height: 66, restBottom: 818, minX: 0, width: 393)
        #expect(bar.frame(keyboard: keyboard, screen: screen) == Rect(x: 0, y: 450, width: 393, height: 66))
        #expect(bar.frame(keyboard: hidden, screen: screen).maxY == 818, "above the home indicator")
        let halfway = Rect(x: 0, y: 800, width: 393, height: 336)
        #expect(bar.frame(keyboard: halfway, screen: screen).maxY == 800, "min(rest, K.minY) on the way")
        let floating = Rect(x: 20, y: 300, width: 320, height: 250)
        #expect(bar.frame(keyboard: floating, screen: screen).maxY == 818, "a floating keyboard is not ridden")
        #expect(bar.obstruction(keyboard: keyboard, screen: screen) == Rect(x: 0, y: 450, width: 393, height: 402))
        #expect(bar.obstruction(keyboard: floating, screen: screen) == floating)
    }

    /// A scroll view ending at the bar's resting top: with the keyboard up the overlap is the keyboard's height less
    /// the home indicator's, and the focused row ends 10 pt above the bar.
    @Test func theStrategyKeepsTheFieldAboveTheBarNotTheKeyboard() {
        var strategy = KeyboardLabStrategy()
        let frame = Rect(x: 0, y: 103, width: 393, height: 818 - 66 - 103)
        let scroll = ScrollGeometry(frame: frame, contentSize: Size(width: 393, height: 900))
        var context = AvoidanceContext(
            screen: screen, scroll: scroll, focus: Rect(x: 16, y: 500, width: 361, height: 44))
        context.pinned = PinnedView(height: 66, restBottom: 818, minX: 0, width: 393)
        let info = KeyboardInfo(event: .willShow, beginFrame: hidden, endFrame: keyboard)
        let target = strategy.receive(info, in: context)
        #expect(target?.contentInset.bottom == 336.0 - 34)
        let fieldBottom = frame.minY + 544 - (target?.contentOffset.y ?? 0)
        #expect(fieldBottom == 450 - 10, "10 pt above the bar's top")
    }

    /// Under a tab bar the inset is the keyboard's height less the tab bar's (49 + 34), never the whole height.
    @Test func underATabBarTheInsetIsTheKeyboardLessTheTabBar() {
        var strategy = KeyboardLabStrategy()
        let frame = Rect(x: 0, y: 103, width: 393, height: 852 - 83 - 103)
        let context = AvoidanceContext(
            screen: screen, scroll: ScrollGeometry(frame: frame, contentSize: Size(width: 393, height: 400)), focus: nil
        )
        let target = strategy.receive(
            KeyboardInfo(event: .willShow, beginFrame: hidden, endFrame: keyboard), in: context)
        #expect(target?.contentInset.bottom == 336.0 - 83)
    }

    /// A list at its end follows the growing obstruction under `whenAtEnd` and `always`; `never` keeps its offset.
    @Test(arguments: [(LiftPolicy.whenAtEnd, 384.0), (.always, 384.0), (.never, 100.0)])
    func aListAtItsEndLiftsByItsPolicy(lift: LiftPolicy, expected: Double) {
        let frame = Rect(x: 0, y: 100, width: 393, height: 700)
        // 800 tall content in a 700 tall frame: the end is at offset 100.
        let scroll = ScrollGeometry(
            frame: frame, contentSize: Size(width: 393, height: 800), contentOffset: Point(x: 0, y: 100))
        var context = AvoidanceContext(screen: screen, scroll: scroll, focus: nil)
        context.lift = lift
        var strategy = KeyboardLabStrategy()
        let target = strategy.receive(
            KeyboardInfo(event: .willShow, beginFrame: hidden, endFrame: keyboard), in: context)
        #expect(target?.contentInset.bottom == 284, "800 − 516")
        #expect(target?.contentOffset.y == expected)
    }

    /// Away from its end, `whenAtEnd` leaves the list where it is and `always` still moves it with the inset.
    @Test func awayFromItsEndOnlyAlwaysLifts() {
        let frame = Rect(x: 0, y: 100, width: 393, height: 700)
        let scroll = ScrollGeometry(
            frame: frame, contentSize: Size(width: 393, height: 2000), contentOffset: Point(x: 0, y: 500))
        for (lift, expected) in [(LiftPolicy.whenAtEnd, 500.0), (.always, 784.0), (.never, 500.0)] {
            var context = AvoidanceContext(screen: screen, scroll: scroll, focus: nil)
            context.lift = lift
            var strategy = KeyboardLabStrategy()
            let target = strategy.receive(
                KeyboardInfo(event: .willShow, beginFrame: hidden, endFrame: keyboard), in: context)
            #expect(target?.contentOffset.y == expected, "\(lift)")
            // The hide brings the list back by the same rule, to the saved inset.
            context.model = target ?? context.model
            let back = strategy.receive(
                KeyboardInfo(event: .willHide, beginFrame: keyboard, endFrame: hidden), in: context)
            #expect(back?.contentInset.bottom == 0)
            #expect(back?.contentOffset.y == (lift == .always ? 500 : expected), "\(lift) on hide")
        }
    }
}
