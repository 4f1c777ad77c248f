/// Something a user would see go wrong with a phone's avoidance strategy, flagged live in the overlay and on the
/// trace's frame lines (`"problems"`). The phone finds the ones every strategy can cause; a strategy adds or rewords
/// its own (``AvoidanceStrategy/fieldProblems(_:in:)``).
public enum AvoidanceProblem: Equatable, Hashable, Sendable {
    /// The keyboard (or the end of a shrunk scroll view) hides this many points of the focused field.
    case fieldCovered(points: Double)
    /// The bottom inset is larger than the keyboard's overlap (or the original inset) calls for.
    case insetTooLarge(inset: Double, expected: Double)
    /// After the keyboard went away, the inset did not come back to `I0`.
    case insetNotRestored(inset: Double, expected: Double)
    /// After the keyboard went away, the offset did not come back to `O0` though the user never scrolled.
    case offsetNotRestored(offset: Double, expected: Double)
    /// The docked keyboard covers this many points of the bottom bar (a `covered` bar, by design).
    case barCovered(points: Double)
    /// A bar pinned to the keyboard hangs this many points above the keyboard's top.
    case barDetached(points: Double)
    /// The list was at its end, yet the composer (or the keyboard) hides this many points of the newest message.
    case newestMessageHidden(points: Double)
    /// Android's `adjust-resize` under edge-to-edge: the window is no longer resized, so the keyboard hides this many
    /// points of the focused field (or the composer).
    case edgeToEdgeCovered(points: Double)
    /// Android's `adjust-pan` moved the window so far that this many points of the top app bar left the screen.
    case appBarOffScreen(points: Double)
    /// Android's `compose-double`: the navigation area is padded twice, leaving this gap above the keyboard.
    case doubleInset(points: Double)
    /// React Native's `KeyboardAvoidingView` under a header, measured in its parent: the content is lifted this much
    /// too little, for want of a `keyboardVerticalOffset`.
    case offsetMissing(points: Double)
    /// React Native's `KeyboardAvoidingView` under edge-to-edge enforcement (target 35 or later on Android 15 or
    /// later): the root view is not resized and the view does not see the keyboard, so it hides this many points of
    /// the focused field (or the composer).
    case avoidingViewBlind(points: Double)
    /// React Native's `KeyboardAvoidingView` on Android hears only did-events: the layout jumps after the keyboard.
    case jumpsAfterKeyboard
    /// Flutter on Android under edge-to-edge: `viewInsets` leave out the navigation area while the keyboard moves,
    /// then jump by this much when it stops.
    case viewInsetsJump(points: Double)
}
