import KeyboardAvoidance

/// Where the phones and the side panel lie in the window, in pixels: the phones side by side, each with a margin,
/// then the panel. The frame loop draws with these mappings and maps the mouse back through them.
///
/// ```swift
/// let layout = WindowLayout(state, scale: 2)
/// layout.phones[0].point(pixelX: x, pixelY: y)  // the mouse in the first phone's screen points
/// ```
public struct WindowLayout: Equatable, Hashable, Sendable {
    /// The space around each phone screen, in points.
    public static let margin = 16.0

    /// Pixels per point.
    public var scale: Double
    /// Each phone screen's mapping, left to right.
    public var phones: [PixelMapping]
    /// The side panel's mapping.
    public var panel: PixelMapping
    /// The window's width in pixels.
    public var width: Int
    /// The window's height in pixels.
    public var height: Int

    /// The layout for `state` at `scale`.
    ///
    /// - Complexity: O(p) in the phones.
    public init(_ state: AppState, scale: Double) {
        self.scale = scale
        let margin = Self.margin
        var x = margin
        var tallest = 0.0
        phones = []
        for phone in state.phones {
            phones.append(PixelMapping(originX: Int(x * scale), originY: Int(margin * scale), scale: scale))
            x += phone.screen.width + margin
            tallest = max(tallest, phone.screen.height)
        }
        panel = PixelMapping(originX: Int(x * scale), originY: 0, scale: scale)
        width = Int(((x + OverlayView.panelWidth(phones: state.phones.count)) * scale).rounded())
        height = Int((max(tallest + margin * 2, OverlayView.panelMinimumHeight) * scale).rounded())
    }

    /// The phone under window pixel (`x`, `y`): the one whose screen column contains it, else the nearest.
    public func phone(atPixelX x: Int, y: Int) -> Int {
        var best = 0
        for (index, map) in phones.enumerated() where x >= map.originX - Int(Self.margin * scale / 2) {
            best = index
        }
        return best
    }

    /// The side panel's height in points.
    public var panelHeight: Double { Double(height) / scale }

    /// The pixel rectangle of `rect` (screen points of phone `index`), as `x, y, width, height`.
    public func pixelRect(_ rect: Rect, phone index: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let edges = phones[index].edges(rect)
        return (edges.x0, edges.y0, edges.x1 - edges.x0, edges.y1 - edges.y0)
    }
}
