/// The bar of a design: a rect cut from the picture, pinned as a bottom button bar is.
public struct DesignBar: Equatable, Hashable, Sendable {
    /// The bar's rect in design points; the design's rows below it are the home indicator's area.
    public var rect: Rect
    /// Whether it rides the keyboard or stays under it.
    public var keyboard: BottomBar.KeyboardBehaviour

    /// A bar.
    public init(rect: Rect, keyboard: BottomBar.KeyboardBehaviour) {
        self.rect = rect
        self.keyboard = keyboard
    }
}
