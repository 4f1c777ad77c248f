extension Transition {
    /// The state at keyboard progress `p` under ``ScrollTiming/insetsUnion``: the bottom inset is the larger of the
    /// resting inset and the keyboard's overlap now, the overlap measured against the same line as at the end where
    /// the keyboard is up; on a show the offset rides that inset (it grows by what the inset grew beyond the room
    /// the field had), never past either end. A hide keeps the keyboard's blend for the offset (Compose keeps the
    /// scroll, clamped).
    ///
    /// ```swift
    /// let slide = Transition(from: rest, to: shown, start: .zero, curve: .imeSynced, timing: .insetsUnion)
    /// slide.state(at: Instant(seconds: 0.1)).contentInset.bottom  // max(24, ime now)
    /// ```
    func unionOfInsets(progress p: Double) -> KeyboardScrollState {
        var state = KeyboardScrollState.interpolate(from: from, to: to, progress: p)
        guard p > 0, p < 1 else { return state }
        let showing = to.contentInset.bottom >= from.contentInset.bottom
        let up = showing ? to : from
        let rest = showing ? from : to
        // The inset at `up` is its overlap with the keyboard there: the line the keyboard's top is measured from.
        let line = up.contentInset.bottom + up.keyboardFrame.minY
        let inset = min(up.contentInset.bottom, max(rest.contentInset.bottom, line - state.keyboardFrame.minY))
        state.contentInset.bottom = inset
        guard showing, to.contentOffset.y >= from.contentOffset.y else { return state }
        let ride = to.contentOffset.y - (to.contentInset.bottom - inset)
        state.contentOffset.y = min(to.contentOffset.y, max(from.contentOffset.y, ride))
        return state
    }
}
