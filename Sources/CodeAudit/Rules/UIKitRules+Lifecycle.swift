/// The UIKit rules on which notifications are observed and how the inset comes and goes.
extension UIKitRules {
    static let showHideOnly = AuditRule.rule(
        .uikit, "uikit-show-hide-only", "Will-show observed without will-change-frame", .note,
        bites: "iPads: a keyboard undocked, split or floated changes frame with will-change-frame and will-hide, and "
            + "docked again with no will-show until the next focus; a hardware keyboard attached while a field is focused",
        why: "On an iPhone a docked keyboard that changes height posts will-show again, so will-show and will-hide are "
            + "enough there; an iPad's keyboard also changes frame without a will-show, which such an observer misses.",
        fix:
            "Observe keyboardWillChangeFrameNotification (with will-hide to restore), and read the end frame each time.",
        source: "Apple's UIResponder.keyboardWillChangeFrameNotification documentation",
        reproduction: nil
    ) { file, _ in
        guard !file.mentions(willChangeFrame) else { return [] }
        guard let show = file.tokens.first(where: { $0.kind == .identifier && willShow.contains($0.text) }) else {
            return []
        }
        return [
            RuleHit(
                at: show,
                "observes the keyboard's will-show but not will-change-frame (an iPad's keyboard moves without it)")
        ]
    }

    /// The tokens that assign one of ``insets``: `contentInset =`, `contentInset.bottom =`.
    static func insetAssignments(in file: SourceFile) -> [Int] {
        file.tokens.indices.filter { index in
            guard file.tokens[index].kind == .identifier, insets.contains(file.tokens[index].text) else { return false }
            var at = index + 1
            if at + 1 < file.tokens.count, file.tokens[at].is(".") { at += 2 }
            return at < file.tokens.count && (file.tokens[at].is("=") || file.tokens[at].is("+="))
        }
    }

    static let notRestored = AuditRule.rule(
        .uikit, "uikit-inset-not-restored", "An inset set for the keyboard and never restored", .warning,
        bites: "every iOS device, after the keyboard goes: the content keeps the keyboard's inset (or loses the home "
            + "indicator's) and cannot scroll back to where it was",
        why: "The inset set on will-show must go back to what it was before, on will-hide; code that observes neither "
            + "will-hide nor will-change-frame (which also reports the keyboard leaving) never puts it back.",
        fix: "Save the resting insets before the first change and restore them on keyboardWillHideNotification.",
        source: "Apple's UIResponder.keyboardWillHideNotification documentation",
        reproduction: nil
    ) { file, _ in
        guard file.mentions(willShow), !file.mentions(willHide.union(willChangeFrame)) else { return [] }
        return insetAssignments(in: file).prefix(1).map {
            RuleHit(
                at: file.tokens[$0],
                "sets \(file.tokens[$0].text) for the keyboard but never observes will-hide to restore it")
        }
    }

    static let insetsOverwritten = AuditRule.rule(
        .uikit, "uikit-insets-overwritten", "Other insets overwritten with the keyboard's", .warning,
        bites: "screens under a navigation bar or a large title, and every iPhone with a home indicator",
        why: "Assigning a whole UIEdgeInsets (or .zero) for the keyboard throws away the top and resting insets the "
            + "system or the screen set; when the keyboard goes they are not what they were.",
        fix: "Change only the bottom inset, from the value saved before the keyboard came up.",
        source: "Apple's UIScrollView.contentInset documentation",
        reproduction: Reproduction(
            scenario: "show-hide", strategy: "observer-2018", fix: "keyboardlab", devices: ["iphone-15"], at: 1.4)
    ) { file, _ in
        guard file.mentions(willShow.union(willHide).union(willChangeFrame)) else { return [] }
        var hits: [RuleHit] = []
        // additionalSafeAreaInsets is the controller's own: setting all of it overwrites nothing the system set.
        for index in insetAssignments(in: file)
        where index + 2 < file.tokens.count && file.tokens[index + 1].is("=")
            && !file.tokens[index].is("additionalSafeAreaInsets")
        {
            if overwrites(at: index + 2, in: file) {
                hits.append(
                    RuleHit(
                        at: file.tokens[index], "replaces every edge of \(file.tokens[index].text) for the keyboard"))
            }
        }
        return hits
    }

    /// Whether the value at `index` replaces every edge: `.zero`, or a `UIEdgeInsets(…)` whose top is the literal 0.
    static func overwrites(at index: Int, in file: SourceFile) -> Bool {
        let value = file.tokens[index]
        if value.is(".") || value.is("UIEdgeInsets"), index + 2 < file.tokens.count,
            file.tokens[index + (value.is(".") ? 1 : 2)].is("zero")
        {
            return true
        }
        guard value.is("UIEdgeInsets"), let call = file.calls(named: "UIEdgeInsets").first(where: { $0.index == index })
        else { return false }
        return call.argument("top").map { ["0", "0.0"].contains(file.text(of: $0.range)) } ?? false
    }

    static let curveIgnored = AuditRule.rule(
        .uikit, "uikit-curve-ignored", "The keyboard's animation curve ignored", .note,
        bites: "every iOS device: the content moves on its own timing and the keyboard slides over it or leaves a gap "
            + "mid-animation",
        why: "The keyboard animates on its own curve (a spring since iOS 7) and duration; a fixed duration and the "
            + "default curve drift from it.",
        fix:
            "Animate with the notification's keyboardAnimationDurationUserInfoKey and keyboardAnimationCurveUserInfoKey "
            + "(UIView.AnimationOptions(rawValue: curve << 16)), or with UIKeyboardLayoutGuide.",
        source: "Apple's keyboardAnimationCurveUserInfoKey documentation",
        reproduction: Reproduction(
            scenario: "show-hide", strategy: "listener-2018", fix: "keyboardlab", devices: ["iphone-15"], at: 0.125)
    ) { file, _ in
        guard file.mentions(endKeys.union(beginKeys)), !file.mentions(curveKeys) else { return [] }
        return file.calls(named: "animate").filter { call in
            call.index >= 2 && file.tokens[call.index - 2].is("UIView") && call.arguments.first?.label == "withDuration"
                && file.mentions(endKeys.union(beginKeys).union(["userInfo"]), in: file.handler(containing: call.index))
        }.prefix(1).map { RuleHit(at: file.tokens[$0.index], "animates with UIView's own curve, not the keyboard's") }
    }

    static let didShow = AuditRule.rule(
        .uikit, "uikit-did-show", "The content moved in did-show, after the keyboard has risen", .warning,
        bites: "every iOS device: the keyboard covers the field for the whole animation, then the content jumps",
        why: "keyboardDidShowNotification is posted when the animation has ended; moving the content then shows the "
            + "field covered first.",
        fix: "Do the work in keyboardWillShowNotification (or will-change-frame), inside the keyboard's animation.",
        source: "Apple's keyboardDidShowNotification documentation",
        reproduction: nil
    ) { file, _ in
        guard !file.mentions(willShow.union(willChangeFrame)) else { return [] }
        return file.tokens.filter { $0.kind == .identifier && didShowNames.contains($0.text) }.prefix(1).map {
            RuleHit(at: $0, "moves the content on \($0.text), after the keyboard's animation")
        }
    }
}
