/// Which bundled typeface a text run uses.
public enum FontFace: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Inter Regular: the system-like face for form and keyboard text.
    case regular
    /// Inter SemiBold: titles, the status-bar clock and "Done".
    case semibold
    /// JetBrains Mono: the overlay's numbers.
    case monospaced
    /// Roboto Regular: Android's text (Material 3's body and title styles), read from Debian's `fonts-roboto`.
    case roboto
    /// Roboto Medium: Android's labels and titles of weight 500 (Material 3's label and title-medium styles).
    case robotoMedium

    /// The faces KeyboardLab ships in its Assets folder; the others come from the system's fonts.
    public static let bundled: [FontFace] = [.regular, .semibold, .monospaced]

    /// Whether KeyboardLab ships the face (Inter, JetBrains Mono) rather than the system (Roboto).
    public var isBundled: Bool { Self.bundled.contains(self) }

    /// The bundled face that stands in for a system face that is not installed: Inter, of the nearest weight.
    public var fallback: FontFace {
        switch self {
        case .roboto: .regular
        case .robotoMedium: .semibold
        default: self
        }
    }
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
