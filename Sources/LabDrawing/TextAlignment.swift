import LabGeometry
import LabImages

/// How a text run sits horizontally in its rectangle.
public enum TextAlignment: Equatable, Hashable, Sendable {
    /// Flush left.
    case leading
    /// Centred.
    case center
    /// Flush right.
    case trailing
}
