import KeyboardAvoidance

/// A phone's keyboard avoidance over time: the strategy's timeline, the keyboard session in progress and what the
/// last one's restore missed (for the problem flags), and the notifications posted but not yet taken.
public struct PhoneAvoidance: Equatable, Sendable {
    /// The avoidance strategy over time; the phone changes it through this value's methods, which queue what it
    /// posts.
    public private(set) var timeline: AvoidanceTimeline
    /// The keyboard session in progress, for the problem flags.
    public private(set) var session: KeyboardSession?
    /// What the last session's restore missed, until the next show.
    public private(set) var restoreMisses: [AvoidanceProblem] = []
    /// Every notification posted so far that has not been taken by ``Phone/takeNotifications()``.
    public private(set) var pendingNotifications: [TimedNotification] = []

    /// Avoidance driving `timeline`, with no session.
    init(timeline: AvoidanceTimeline) {
        self.timeline = timeline
    }

    // MARK: Notifications

    /// Queues notifications the timeline posted (already handed to the avoidance strategy) for the observers
    /// outside the phone, which take them with ``Phone/takeNotifications()`` (the runtime posts them to its
    /// observers: the trace, the recorder and the panel's log).
    mutating func queue(_ notifications: [TimedNotification]) { pendingNotifications.append(contentsOf: notifications) }

    /// Takes the notifications posted since the last call, in order.
    mutating func takeNotifications() -> [TimedNotification] {
        defer { pendingNotifications.removeAll(keepingCapacity: true) }
        return pendingNotifications
    }

    // MARK: Sessions

    /// Notes the values before a keyboard session's first show (nothing while one is open): where the timeline is
    /// heading, and, for a message list laid out as `list`, whether it is at its end. The last restore's misses
    /// are forgotten.
    mutating func beginSessionIfNeeded(list: ScrollGeometry?) {
        guard session == nil else { return }
        var started = KeyboardSession(start: timeline.transition.to.scrollTarget)
        if let list { started.startedAtEnd = LiftPolicy.isAtEnd(started.start, in: list) }
        session = started
        restoreMisses = []
    }

    /// Notes that the user scrolled or the layout changed during the session, if one is open.
    mutating func noteMoved() { session?.moved = true }

    /// Whether a session is open and the hide that ends it has settled by `time`.
    func isSessionSettled(at time: Instant) -> Bool {
        session != nil && !timeline.isKeyboardShown && timeline.transition.isFinished(at: time)
    }

    /// Ends the session, checking that the inset and offset presented now (`now`) came back to where they were.
    mutating func endSession(presented now: KeyboardScrollState) {
        guard let session else { return }
        self.session = nil
        var misses: [AvoidanceProblem] = []
        if abs(now.contentInset.bottom - session.start.contentInset.bottom) > 0.5 {
            misses.append(
                .insetNotRestored(inset: now.contentInset.bottom, expected: session.start.contentInset.bottom))
        }
        if !session.moved, abs(now.contentOffset.y - session.start.contentOffset.y) > 0.5 {
            misses.append(.offsetNotRestored(offset: now.contentOffset.y, expected: session.start.contentOffset.y))
        }
        restoreMisses = misses
    }
}

extension PhoneAvoidance {
    // MARK: What the timeline says

    /// The avoidance strategy the phone runs.
    public var strategy: any AvoidanceStrategy { timeline.strategy }
    /// Whether the keyboard is shown or on its way up.
    public var isKeyboardShown: Bool { timeline.isKeyboardShown }
    /// What the running animation heads to.
    public var target: KeyboardScrollState { timeline.target }
    /// The animation in force (possibly finished).
    public var transition: Transition { timeline.transition }
    /// The curve new animations use.
    public var curve: AnimationCurve { timeline.curve }
    /// The view pinned to the keyboard (a sticky bar, a composer), or nil.
    public var pinned: PinnedView? { timeline.pinned }
    /// The values presented at `time`.
    public func state(at time: Instant) -> KeyboardScrollState { timeline.state(at: time) }
    /// How far the animation in force has run at `time`, from 0 to 1.
    public func progress(at time: Instant) -> Double { timeline.progress(at: time) }

    // MARK: What the phone tells it

    /// Runs the timeline's animations `scale` times slower (10 in slow motion, else 1).
    mutating func slowDown(by scale: Double) { timeline.timeScale = scale }
    /// Hands the avoidance to `strategy`, at rest.
    mutating func use(_ strategy: any AvoidanceStrategy) { timeline.use(strategy) }
    /// The safe area's bottom edge in window coordinates, as laid out.
    mutating func follow(safeAreaBottom: Double) { timeline.safeAreaBottom = safeAreaBottom }
    /// The notification quirks in force and the sheet the screen is presented in, if any.
    mutating func follow(quirks: NotificationQuirks, sheet: SheetGeometry?) {
        timeline.quirks = quirks
        timeline.sheet = sheet
    }
    /// The view pinned to the keyboard and a message list's lift policy.
    mutating func follow(pinned: PinnedView?, lift: LiftPolicy?) {
        timeline.pinned = pinned
        timeline.lift = lift
    }
    /// Android's window facts (nil on iOS), React Native's `keyboardVerticalOffset` and the header above a
    /// framework's view that its frame does not see.
    mutating func follow(android: AndroidWindow?, keyboardVerticalOffset: Double, headerHeight: Double?) {
        timeline.android = android
        timeline.keyboardVerticalOffset = keyboardVerticalOffset
        timeline.headerHeight = headerHeight
    }
    /// The caret adjustPan keeps visible (nil off Android).
    mutating func follow(caret: Rect?) { timeline.caret = caret }
    /// Whether the focused field is multi-line.
    mutating func follow(multilineFocus: Bool) { timeline.multilineFocus = multilineFocus }
    /// Keeps the offsets in range for a scroll view of `scrollFrame` over `contentSize`.
    mutating func clampOffsets(scrollFrame: Rect, contentSize: Size) {
        timeline.clampOffsets(scrollFrame: scrollFrame, contentSize: contentSize)
    }
    /// Puts the scroll at rest at `target` without posting: a new phone, or the screen behind a sheet.
    mutating func settle(scroll target: ScrollTarget, at time: Instant) {
        _ = timeline.rest(scroll: target, at: time)
    }

    // MARK: Steps that post notifications (queued for the observers)

    /// Moves the clock to `time`; see ``AvoidanceTimeline/advance(to:)``.
    mutating func advance(to time: Instant) { queue(timeline.advance(to: time)) }
    /// Puts the scroll at rest at `target`; see ``AvoidanceTimeline/rest(scroll:at:)``.
    mutating func rest(scroll target: ScrollTarget, at time: Instant) { queue(timeline.rest(scroll: target, at: time)) }
    /// Jumps to `state`; see ``AvoidanceTimeline/reset(to:at:)``.
    mutating func reset(to state: KeyboardScrollState, at time: Instant) { queue(timeline.reset(to: state, at: time)) }
    /// Shows the keyboard; see ``AvoidanceTimeline/showKeyboard(frame:screen:scrollFrame:contentSize:focus:gap:at:)``.
    mutating func showKeyboard(
        frame: Rect, screen: Rect, scrollFrame: Rect, contentSize: Size, focus: Rect?, gap: Double, at time: Instant
    ) {
        queue(
            timeline.showKeyboard(
                frame: frame, screen: screen, scrollFrame: scrollFrame, contentSize: contentSize, focus: focus,
                gap: gap,
                at: time))
    }
    /// Hides the keyboard; see ``AvoidanceTimeline/hideKeyboard(frame:screen:scrollFrame:contentSize:at:)``.
    mutating func hideKeyboard(frame: Rect, screen: Rect, scrollFrame: Rect, contentSize: Size, at time: Instant) {
        queue(
            timeline.hideKeyboard(
                frame: frame, screen: screen, scrollFrame: scrollFrame, contentSize: contentSize, at: time))
    }
    /// Moves the keyboard's frame; see ``AvoidanceTimeline/moveKeyboard(to:from:animated:screen:scrollFrame:contentSize:focus:gap:at:)``.
    mutating func moveKeyboard(
        to frame: Rect, from begin: Rect? = nil, animated: Bool, screen: Rect, scrollFrame: Rect, contentSize: Size,
        focus: Rect?, gap: Double, at time: Instant
    ) {
        queue(
            timeline.moveKeyboard(
                to: frame, from: begin, animated: animated, screen: screen, scrollFrame: scrollFrame,
                contentSize: contentSize, focus: focus, gap: gap, at: time))
    }
    /// Drags the floating keyboard, posting nothing; see ``AvoidanceTimeline/dragKeyboard(to:at:)``.
    mutating func dragKeyboard(to frame: Rect, at time: Instant) { queue(timeline.dragKeyboard(to: frame, at: time)) }
    /// The keyboard follows the finger; see ``AvoidanceTimeline/followFinger(keyboardTop:at:)``.
    mutating func followFinger(keyboardTop top: Double, at time: Instant) {
        queue(timeline.followFinger(keyboardTop: top, at: time))
    }
    /// The focus moved with the keyboard up; see ``AvoidanceTimeline/changeFocus(screen:scrollFrame:contentSize:focus:gap:at:)``.
    mutating func changeFocus(
        screen: Rect, scrollFrame: Rect, contentSize: Size, focus: Rect?, gap: Double, at time: Instant
    ) {
        queue(
            timeline.changeFocus(
                screen: screen, scrollFrame: scrollFrame, contentSize: contentSize, focus: focus, gap: gap, at: time))
    }
    /// The focused field moved; see ``AvoidanceTimeline/refocus(screen:scrollFrame:contentSize:focus:gap:at:)``.
    mutating func refocus(
        screen: Rect, scrollFrame: Rect, contentSize: Size, focus: Rect?, gap: Double, at time: Instant
    ) {
        queue(
            timeline.refocus(
                screen: screen, scrollFrame: scrollFrame, contentSize: contentSize, focus: focus, gap: gap, at: time))
    }
    /// The layout changed; see ``AvoidanceTimeline/moveToLayout(screen:scroll:restingInset:keyboard:at:)``.
    mutating func moveToLayout(
        screen: Rect, scroll: ScrollGeometry, restingInset: EdgeInsets, keyboard: Rect, at time: Instant
    ) {
        queue(
            timeline.moveToLayout(
                screen: screen, scroll: scroll, restingInset: restingInset, keyboard: keyboard, at: time))
    }
    /// Scrolls the content to `offsetY`; see ``AvoidanceTimeline/scrollContent(toOffsetY:scrollFrame:contentSize:at:)``.
    mutating func scrollContent(toOffsetY offsetY: Double, scrollFrame: Rect, contentSize: Size, at time: Instant) {
        queue(timeline.scrollContent(toOffsetY: offsetY, scrollFrame: scrollFrame, contentSize: contentSize, at: time))
    }
    /// The user scrolled; see ``AvoidanceTimeline/userScroll(toOffsetY:scrollFrame:endScrollFrame:contentSize:at:)``.
    mutating func userScroll(
        toOffsetY offsetY: Double, scrollFrame: Rect, endScrollFrame: Rect?, contentSize: Size, at time: Instant
    ) {
        queue(
            timeline.userScroll(
                toOffsetY: offsetY, scrollFrame: scrollFrame, endScrollFrame: endScrollFrame, contentSize: contentSize,
                at: time))
    }
}

/// One keyboard session, from the first show to the hide that settles: what the scroll view was before it, and
/// whether the user or a relayout moved things in between.
public struct KeyboardSession: Equatable, Hashable, Sendable {
    /// The inset and offset before the first show.
    public var start: ScrollTarget
    /// Whether the user scrolled or the layout changed during the session.
    public var moved = false
    /// Whether a message list was at its end when the session began.
    public var startedAtEnd = false
}
