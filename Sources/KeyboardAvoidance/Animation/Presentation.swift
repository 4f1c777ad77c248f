/// The values one animation progress drives together: the keyboard's frame and the scroll view's inset and offset.
public struct Presentation: Equatable, Hashable, Sendable {
    /// The keyboard's frame in window coordinates.
    public var keyboardFrame: Rect
    /// The scroll view's content inset.
    public var contentInset: EdgeInsets
    /// The scroll view's content offset.
    public var contentOffset: Point

    /// Creates a presentation.
    public init(keyboardFrame: Rect, contentInset: EdgeInsets, contentOffset: Point) {
        self.keyboardFrame = keyboardFrame
        self.contentInset = contentInset
        self.contentOffset = contentOffset
    }

    /// The scroll part of the presentation.
    public var scrollTarget: ScrollTarget {
        get { ScrollTarget(contentInset: contentInset, contentOffset: contentOffset) }
        set {
            contentInset = newValue.contentInset
            contentOffset = newValue.contentOffset
        }
    }

    /// The presentation a fraction `progress` of the way from `start` to `end`.
    public static func interpolate(from start: Presentation, to end: Presentation, progress: Double) -> Presentation {
        if progress <= 0 { return start }
        if progress >= 1 { return end }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
        return Presentation(
            keyboardFrame: Rect(
                x: mix(start.keyboardFrame.minX, end.keyboardFrame.minX),
                y: mix(start.keyboardFrame.minY, end.keyboardFrame.minY),
                width: mix(start.keyboardFrame.width, end.keyboardFrame.width),
                height: mix(start.keyboardFrame.height, end.keyboardFrame.height)),
            contentInset: EdgeInsets(
                top: mix(start.contentInset.top, end.contentInset.top),
                left: mix(start.contentInset.left, end.contentInset.left),
                bottom: mix(start.contentInset.bottom, end.contentInset.bottom),
                right: mix(start.contentInset.right, end.contentInset.right)),
            contentOffset: Point(
                x: mix(start.contentOffset.x, end.contentOffset.x), y: mix(start.contentOffset.y, end.contentOffset.y)))
    }
}
