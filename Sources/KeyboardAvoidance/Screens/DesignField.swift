/// A text field drawn in a design: its rect in design points and how it edits.
public struct DesignField: Equatable, Hashable, Sendable {
    /// The field's id, as scenarios and values files name it.
    public var id: String
    /// The field's rect in design points.
    public var rect: Rect
    /// The space between the rect's left edge and the text, in design points (12 by default).
    public var textInset: Double
    /// The points at the field's right that its text area leaves alone, where the design draws a trailing icon (a
    /// password's eye, a clear button), which stays visible when the field is painted over; 0 by default.
    public var trailingInset: Double = 0
    /// The label a Material 3 field shows in its box at rest and floats onto its top edge once it has focus or
    /// text, or nil: the field's painting would hide it.
    public var floatingLabel: String?
    /// The text's size in design points (17 by default).
    public var fontSize: Double
    /// The typed text's colour by appearance, `#RRGGBB`, or nil for the appearance's text colour.
    public var textColor: AppearanceColor?
    /// The colour the text area is painted with once the field has focus or text, or nil for the colour most of
    /// the design's text area shows (its background, not the placeholder's glyphs).
    public var fill: AppearanceColor?

    /// A field.
    public init(
        id: String, rect: Rect, textInset: Double = 12, fontSize: Double = 17, textColor: AppearanceColor? = nil,
        fill: AppearanceColor? = nil
    ) {
        self.id = id
        self.rect = rect
        self.textInset = textInset
        self.fontSize = fontSize
        self.textColor = textColor
        self.fill = fill
    }
}
