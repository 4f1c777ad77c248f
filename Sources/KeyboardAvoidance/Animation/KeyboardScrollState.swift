/// The values one animation progress drives together: the keyboard's frame and the scroll view's inset and offset.
public struct KeyboardScrollState: Equatable, Hashable, Sendable {
    /// The keyboard's frame in window coordinates.
    public var keyboardFrame: Rect
    /// The scroll view's content inset.
    public var contentInset: EdgeInsets
    /// The scroll view's content offset.
    public var contentOffset: Point
    /// The scroll view's frame, when a strategy resizes it; nil for the layout's own.
    public var scrollFrame: Rect?
    /// SwiftUI's keyboard safe area (`kbSafe`, the bottom inset its content is laid out against), when the strategy
    /// sets one (`swiftui`); nil otherwise.
    public var keyboardSafeArea: Double?
    /// How far Android's `adjustPan` has moved the whole window up (ViewRootImpl's `mScrollY`); 0 elsewhere.
    public var pan: Double

    /// Creates a keyboard and scroll state.
    public init(
        keyboardFrame: Rect, contentInset: EdgeInsets, contentOffset: Point, scrollFrame: Rect? = nil,
        keyboardSafeArea: Double? = nil, pan: Double = 0
    ) {
        self.pan = pan
        self.keyboardFrame = keyboardFrame
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.scrollFrame = scrollFrame
        self.keyboardSafeArea = keyboardSafeArea
    }

    /// The scroll part of the state.
    public var scrollTarget: ScrollTarget {
        get {
            ScrollTarget(
                contentInset: contentInset, contentOffset: contentOffset, scrollFrame: scrollFrame,
                keyboardSafeArea: keyboardSafeArea, pan: pan)
        }
        set {
            contentInset = newValue.contentInset
            contentOffset = newValue.contentOffset
            scrollFrame = newValue.scrollFrame
            keyboardSafeArea = newValue.keyboardSafeArea
            pan = newValue.pan
        }
    }

    /// The state a fraction `progress` of the way from `start` to `end`; the inset and offset may move
    /// on progress values of their own (a strategy that sets the inset at once and scrolls on UIKit's curve), and
    /// the frame too (Android's layout jumping at once); the pan moves with the offset.
    public static func interpolate(
        from start: KeyboardScrollState, to end: KeyboardScrollState, progress: Double, insetProgress: Double? = nil,
        offsetProgress: Double? = nil, frameProgress: Double? = nil
    ) -> KeyboardScrollState {
        func mix(_ a: Double, _ b: Double, _ p: Double) -> Double { p <= 0 ? a : p >= 1 ? b : a + (b - a) * p }
        func mix(_ a: Rect, _ b: Rect, _ p: Double) -> Rect {
            Rect(
                x: mix(a.minX, b.minX, p), y: mix(a.minY, b.minY, p), width: mix(a.width, b.width, p),
                height: mix(a.height, b.height, p))
        }
        let pi = insetProgress ?? progress
        let po = offsetProgress ?? progress
        let a = start.contentInset
        let b = end.contentInset
        let pf = frameProgress ?? progress
        var frame = pf >= 1 ? end.scrollFrame : end.scrollFrame ?? start.scrollFrame
        if let from = start.scrollFrame, let to = end.scrollFrame { frame = mix(from, to, pf) }
        // A keyboard safe area exists while the strategy heading in sets one.
        let safe = end.keyboardSafeArea.map { to in start.keyboardSafeArea.map { mix($0, to, pf) } ?? to }
        return KeyboardScrollState(
            keyboardFrame: mix(start.keyboardFrame, end.keyboardFrame, progress),
            contentInset: EdgeInsets(
                top: mix(a.top, b.top, pi), left: mix(a.left, b.left, pi), bottom: mix(a.bottom, b.bottom, pi),
                right: mix(a.right, b.right, pi)),
            contentOffset: Point(
                x: mix(start.contentOffset.x, end.contentOffset.x, po),
                y: mix(start.contentOffset.y, end.contentOffset.y, po)),
            scrollFrame: progress >= 1 ? end.scrollFrame : frame, keyboardSafeArea: safe,
            pan: mix(start.pan, end.pan, po))
    }
}
