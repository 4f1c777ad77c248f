import LabGeometry

/// Measures text as the renderer will draw it.
///
/// The SDL layer implements it with SDL2_ttf; tests use ``FixedWidthTextMeasurer``.
public protocol TextMeasuring {
    /// The size, in points, that `text` takes in `font` on one line.
    func size(of text: String, font: FontSpec) -> Size
}

/// A measurer that gives every character the same advance: deterministic, for tests.
public struct FixedWidthTextMeasurer: TextMeasuring, Sendable {
    /// The advance of one character as a fraction of the font size.
    public var advanceRatio: Double

    /// Creates a measurer whose characters advance `advanceRatio × size`.
    public init(advanceRatio: Double = 0.5) {
        self.advanceRatio = advanceRatio
    }

    /// Each character advances `advanceRatio × font.size`; the height is `1.2 × font.size`.
    public func size(of text: String, font: FontSpec) -> Size {
        Size(width: Double(text.count) * font.size * advanceRatio, height: (font.size * 1.2).rounded(.up))
    }
}
