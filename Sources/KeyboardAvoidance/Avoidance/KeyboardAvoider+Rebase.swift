extension KeyboardAvoider {
    /// Moves the saved pre-keyboard values onto a new layout (rotation or device change): the saved inset becomes
    /// `inset`, and the saved offset is clamped to what the new layout allows.
    public mutating func rebase(inset: EdgeInsets, scroll: ScrollGeometry) {
        guard var saved else { return }
        saved.contentInset = inset
        saved.contentOffset.y = scroll.clampedOffsetY(saved.contentOffset.y, inset: inset)
        self.saved = saved
    }
}
