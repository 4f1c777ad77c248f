import KeyboardAvoidance

/// A key of the Android keyboard where it lies: its face, where a touch presses it, and its colour's role.
public struct AndroidPlacedKey: Equatable, Hashable, Sendable {
    /// The key and its face in window coordinates.
    public var key: PlacedKey
    /// Where a touch presses it: its slot with half the gaps around the face.
    public var touchArea: Rect
    /// Whether it is drawn in the functional colour.
    public var isFunctional: Bool
}
