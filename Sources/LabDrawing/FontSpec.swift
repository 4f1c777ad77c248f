/// Which bundled typeface a text run uses.
public enum FontFace: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Inter Regular: the system-like face for form and keyboard text.
    case regular
    /// Inter SemiBold: titles, the status-bar clock and "Done".
    case semibold
    /// JetBrains Mono: the overlay's numbers.
    case monospaced
}

/// A typeface at a point size.
public struct FontSpec: Equatable, Hashable, Sendable {
    /// The typeface.
    public var face: FontFace
    /// The size in points.
    public var size: Double

    /// Creates a font specification.
    public init(_ face: FontFace, size: Double) {
        self.face = face
        self.size = size
    }
}
