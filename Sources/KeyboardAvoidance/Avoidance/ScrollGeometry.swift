/// A scroll view's geometry, as the avoidance strategy sees it.
public struct ScrollGeometry: Equatable, Hashable, Sendable {
    /// The scroll view's frame in window coordinates (`F`).
    public var frame: Rect
    /// The size of the scrolled content.
    public var contentSize: Size
    /// The content inset.
    public var contentInset: EdgeInsets
    /// The content offset: the content point shown at the frame's top-left.
    public var contentOffset: Point

    /// Creates a geometry.
    public init(frame: Rect, contentSize: Size, contentInset: EdgeInsets = .zero, contentOffset: Point = .zero) {
        self.frame = frame
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.contentOffset = contentOffset
    }

    /// The range `contentOffset.y` may take with `inset`:
    /// `[−inset.top, max(−inset.top, contentSize.height + inset.bottom − frame.height)]`.
    public func offsetRange(inset: EdgeInsets) -> ClosedRange<Double> {
        let low = -inset.top
        return low...max(low, contentSize.height + inset.bottom - frame.height)
    }

    /// `y` clamped to ``offsetRange(inset:)``.
    public func clampedOffsetY(_ y: Double, inset: EdgeInsets) -> Double {
        let range = offsetRange(inset: inset)
        return min(range.upperBound, max(range.lowerBound, y))
    }
}

/// What a strategy sets on the scroll view: inset and offset, and for the strategies that resize it, its frame.
public struct ScrollTarget: Equatable, Hashable, Sendable {
    /// The content inset to apply.
    public var contentInset: EdgeInsets
    /// The content offset to scroll to.
    public var contentOffset: Point
    /// The scroll view's frame in window coordinates, or nil for the layout's own.
    public var scrollFrame: Rect?
    /// How the scroll view gets there.
    public var timing: ScrollTiming
    /// SwiftUI's keyboard safe area to animate to (`swiftui`), or nil for strategies that have none.
    public var keyboardSafeArea: Double?
    /// How far Android's `adjustPan` moves the whole window up; 0 for every other strategy.
    public var pan: Double

    /// Creates a target.
    public init(
        contentInset: EdgeInsets, contentOffset: Point, scrollFrame: Rect? = nil, timing: ScrollTiming = .withKeyboard,
        keyboardSafeArea: Double? = nil, pan: Double = 0
    ) {
        self.pan = pan
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.scrollFrame = scrollFrame
        self.timing = timing
        self.keyboardSafeArea = keyboardSafeArea
    }
}
