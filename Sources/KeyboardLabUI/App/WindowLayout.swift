import KeyboardAvoidance
import LabDrawing

/// Where the phones, their captions and readouts, and the side panel lie in the window, in pixels: the phones side
/// by side (or stacked, see ``AppState/stacksPhones``), each with a margin, a caption above each when comparing or
/// presenting, the readout strip under each when shown, then the panel. The frame loop draws with these mappings and maps the mouse back through them.
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
    /// The panel's type and column sizes.
    public var metrics: PanelMetrics
    /// The band above the phones that holds their captions, in window points from the top-left (zero tall when
    /// no caption is shown).
    public var captionBand: Size
    /// Whether the panel's scale notice is drawn in the caption band (presenter mode with the panel hidden).
    public var showsNoticeAbove: Bool
    /// Each phone's caption rectangle in the caption band, in points.
    public var captions: [Rect]
    /// The window's width in pixels.
    public var width: Int
    /// The window's height in pixels.
    public var height: Int

    /// The layout for `state` at `scale`.
    ///
    /// - Complexity: O(p) in the phones.
    public init(_ state: AppState, scale: Double) {
        self.scale = scale
        metrics = PanelMetrics(presenter: state.presenter, scale: scale, pixels: state.presenterPixels)
        let margin = Self.margin
        let captionHeight = state.showsCaptions ? metrics.captionHeight : 0
        // Presenter mode may hide the panel to draw the phones larger: it then leaves the window, and the scale
        // notice it would show takes a line above the captions.
        let showsPanel = !state.presenter || state.phone.chrome.overlayVisible
        let noticeHeight = !showsPanel && state.shownScaleNotice != nil ? metrics.lineHeight : 0
        showsNoticeAbove = noticeHeight > 0
        let top = margin + noticeHeight + captionHeight
        var x = margin
        var tallest = 0.0
        phones = []
        captions = []
        if state.stacksPhones, state.phones.count > 1 {
            (phones, captions, x, tallest) = Self.stack(state, scale: scale, top: top, captionHeight: captionHeight)
        }
        for phone in state.phones where phones.count < state.phones.count {
            phones.append(PixelMapping(originX: Int(x * scale), originY: Int(top * scale), scale: scale))
            captions.append(
                Rect(x: x, y: margin / 2 + noticeHeight, width: phone.screen.width, height: captionHeight))
            x += phone.screen.width + margin
            let readout = phone.chrome.readoutVisible ? ReadoutView.height(phone) : 0
            tallest = max(tallest, phone.screen.height + readout)
        }
        captionBand = Size(
            width: x, height: state.stacksPhones ? top + tallest : captionHeight + noticeHeight > 0 ? top : 0)
        panel = PixelMapping(originX: Int(x * scale), originY: 0, scale: scale)
        let panelWidth = showsPanel ? metrics.panelWidth(phones: state.phones.count) : 0
        width = Int(((x + panelWidth) * scale).rounded())
        let least = showsPanel ? metrics.panelMinimumHeight : 0
        height = Int((max(top + tallest + margin, least) * scale).rounded())
    }

    /// The phones one under another from `top`, each under its caption: their mappings, the captions, the column's
    /// right edge with its margin, and its height below `top`.
    static func stack(_ state: AppState, scale: Double, top: Double, captionHeight: Double)
        -> ([PixelMapping], [Rect], Double, Double)
    {
        var y = top
        var phones: [PixelMapping] = []
        var captions: [Rect] = []
        for phone in state.phones {
            phones.append(PixelMapping(originX: Int(margin * scale), originY: Int(y * scale), scale: scale))
            captions.append(
                Rect(x: margin, y: y - captionHeight - margin / 2, width: phone.screen.width, height: captionHeight))
            let readout = phone.chrome.readoutVisible ? ReadoutView.height(phone) : 0
            y += phone.screen.height + readout + margin + captionHeight
        }
        let width = state.phones.map(\.screen.width).max() ?? 0
        return (phones, captions, 2 * margin + width, y - top - margin - captionHeight)
    }

    /// The phone under window pixel (`x`, `y`): the one whose screen column (row, when stacked) contains it, else
    /// the nearest.
    public func phone(atPixelX x: Int, y: Int) -> Int {
        var best = 0
        for (index, map) in phones.enumerated()
        where isStacked ? y >= map.originY - Int(Self.margin * scale) : x >= map.originX - Int(Self.margin * scale / 2)
        {
            best = index
        }
        return best
    }

    /// Whether the phones stand one under another.
    public var isStacked: Bool { phones.count > 1 && phones[0].originX == phones[1].originX }

    /// The side panel's width in points.
    public var panelWidth: Double { Double(width - panel.originX) / scale }

    /// The side panel's height in points.
    public var panelHeight: Double { Double(height) / scale }

    /// The pixel rectangle of `rect` (screen points of phone `index`), as `x, y, width, height`.
    public func pixelRect(_ rect: Rect, phone index: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let edges = phones[index].edges(rect)
        return (edges.x0, edges.y0, edges.x1 - edges.x0, edges.y1 - edges.y0)
    }

    /// The scale and arrangement to draw `state` at: its phones side by side, or, when they are compared on their
    /// side and that draws them larger, one under another.
    public static func fittingArrangement(
        _ state: AppState, requested: Double, display: (width: Int, height: Int)?
    ) -> (scale: Double, stacked: Bool) {
        var side = state
        side.stacksPhones = false
        let beside = fittingScale(side, requested: requested, display: display)
        guard state.phones.count > 1, state.phones.allSatisfy({ $0.screen.width > $0.screen.height }) else {
            return (beside, false)
        }
        var column = state
        column.stacksPhones = true
        let stacked = fittingScale(column, requested: requested, display: display)
        return stacked > beside + 0.01 ? (stacked, true) : (beside, false)
    }

    /// The pixels a window manager's title bar and borders take above and below a window: kept free around a
    /// window drawn at scale 1 that is allowed past 90 % of the display.
    public static let titleBarRoom = 48

    /// The scale to draw `state` at on a display of `display` usable pixels when `requested` was asked for: the
    /// requested scale when the window fits 90 % of the display, else the largest whole scale under it that fits,
    /// else scale 1 when the window fits the display at 1 with ``titleBarRoom`` to spare, else (when not even
    /// that fits) the largest fractional scale that fits 90 %. Whole scales keep every glyph on the pixel grid; an
    /// unknown display keeps the requested scale.
    ///
    /// - Complexity: O(p · s) in the phones and the whole scales tried (at most the requested scale).
    public static func fittingScale(
        _ state: AppState, requested: Double, display: (width: Int, height: Int)?
    ) -> Double {
        guard let display, display.width > 0, display.height > 0 else { return requested }
        let room = (width: 0.9 * Double(display.width), height: 0.9 * Double(display.height))
        func fits(_ scale: Double) -> Bool {
            let layout = WindowLayout(state, scale: scale)
            return Double(layout.width) <= room.width && Double(layout.height) <= room.height
        }
        if fits(requested) { return requested }
        var whole = requested == requested.rounded(.down) ? requested - 1 : requested.rounded(.down)
        while whole >= 1 {
            if fits(whole) { return whole }
            whole -= 1
        }
        // A fraction just under 1 would space every glyph unevenly to gain a margin: 1 takes the display if it fits.
        if requested >= 1 {
            let layout = WindowLayout(state, scale: 1)
            if layout.width <= display.width, layout.height <= display.height - titleBarRoom { return 1 }
        }
        // Under 1: the panel's presenter type grows in points as the scale falls, so search rather than divide.
        var low = 0.05
        var high = min(1, requested)
        for _ in 0..<30 {
            let mid = (low + high) / 2
            if fits(mid) { low = mid } else { high = mid }
        }
        return (low * 1000).rounded(.down) / 1000
    }
}
