import KeyboardAvoidance

/// The finger on a phone: the press in progress, the last scripted tap, the velocity at the last release, where
/// the user put the floating keyboard and when the bottom bar's button was pressed.
public struct PhonePointer: Equatable, Sendable {
    /// The pointer's state while a button is down, or nil.
    public internal(set) var press: PointerState?
    /// The last scripted tap and when it happened, shown briefly as a touch.
    public internal(set) var lastTap: PointerState.Sample?
    /// The finger's vertical velocity at the last release, in points per second (positive is downward).
    public internal(set) var releaseVelocity: Double?
    /// Where the user put the floating keyboard's top-left corner (screen points, clamped when used), or nil for
    /// its default place.
    public internal(set) var floatingOrigin: Point?
    /// When the bottom bar's button was last pressed, for its pressed look.
    public internal(set) var barPressedAt: Instant?
}
