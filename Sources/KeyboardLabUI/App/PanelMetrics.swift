import KeyboardAvoidance

/// The side panel's type and column sizes, in points, for a window scale: KeyboardLab's own 13-point type, or in
/// presenter mode type that is at least ``presenterPixels`` pixels tall whatever the scale, with every width grown in
/// proportion.
///
/// ```swift
/// PanelMetrics(presenter: true, scale: 1).textSize  // 18
/// ```
public struct PanelMetrics: Equatable, Hashable, Sendable {
    /// The panel's text size outside presenter mode, in points.
    public static let baseTextSize = 13.0
    /// The least pixel height of panel and caption text in presenter mode.
    public static let presenterPixels = 18.0
    /// The presenter type's sizes Ctrl+Shift+M steps through, in pixels: the least, then larger for a far room.
    public static let presenterSizes = [presenterPixels, 24, 30]

    /// The panel's text size in points.
    public var textSize: Double
    /// Whether presenter mode's sizes apply.
    public var presenter: Bool

    /// The sizes for a window drawn at `scale` pixels per point, presenter type at least `pixels` pixels tall.
    public init(presenter: Bool, scale: Double, pixels: Double = presenterPixels) {
        self.presenter = presenter
        let floor = presenter ? pixels / max(scale, 0.01) : 0
        // A hair over, so the renderer's rounding to whole pixels never lands under the floor.
        textSize = max(Self.baseTextSize, floor + (presenter ? 0.01 : 0))
    }

    /// How much larger than the base sizes everything is.
    public var factor: Double { textSize / Self.baseTextSize }

    /// A value line's height.
    public var lineHeight: Double { 19 * factor }
    /// The labels' column width of the single-phone panel.
    public var labelWidth: Double { 106 * factor }
    /// The panel's inner margin.
    public var inset: Double { 14 * factor }
    /// The title's size.
    public var titleSize: Double { 17 * factor }
    /// The height of a caption above a phone: one line of panel type with room around it.
    public var captionHeight: Double { textSize + 12 * factor }
    /// The value plot's height.
    public var plotHeight: Double { 130 * factor }
    /// The frame-time graph's height.
    public var graphHeight: Double { 70 * factor }
    /// The compare table's labels' column width.
    public var compareLabelWidth: Double { 110 * factor }
    /// Each compared phone's column width: narrower in presenter mode, where the captions name the phones.
    public var compareColumnWidth: Double { (presenter ? 170 : 214) * factor }

    /// The side panel's width for `phones` phones: one column of values per phone when comparing.
    public func panelWidth(phones: Int) -> Double {
        phones <= 1 ? 460 * factor : compareLabelWidth + compareColumnWidth * Double(phones) + 2 * inset
    }

    /// The least panel height: room for the values with every quirk, the plot and the graph; the notification log
    /// takes what the phones' height leaves over, and in a shorter window the least needed values give way.
    public var panelMinimumHeight: Double { 600 * factor }
}
