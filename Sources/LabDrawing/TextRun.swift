import LabGeometry
import LabImages

/// One text run: a single line of text drawn in a rectangle, vertically centred.
public struct TextRun: Equatable, Hashable, Sendable {
    /// The text, one line.
    public var text: String
    /// The typeface and size.
    public var font: FontSpec
    /// The colour.
    public var color: Color
    /// The rectangle the text is laid out in; text wider than it overflows and is cut by the clip, if any.
    public var frame: Rect
    /// The horizontal alignment inside `frame`.
    public var alignment: TextAlignment
    /// The opaque colour the run is drawn over, when the view knows it (a message bubble's fill): a software
    /// renderer may then keep the text composited on it and copy it, with the same pixels as blending it; nil when
    /// the text lies over anything else.
    public var background: Color?

    /// Creates a text run.
    public init(
        _ text: String, font: FontSpec, color: Color, frame: Rect, alignment: TextAlignment = .leading,
        background: Color? = nil
    ) {
        self.text = text
        self.font = font
        self.color = color
        self.frame = frame
        self.alignment = alignment
        self.background = background.flatMap { $0.alpha == 255 ? $0 : nil }
    }
}
