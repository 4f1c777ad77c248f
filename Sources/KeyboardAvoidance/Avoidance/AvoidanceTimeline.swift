/// The avoidance strategy over time: it posts the keyboard notifications in the contract's order and animates the
/// keyboard frame, inset and offset together from one progress value, re-targeting from the presented values.
///
/// Everything is a function of the instants passed in, so the state at `t` does not depend on how many steps
/// reached it.
///
/// ```swift
/// var timeline = AvoidanceTimeline(
///     resting: KeyboardScrollState(keyboardFrame: hidden, contentInset: base, contentOffset: top),
///     strategy: KeyboardLabStrategy())
/// let posted = timeline.showKeyboard(
///     frame: shown, screen: screen, scrollFrame: frame, contentSize: content, focus: field, at: Instant(seconds: 0))
/// timeline.state(at: Instant(seconds: 0.125))  // keyboard 66.5 % of the way up
/// let didShow = timeline.advance(to: Instant(seconds: 1))  // didChangeFrame, didShow at t = 0.5
/// ```
public struct AvoidanceTimeline: Equatable, Hashable, Sendable {
    /// The avoidance strategy: it receives every keyboard notification the timeline posts and answers with the
    /// scroll view's target.
    @HeldStrategy public internal(set) var strategy: any AvoidanceStrategy
    /// The animation in force (possibly finished).
    public internal(set) var transition: Transition
    /// Whether the keyboard is shown or on its way up.
    public private(set) var isKeyboardShown = false
    /// How much slower than real time new animations run (1, or 10 in slow-animation mode).
    public var timeScale = 1.0
    /// The curve new animations use: the keyboard's, curve 7, unless a designer picks another.
    public var curve = AnimationCurve.keyboard
    /// The duration reported in notifications.
    public var duration = KeyboardInfo.standardDuration
    /// The safe area's bottom edge in window coordinates, for strategies that pin to a keyboard layout guide
    /// (the screen's bottom when unset).
    public var safeAreaBottom: Double?
    /// The notification quirks in force, and the accessory bar they depend on.
    public var quirks = NotificationQuirks()
    /// Where the screen's card sits for a keyboard frame, when the screen is presented in one (nil full screen):
    /// strategies read the card (``AvoidanceContext/card``), and `view-coordinates` posts frames in its coordinates.
    public var sheet: SheetGeometry?
    /// The view pinned to the keyboard's top, which strategies read with the keyboard (``AvoidanceContext/pinned``).
    public var pinned: PinnedView?
    /// How a message list follows the obstruction (``AvoidanceContext/lift``); nil for other content.
    public var lift: LiftPolicy?
    /// Whether the focused field is multi-line (a `multiline` form field, the composer), which `swiftui` never
    /// scrolls to (``AvoidanceContext/multilineFocus``).
    public var multilineFocus = false
    /// The caret's line with the field's bottom padding, in window coordinates (``AvoidanceContext/caret``).
    public var caret: Rect?
    /// The Android window's facts on an Android device (``AvoidanceContext/android``); nil on iOS.
    public var android: AndroidWindow?
    /// React Native's `keyboardVerticalOffset` from the screen file (``AvoidanceContext/keyboardVerticalOffset``).
    public var keyboardVerticalOffset = 0.0
    /// The header above a framework's view that its frame does not see (``AvoidanceContext/headerHeight``).
    public var headerHeight: Double?
    var pendingDid: KeyboardEvent?
    /// Whether the pending did set leaves out didChangeFrame (`dropped-quick-toggle`).
    var pendingDidDropsChange = false
    /// The last will-show or will-hide posted, for `dropped-quick-toggle`.
    var lastWill: TimedNotification?
    /// What the strategy reads when the pending did-notifications arrive.
    var didContext: AvoidanceContext?

    /// Creates a timeline at rest with the keyboard hidden, driving `strategy` (the contract's by default).
    public init(
        resting state: KeyboardScrollState,
        strategy: any AvoidanceStrategy = KeyboardLabStrategy()
    ) {
        transition = .still(state)
        _strategy = HeldStrategy(wrappedValue: strategy)
    }

    /// The presented values at `time`.
    public func state(at time: Instant) -> KeyboardScrollState { transition.state(at: time) }

    /// The animation's progress at `time`.
    public func progress(at time: Instant) -> Double { transition.progress(at: time) }

    /// The values the current animation is heading to.
    public var target: KeyboardScrollState { transition.to }

    /// Posts the pending did-notifications whose animation has settled by `time` (40 ms later under `late-did`),
    /// stamped with that instant, and hands each to the strategy; an answer starts a new animation there.
    public mutating func advance(to time: Instant) -> [TimedNotification] {
        guard let did = pendingDid else { return [] }
        let stamp = transition.end + quirks.didDelay
        guard transition.isFinished(at: time), time >= stamp else { return [] }
        pendingDid = nil
        // A keyboard moved without showing or hiding (a floating keyboard) posts didChangeFrame alone.
        var events: [KeyboardEvent] = pendingDidDropsChange ? [] : [.didChangeFrame]
        if did != .didChangeFrame { events.append(did) }
        pendingDidDropsChange = false
        var posted: [TimedNotification] = []
        for event in events {
            let info = quirked(info(event), context: didContext, hiding: did == .didHide)
            posted.append(TimedNotification(time: stamp, info: info))
            guard var context = didContext else { continue }
            let now = state(at: stamp)
            context.scroll.contentInset = now.contentInset
            context.scroll.contentOffset = now.contentOffset
            context.model = transition.to.scrollTarget
            if let goal = strategy.receive(info, in: context) {
                animate(
                    to: goal, keyboard: transition.to.keyboardFrame, layoutFrame: context.scroll.frame, at: stamp,
                    screen: context.screen)
            }
        }
        return posted
    }

    /// `info` as the quirks in force post it (unchanged without a context to place it in).
    func quirked(_ info: KeyboardInfo, context: AvoidanceContext?, hiding: Bool) -> KeyboardInfo {
        guard let context else { return info }
        return quirks.posted(info, screen: context.screen, hiding: hiding, card: quirkCard(context))
    }

    /// The card `view-coordinates` posts frames relative to: the presented card on an iPad (the quirk is iPadOS 26's),
    /// nil elsewhere.
    func quirkCard(_ context: AvoidanceContext) -> Rect? {
        sheet?.idiom == .pad ? context.card : nil
    }

    /// Delivers the will set `events`, from `begin` to `end`, to the strategy as the quirks post it: the strategy's
    /// last answer (or nil) and the notifications posted. A frame change `dropped-quick-toggle` drops is neither
    /// delivered nor posted, nor is its did.
    mutating func deliver(
        _ events: [KeyboardEvent], from begin: Rect, to end: Rect, context: AvoidanceContext, at time: Instant
    ) -> (goal: ScrollTarget?, posted: [TimedNotification]) {
        let hiding = events.contains(.willHide)
        let show = events.last { $0 == .willShow || $0 == .willHide }
        let drops = show.map { quirks.dropsFrameChange(of: $0, at: time, after: lastWill) } ?? false
        pendingDidDropsChange = drops
        var context = context
        context.accessory = accessoryFrame(of: end, screen: context.screen)
        context.card = sheet?.card(keyboard: end)
        didContext = context
        var goal: ScrollTarget?
        var posted: [TimedNotification] = []
        for event in events where !(drops && event == .willChangeFrame) {
            let raw = KeyboardInfo(event: event, beginFrame: begin, endFrame: end, duration: duration, curve: curve)
            let info = quirks.posted(raw, screen: context.screen, hiding: hiding, card: quirkCard(context))
            if let target = strategy.receive(info, in: context) { goal = target }
            posted.append(TimedNotification(time: time, info: info))
        }
        // A show or hide set ends with its will-show or will-hide.
        if show != nil { lastWill = posted.last }
        return (goal, posted)
    }

    /// Where the app's own accessory bar will sit on `keyboard` (its top), in window coordinates; nil with no bar
    /// or a keyboard off the screen. An app reads this from its input accessory view, whatever the notifications
    /// say.
    func accessoryFrame(of keyboard: Rect, screen: Rect) -> Rect? {
        let height = quirks.accessoryBarHeight
        guard height > 0, keyboard.minY < screen.maxY - 0.5 else { return nil }
        return Rect(x: keyboard.minX, y: keyboard.minY, width: keyboard.width, height: min(height, keyboard.height))
    }

    /// Shows the keyboard, or changes its frame while shown: posts willChangeFrame and willShow now, and
    /// didChangeFrame and didShow when the animation settles.
    ///
    /// - Parameters:
    ///   - frame: the keyboard's end frame.
    ///   - screen: the screen bounds.
    ///   - scrollFrame: the scroll view's frame in window coordinates.
    ///   - contentSize: the scroll view's content size.
    ///   - focus: the rect to keep visible, in content coordinates, or nil.
    ///   - gap: the gap above the keyboard.
    ///   - time: when the event happens.
    public mutating func showKeyboard(
        frame: Rect, screen: Rect, scrollFrame: Rect, contentSize: Size, focus: Rect?,
        gap: Double = KeyboardLabStrategy.defaultGap, at time: Instant
    ) -> [TimedNotification] {
        let context = context(screen, scrollFrame, contentSize, focus: focus, gap: gap, at: time)
        return begin(.willShow, keyboard: frame, context: context, at: time)
    }

    /// Hides the keyboard: posts willChangeFrame and willHide now, and didChangeFrame and didHide when settled;
    /// the inset and offset go back to the saved values (or the user's offset, clamped).
    public mutating func hideKeyboard(frame: Rect, screen: Rect, scrollFrame: Rect, contentSize: Size, at time: Instant)
        -> [TimedNotification]
    {
        let context = context(screen, scrollFrame, contentSize, focus: nil, gap: 0, at: time)
        return begin(.willHide, keyboard: frame, context: context, at: time)
    }

    /// What the strategy reads at `time`: the scroll view as presented and the values the animation heads to.
    func context(
        _ screen: Rect, _ scrollFrame: Rect, _ contentSize: Size, focus: Rect?, gap: Double, at time: Instant
    ) -> AvoidanceContext {
        var context = AvoidanceContext(
            screen: screen, scroll: presentedScroll(scrollFrame, contentSize, at: time),
            model: transition.to.scrollTarget, focus: focus, gap: gap, safeBottom: safeAreaBottom)
        // Where the keyboard is heading; a new will set replaces both with its own end frame's.
        context.accessory = accessoryFrame(of: transition.to.keyboardFrame, screen: screen)
        context.card = sheet?.card(keyboard: transition.to.keyboardFrame)
        context.pinned = pinned
        context.lift = lift
        context.multilineFocus = multilineFocus
        context.caret = caret
        context.android = android
        context.keyboardVerticalOffset = keyboardVerticalOffset
        context.headerHeight = headerHeight
        return context
    }

    /// The scroll view as presented at `time`.
    private func presentedScroll(_ scrollFrame: Rect, _ contentSize: Size, at time: Instant) -> ScrollGeometry {
        let now = state(at: time)
        return ScrollGeometry(
            frame: scrollFrame, contentSize: contentSize, contentInset: now.contentInset,
            contentOffset: now.contentOffset)
    }

    /// Starts the keyboard's animation to `keyboard`: posts the due did-notifications, then willChangeFrame and
    /// `will`, each delivered to the strategy, and animates the scroll to the strategy's answer; the matching did pair
    /// follows when it settles.
    private mutating func begin(_ will: KeyboardEvent, keyboard: Rect, context: AvoidanceContext, at time: Instant)
        -> [TimedNotification]
    {
        // Due did-notifications are posted before the state at `time` changes.
        var posted = advance(to: time)
        let platform: Platform = android == nil ? .ios : .android
        if let motion = strategy.keyboardMotion(on: platform, window: android).animation(hiding: will == .willHide) {
            curve = motion.curve
            duration = motion.duration
        }
        let now = state(at: time)
        let answer = deliver(
            [.willChangeFrame, will], from: now.keyboardFrame, to: keyboard, context: context, at: time)
        posted += answer.posted
        animate(
            to: answer.goal ?? now.scrollTarget, keyboard: keyboard, layoutFrame: context.scroll.frame, at: time,
            screen: context.screen)
        isKeyboardShown = will == .willShow
        pendingDid = will == .willShow ? .didShow : .didHide
        return posted
    }

    /// Re-targets the scroll for a new focus rect (or a grown field) while the keyboard is shown, from the
    /// presented values, without a notification. Does nothing while the keyboard is hidden.
    public mutating func refocus(
        screen: Rect, scrollFrame: Rect, contentSize: Size, focus: Rect?, gap: Double = KeyboardLabStrategy.defaultGap,
        at time: Instant
    ) -> [TimedNotification] {
        let posted = advance(to: time)
        guard isKeyboardShown else { return posted }
        let context = context(screen, scrollFrame, contentSize, focus: focus, gap: gap, at: time)
        guard let goal = strategy.retarget(keyboard: transition.to.keyboardFrame, in: context) else { return posted }
        retarget(to: goal, layoutFrame: scrollFrame, at: time)
        return posted
    }

    /// Moves the scroll to `goal` from the presented values with no jump: while the keyboard is still sliding, the
    /// scroll's end points bend on the keyboard's own animation; otherwise a new animation starts.
    mutating func retarget(to goal: ScrollTarget, layoutFrame: Rect, at time: Instant) {
        let now = state(at: time)
        let sameTiming = goal.timing == .withKeyboard && transition.timing == .withKeyboard
        guard !transition.isFinished(at: time), sameTiming, goal.scrollFrame == transition.to.scrollFrame else {
            animate(to: goal, keyboard: transition.to.keyboardFrame, layoutFrame: layoutFrame, at: time)
            return
        }
        // The keyboard keeps sliding on its own animation; only the scroll's end points move.
        var next = transition
        let p = transition.progress(at: time)
        next.to.contentOffset = goal.contentOffset
        next.to.contentInset = goal.contentInset
        next.to.pan = goal.pan
        if p < 1 {
            // Solve from' so that interpolate(from', to', p) equals what is presented now: no jump.
            next.from.contentOffset.y = (now.contentOffset.y - p * goal.contentOffset.y) / (1 - p)
            next.from.contentInset.bottom = (now.contentInset.bottom - p * goal.contentInset.bottom) / (1 - p)
        }
        transition = next
    }

    /// Scrolls the content to `offsetY` (clamped to what the inset heading in allows) as the app does, not the
    /// user (a new message scrolls the list to its end): with the keyboard while it slides, else on its own
    /// animation.
    public mutating func scrollContent(
        toOffsetY offsetY: Double, scrollFrame: Rect, contentSize: Size, at time: Instant
    )
        -> [TimedNotification]
    {
        let posted = advance(to: time)
        var goal = transition.to.scrollTarget
        goal.contentOffset.y = ScrollGeometry(frame: scrollFrame, contentSize: contentSize).clampedOffsetY(
            offsetY, inset: goal.contentInset)
        guard goal != transition.to.scrollTarget || !transition.isFinished(at: time) else { return posted }
        retarget(to: goal, layoutFrame: scrollFrame, at: time)
        return posted
    }

    /// Applies a user scroll to `offsetY` (clamped to the range the presented inset allows) at `time`; the
    /// keyboard and inset go on animating. `endScrollFrame` is where the scroll view will be when the animation
    /// ends, when that is not `scrollFrame` (a sheet's card rising with the keyboard).
    public mutating func userScroll(
        toOffsetY offsetY: Double, scrollFrame: Rect, endScrollFrame: Rect? = nil, contentSize: Size, at time: Instant
    ) -> [TimedNotification] {
        let posted = advance(to: time)
        let now = state(at: time)
        let scroll = ScrollGeometry(frame: scrollFrame, contentSize: contentSize)
        let y = scroll.clampedOffsetY(offsetY, inset: now.contentInset)
        transition.from.contentOffset.y = y
        transition.to.contentOffset.y = y
        clampOffsets(scrollFrame: scrollFrame, contentSize: contentSize)
        if let endScrollFrame {
            let end = ScrollGeometry(frame: endScrollFrame, contentSize: contentSize)
            transition.to.contentOffset.y = end.clampedOffsetY(
                transition.to.contentOffset.y, inset: transition.to.contentInset)
        }
        strategy.userDidScroll()
        return posted
    }

    /// Keeps both ends of the animation inside the offset range their own insets allow, after a user scroll or
    /// after the content changed size (a multi-line field grew or shrank). The presented offset then stays in
    /// range at every instant, since offset and inset move together.
    public mutating func clampOffsets(scrollFrame: Rect, contentSize: Size) {
        let scroll = ScrollGeometry(frame: scrollFrame, contentSize: contentSize)
        transition.from.contentOffset.y = scroll.clampedOffsetY(
            transition.from.contentOffset.y, inset: transition.from.contentInset)
        transition.to.contentOffset.y = scroll.clampedOffsetY(
            transition.to.contentOffset.y, inset: transition.to.contentInset)
    }

    /// Puts the keyboard and scroll state at rest at `state` with no animation: after a relayout (rotation,
    /// device switch), the presented values mapped onto the new layout, from which the next animation starts.
    public mutating func reset(to state: KeyboardScrollState, at time: Instant) -> [TimedNotification] {
        let posted = advance(to: time)
        transition = .still(state)
        return posted
    }

    /// Starts one animation from what is presented to the keyboard at `keyboard` and the scroll at `goal`. A
    /// resized scroll view animates from or back to `layoutFrame`, the layout's own.
    mutating func animate(
        to goal: ScrollTarget, keyboard: Rect, layoutFrame: Rect, at time: Instant, screen: Rect? = nil
    ) {
        var from = state(at: time)
        // The first keyboard safe area starts from the one the presented keyboard gives: SwiftUI's, or a
        // framework's container at the screen's bottom less what the keyboard covers.
        if from.keyboardSafeArea == nil, goal.keyboardSafeArea != nil, let screen {
            from.keyboardSafeArea = strategy.startingKeyboardSafeArea(
                keyboard: from.keyboardFrame, screen: screen, safeBottom: safeAreaBottom ?? screen.maxY)
        }
        var to = KeyboardScrollState(
            keyboardFrame: keyboard, contentInset: goal.contentInset, contentOffset: goal.contentOffset,
            scrollFrame: goal.scrollFrame, keyboardSafeArea: goal.keyboardSafeArea, pan: goal.pan)
        if from.scrollFrame == nil, to.scrollFrame != nil { from.scrollFrame = layoutFrame }
        if to.scrollFrame == nil, from.scrollFrame != nil { to.scrollFrame = layoutFrame }
        transition = Transition(
            from: from, to: to, start: time, curve: curve, duration: duration, timeScale: timeScale,
            timing: goal.timing)
    }

    func info(_ event: KeyboardEvent) -> KeyboardInfo {
        KeyboardInfo(
            event: event, beginFrame: transition.from.keyboardFrame, endFrame: transition.to.keyboardFrame,
            duration: duration, curve: curve, isLocal: true)
    }

    /// Hands the timeline to another strategy, at rest: anything the old one saved is dropped.
    public mutating func use(_ strategy: any AvoidanceStrategy) {
        self.strategy = strategy
    }

    /// Puts the keyboard and scroll state at rest with the scroll at `target`, keeping the keyboard where it is.
    public mutating func rest(scroll target: ScrollTarget, at time: Instant) -> [TimedNotification] {
        var now = state(at: time)
        now.scrollTarget = target
        return reset(to: now, at: time)
    }
}
