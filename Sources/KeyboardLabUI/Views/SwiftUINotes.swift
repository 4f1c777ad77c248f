import KeyboardAvoidance

/// What the overlay and the panel say under `swiftui`, so a presenter can tell which behaviour is SwiftUI's: the
/// keyboard safe area, gap 0, a multi-line field left where it is, a `safeAreaInset` bar that stays during a drag
/// (FB13296535), and a medium sheet moved to its large detent on iOS 26 (FB17890661). Nothing for other strategies.
///
/// ```swift
/// SwiftUINotes.lines(phone)  // ["kbSafe 336 (SwiftUI keyboard safe area)", "gap 0 (SwiftUI)", …]
/// ```
enum SwiftUINotes {
    /// The notes for `state` now; empty unless its strategy lifts through SwiftUI's keyboard safe area.
    static func lines(_ state: Phone) -> [String] {
        guard state.avoidance.strategy.usesSwiftUIKeyboardSafeArea else { return [] }
        let n = NumberText.compact
        let safe = state.keyboardSafeArea(state.presented) ?? state.safeArea.bottom
        var lines = ["kbSafe \(n(safe)) (SwiftUI keyboard safe area)"]
        if let focus = state.editor.focus, focus != state.form.composerIndex, focus != state.form.searchIndex {
            lines.append(
                state.form.fields[focus].isMultiline ? "multi-line: not scrolled to (SwiftUI)" : "gap 0 (SwiftUI)")
        }
        if let bar = state.page.bottomBar {
            if !bar.isPinnedToKeyboard {
                lines.append("bar: .ignoresSafeArea(.keyboard)")
            } else if state.pointer.press?.isFollowingKeyboard == true
                || state.problems.contains(where: { if case .barDetached = $0 { true } else { false } })
            {
                lines.append("bar stays during drag (FB13296535)")
            } else {
                lines.append("bar: safeAreaInset on kbSafe")
            }
        }
        if state.sheet?.largeWhenKeyboardUp == true { lines.append("medium sheet -> large detent (FB17890661)") }
        return lines
    }
}
