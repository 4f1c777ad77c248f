/// The avoidance strategy: from the keyboard's frame, the scroll view and the rect to keep visible, it computes the
/// content inset and offset that keep the rect just above the keyboard, and restores the originals on hide.
///
/// It saves the pre-keyboard inset and offset on the first show only and recomputes every later target from them,
/// so repeated shows never accumulate.
///
/// ```swift
/// var strategy = KeyboardLabStrategy()
/// let target = strategy.keyboardWillShow(
///     keyboard: Rect(x: 0, y: 516, width: 393, height: 336), screen: Rect(x: 0, y: 0, width: 393, height: 852),
///     scroll: scroll, focus: fieldRect)
/// // … later
/// let restored = strategy.keyboardWillHide(scroll: presentedScroll)
/// ```
public struct KeyboardLabStrategy: Equatable, Hashable, Sendable {
    /// The default gap between the focused rect and the keyboard's top, 10 pt.
    public static let defaultGap = 10.0

    /// The scroll view's inset and offset from before the keyboard came up (`I0`, `O0`), or nil.
    public internal(set) var saved: ScrollTarget?
    /// Whether the user scrolled while the keyboard was up.
    public internal(set) var userScrolled = false

    /// Creates an strategy with nothing saved.
    public init() {}

    /// How much of the scroll view the keyboard covers: `height(F ∩ K)`.
    ///
    /// 0 when the keyboard is not docked at the screen's bottom edge, or lies off screen. A keyboard narrower than
    /// the screen is floating wherever it is (IQKeyboardManager's rule, `width < screen.width && maxY <
    /// screen.height`, extended to a floating keyboard sliding in from below the screen).
    public static func overlap(keyboard: Rect, scrollFrame: Rect, screen: Rect) -> Double {
        guard keyboard.intersects(screen) else { return 0 }
        guard keyboard.maxY >= screen.maxY - 0.5, keyboard.width >= screen.width - 0.5 else { return 0 }
        return scrollFrame.intersection(keyboard).height
    }

    /// Handles keyboard-will-show and keyboard-will-change-frame: saves `I0` and `O0` on the first show only, then
    /// returns the target for the current state.
    ///
    /// - Parameters:
    ///   - keyboard: the keyboard's end frame in window coordinates (`K`).
    ///   - screen: the screen's bounds in window coordinates.
    ///   - scroll: the scroll view as presented now (its offset is the current `O`).
    ///   - focus: the rect to keep visible in content coordinates (`R`), or nil.
    ///   - gap: the gap to keep between `R` and the keyboard (`g`).
    public mutating func keyboardWillShow(
        keyboard: Rect, screen: Rect, scroll: ScrollGeometry, focus: Rect?, gap: Double = defaultGap
    ) -> ScrollTarget {
        if saved == nil { save(ScrollTarget(contentInset: scroll.contentInset, contentOffset: scroll.contentOffset)) }
        return target(keyboard: keyboard, screen: screen, scroll: scroll, focus: focus, gap: gap)
    }

    /// Saves `I0` and `O0` and forgets any earlier user scroll.
    mutating func save(_ values: ScrollTarget) {
        saved = values
        userScrolled = false
    }

    /// The inset and offset for the current state, from the saved values, without saving anything.
    ///
    /// Used for focus changes and frame changes while the keyboard is up.
    public func target(keyboard: Rect, screen: Rect, scroll: ScrollGeometry, focus: Rect?, gap: Double = defaultGap)
        -> ScrollTarget
    {
        target(
            overlap: Self.overlap(keyboard: keyboard, scrollFrame: scroll.frame, screen: screen), scroll: scroll,
            focus: focus, gap: gap)
    }

    /// The inset and offset for a keyboard covering `overlap` points of the scroll view, from the saved values.
    func target(overlap: Double, scroll: ScrollGeometry, focus: Rect?, gap: Double) -> ScrollTarget {
        let original = saved?.contentInset ?? scroll.contentInset
        var inset = original
        inset.bottom = max(original.bottom, overlap)
        var offset = scroll.contentOffset
        if let focus {
            offset.y = Self.offsetY(
                keeping: focus, visibleFrom: scroll.contentOffset.y, frameHeight: scroll.frame.height,
                overlap: overlap, insetTop: inset.top, gap: gap)
        }
        offset.y = scroll.clampedOffsetY(offset.y, inset: inset)
        return ScrollTarget(contentInset: inset, contentOffset: offset)
    }

    /// The contract's offset rule before clamping.
    static func offsetY(
        keeping rect: Rect, visibleFrom offsetY: Double, frameHeight: Double, overlap: Double, insetTop: Double,
        gap: Double
    ) -> Double {
        let visibleTop = offsetY + insetTop
        let visibleBottom = offsetY + frameHeight - overlap
        let visibleHeight = frameHeight - overlap - insetTop
        let epsilon = 1e-9
        if rect.height + 2 * gap > visibleHeight {
            return rect.minY - gap - insetTop
        }
        if rect.maxY + gap > visibleBottom + epsilon {
            return rect.maxY + gap - (frameHeight - overlap)
        }
        if rect.minY - gap < visibleTop - epsilon {
            return rect.minY - gap - insetTop
        }
        return offsetY
    }

    /// Records that the user scrolled while the keyboard was up, so hide keeps their offset (clamped).
    public mutating func userDidScroll() {
        if saved != nil { userScrolled = true }
    }

    /// Handles keyboard-will-hide: returns `I0` and either `O0` or, if the user scrolled, the current offset clamped
    /// to the range `I0` allows; then forgets the saved values. With nothing saved it returns the current state.
    public mutating func keyboardWillHide(scroll: ScrollGeometry) -> ScrollTarget {
        guard let saved else {
            return ScrollTarget(contentInset: scroll.contentInset, contentOffset: scroll.contentOffset)
        }
        var offset = saved.contentOffset
        if userScrolled {
            offset = scroll.contentOffset
            offset.y = scroll.clampedOffsetY(offset.y, inset: saved.contentInset)
        }
        self.saved = nil
        userScrolled = false
        return ScrollTarget(contentInset: saved.contentInset, contentOffset: offset)
    }
}
