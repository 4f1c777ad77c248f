import KeyboardAvoidance

/// The finger on a phone: the press in progress, the last scripted tap, the velocity at the last release, where
/// the user put the floating keyboard and when the bottom bar's button was pressed.
public struct PhonePointer: Equatable, Sendable {
    /// The pointer's state while a button is down, or nil.
    public private(set) var press: PointerState?
    /// The last scripted tap and when it happened, shown briefly as a touch.
    public private(set) var lastTap: PointerState.Sample?
    /// The finger's vertical velocity at the last release, in points per second (positive is downward).
    public private(set) var releaseVelocity: Double?
    /// Where the user put the floating keyboard's top-left corner (screen points, clamped when used), or nil for
    /// its default place.
    public private(set) var floatingOrigin: Point?
    /// When the bottom bar's button was last pressed, for its pressed look.
    public private(set) var barPressedAt: Instant?

    /// Notes a scripted tap at `point` at `time`, for its touch.
    mutating func tap(at point: Point, time: Instant) { lastTap = PointerState.Sample(time: time, point: point) }

    /// Holds `state` as the press in progress: a finger that went down or moved.
    mutating func hold(_ state: PointerState) { press = state }

    /// Lets the finger go with no release (a cancelled touch).
    mutating func cancel() { press = nil }

    /// Lets the finger go; a drag's `velocity` is kept for the overlay (nil leaves the last one).
    mutating func release(velocity: Double? = nil) {
        press = nil
        if let velocity { releaseVelocity = velocity }
    }

    /// Puts the floating keyboard's top-left corner at `origin`.
    mutating func placeFloatingKeyboard(at origin: Point) { floatingOrigin = origin }

    /// Notes that the bottom bar's button was pressed at `time`.
    mutating func pressBar(at time: Instant) { barPressedAt = time }
}
