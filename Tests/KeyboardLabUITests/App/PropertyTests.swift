import KeyboardAvoidance
import KeyboardLabUI
import Testing

/// Random action sequences at random instants (often mid-animation, with drags, dismiss modes and interrupted
/// shows and hides), checking the contract after every step and at every 60 Hz frame.
@Suite struct PropertyTests {
    /// Batches of 100 seeds, each seed a sequence of 60 actions: 2 batches (200 sequences) by default, 20 (2,000)
    /// under `KEYBOARD_LAB_EXHAUSTIVE=1`.
    static let batches: [UInt64] = Array(0..<TestScale.count(fast: 2, exhaustive: 20))

    func checkInvariants(_ lab: Lab, seed: UInt64, step: Int, _ context: String) {
        let now = lab.state.presented
        let values = now.keyboardFrame.components + now.contentInset.components + now.contentOffset.components
        let finite = values.allSatisfy(\.isFinite)
        #expect(finite, "seed \(seed) step \(step) \(context): not finite")
        #expect(
            now.contentInset.bottom >= lab.state.baseInset.bottom - 1e-9, "seed \(seed) step \(step) \(context): inset")
        // The model (the animation's end) lies in its own range, on the scroll view where it will be (a sheet's card
        // may be rising with the keyboard), and so does every presented offset, on the scroll view as presented.
        let scroll = lab.state.scrollGeometry
        let transition = lab.state.avoidance.transition
        let end = ScrollGeometry(
            frame: lab.state.targetState.scrollFrame ?? lab.state.layoutScrollFrame,
            contentSize: lab.state.layout.contentSize)
        let model = end.offsetRange(inset: transition.to.contentInset)
        let target = transition.to.contentOffset.y
        #expect(
            target >= model.lowerBound - 1e-6 && target <= model.upperBound + 1e-6,
            "seed \(seed) step \(step) \(context): target offset \(target) outside \(model)")
        let range = scroll.offsetRange(inset: now.contentInset)
        #expect(
            now.contentOffset.y >= range.lowerBound - 1e-6 && now.contentOffset.y <= range.upperBound + 1e-6,
            "seed \(seed) step \(step) \(context): offset \(now.contentOffset.y) outside \(range)")
    }

    @Test(arguments: batches)
    func randomSessionsKeepTheContract(batch: UInt64) throws {
        let seeds = (batch * 100 + 1)...(batch * 100 + 100)
        print("PropertyTests: seeds \(seeds.lowerBound)–\(seeds.upperBound), 60 actions each")
        for seed in seeds { try randomSession(seed: seed) }
    }

    func randomSession(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        var lab = try Lab()
        var notifications: [KeyboardEvent] = []
        var userScrolledSinceFocus = false
        // The oracle: the values before the first show of a keyboard session, which lasts until a hide settles.
        // Interrupted hides and shows within a session must come back to exactly these.
        var session: (values: ScrollTarget, moved: Bool)?
        for step in 0..<60 {
            let action = Action.random(in: lab.state, using: &rng)
            let before = lab.state.presented
            let layoutBefore = lab.state.layoutGeneration
            let scrollBefore = lab.state.diagnostics.lastScroll
            let shownBefore = lab.state.avoidance.isKeyboardShown
            let focusBefore = lab.state.editor.focus
            lab.send(action)
            if session == nil, !shownBefore, lab.state.avoidance.isKeyboardShown {
                session = (before.scrollTarget, false)
            }
            // Android's `insets` keeps the user's place on hide (Compose scrolls nothing back): no restore oracle.
            if lab.state.diagnostics.lastScroll != scrollBefore || lab.state.layoutGeneration != layoutBefore
                || lab.state.device.platform == .android
            {
                session?.moved = true
            }
            checkInvariants(lab, seed: seed, step: step, "after \(action)")
            notifications += lab.state.takeNotifications().map(\.info.event)
            // Presented values are continuous across re-targets: only user scrolls and relayouts move them at once.
            let after = lab.state.presented
            if lab.state.layoutGeneration == layoutBefore, !action.isPointer {
                let onScreen = before.keyboardFrame.minY < lab.state.screen.maxY
                let same =
                    zip(
                        (onScreen ? before.keyboardFrame.components : []) + before.contentInset.components
                            + before.contentOffset.components,
                        (onScreen ? after.keyboardFrame.components : []) + after.contentInset.components
                            + after.contentOffset.components
                    ).allSatisfy { abs($0 - $1) < 1e-6 }
                #expect(same, "seed \(seed) step \(step): \(action) jumped from \(before) to \(after)")
            }
            if lab.state.diagnostics.lastScroll != scrollBefore { userScrolledSinceFocus = true }
            if lab.state.editor.focus != focusBefore { userScrolledSinceFocus = false }
            // Frames at 60 Hz until the next action, sometimes mid-animation, sometimes settled.
            let wait = [0.03, 0.1, 0.2, 0.7][Int.random(in: 0..<4, using: &rng)]
            let frames = Int(wait * 60)
            for _ in 0..<frames {
                lab.settle(1.0 / 60)
                checkInvariants(lab, seed: seed, step: step, "frame")
                notifications += lab.state.takeNotifications().map(\.info.event)
            }
            // A session ends when its hide has settled: with no scroll or relayout in it, exactly the oracle.
            if let ended = session, !lab.state.avoidance.isKeyboardShown,
                lab.state.avoidance.transition.isFinished(at: lab.state.now)
            {
                if !ended.moved {
                    let now = lab.state.presented
                    #expect(
                        now.scrollTarget == ended.values,
                        "seed \(seed) step \(step): restored \(now.scrollTarget), expected \(ended.values)")
                }
                session = nil
            }
            guard wait >= 0.5 else { continue }
            if !userScrolledSinceFocus { checkSettledFocus(lab, seed: seed, step: step) }
        }
        checkOrder(of: notifications, seed: seed)
    }

    /// Settled, with no user scroll since the focus: the focused field (or caret line) sits above the keyboard with
    /// the gap.
    func checkSettledFocus(_ lab: Lab, seed: UInt64, step: Int) {
        guard let rect = lab.state.focusRect, lab.state.pointer.press == nil else { return }
        let window = rect.converted(
            fromContentOf: lab.state.scrollFrame, offset: lab.state.presented.contentOffset)
        let keyboard = lab.state.presented.keyboardFrame
        let overlap = KeyboardLabStrategy.overlap(
            keyboard: keyboard, scrollFrame: lab.state.scrollFrame, screen: lab.state.screen)
        let visibleHeight = lab.state.scrollFrame.height - overlap - lab.state.presented.contentInset.top
        // Android's `insets` brings the field into view with no margin.
        let gap = lab.state.device.platform == .android ? 0 : lab.state.form.gap(for: lab.state.focusedField?.id ?? "")
        // A keyboard floated while shown was hidden as far as avoidance goes: the scroll view went back.
        let tracked = lab.state.avoidance.isKeyboardShown
        if rect.height + 2 * gap <= visibleHeight, tracked {
            let floating = keyboard.width < lab.state.screen.width
            let bottom =
                floating ? lab.state.scrollFrame.maxY + gap : min(keyboard.minY, lab.state.scrollFrame.maxY)
            #expect(window.maxY <= bottom - gap + 1e-6, "seed \(seed) step \(step): field under the keyboard")
            #expect(
                window.minY >= lab.state.scrollFrame.minY - 1e-6,
                "seed \(seed) step \(step): field above the top")
        }
    }

    /// Notifications: will pairs, each followed by its did pair unless a newer will pair supersedes it, and
    /// floating-keyboard moves: willChangeFrame alone, then didChangeFrame alone.
    func checkOrder(of notifications: [KeyboardEvent], seed: UInt64) {
        var index = 0
        while index < notifications.count {
            #expect(notifications[index] == .willChangeFrame, "seed \(seed): \(notifications)")
            let next = index + 1 < notifications.count ? notifications[index + 1] : nil
            guard let will = next, will == .willShow || will == .willHide else {
                index += 1
                if index < notifications.count, notifications[index] == .didChangeFrame { index += 1 }
                continue
            }
            index += 2
            if index < notifications.count, notifications[index] == .didChangeFrame {
                #expect(
                    index + 1 < notifications.count
                        && notifications[index + 1] == (will == .willShow ? .didShow : .didHide), "seed \(seed)")
                index += 2
            }
        }
    }

}

extension Action {
    /// Whether the action is a finger's: taps and drags move the content at once, by design.
    var isPointer: Bool {
        switch self {
        case .tap, .pointerDown, .pointerMoved, .pointerUp, .scroll: true
        default: false
        }
    }
}
