/// A view pinned to the keyboard's top (a sticky bottom bar, a composer): with the keyboard, it makes the
/// obstruction.
///
/// Its bottom is `min(restBottom, K.minY)` for a docked keyboard `K`, at every frame; a keyboard that is not docked
/// (floating, or off the screen) leaves it at rest.
///
/// ```swift
/// let bar = PinnedView(height: 66, restBottom: 818)
/// bar.frame(keyboard: shown, screen: screen)  // its bottom on the keyboard's top
/// bar.obstruction(keyboard: shown, screen: screen)  // the keyboard and the bar together
/// ```
public struct PinnedView: Equatable, Hashable, Sendable {
    /// The view's height.
    public var height: Double
    /// Where its bottom rests with the keyboard down: the safe area's bottom, a tab bar's top or a card's bottom.
    public var restBottom: Double
    /// Its horizontal extent: the screen's, or a card's.
    public var minX: Double
    /// Its width.
    public var width: Double

    /// A pinned view `height` tall resting on `restBottom`, spanning `minX` to `minX + width`.
    public init(height: Double, restBottom: Double, minX: Double = 0, width: Double = 0) {
        self.height = height
        self.restBottom = restBottom
        self.minX = minX
        self.width = width
    }

    /// The view's bottom edge for the keyboard at `keyboard`.
    public func bottom(keyboard: Rect, screen: Rect) -> Double {
        Self.isDocked(keyboard, on: screen) ? min(restBottom, keyboard.minY) : restBottom
    }

    /// Whether `keyboard` is docked: as wide as the screen, and on it.
    static func isDocked(_ keyboard: Rect, on screen: Rect) -> Bool {
        keyboard.width >= screen.width - 0.5 && keyboard.intersects(screen)
    }

    /// The view's frame for the keyboard at `keyboard`, in window coordinates.
    public func frame(keyboard: Rect, screen: Rect) -> Rect {
        let bottom = bottom(keyboard: keyboard, screen: screen)
        return Rect(x: minX, y: bottom - height, width: width, height: height)
    }

    /// The keyboard together with the view on its top: `keyboard` grown upward to the view's top (unchanged for a
    /// keyboard that is not docked).
    public func obstruction(keyboard: Rect, screen: Rect) -> Rect {
        guard Self.isDocked(keyboard, on: screen) else { return keyboard }
        let top = bottom(keyboard: keyboard, screen: screen) - height
        guard top < keyboard.minY else { return keyboard }
        return Rect(x: keyboard.minX, y: top, width: keyboard.width, height: keyboard.maxY - top)
    }
}
