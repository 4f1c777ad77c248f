/// The size of an iPad's floating keyboard: a small iPhone-like keyboard with a grab handle at its bottom, which
/// the user drags anywhere on screen.
public struct FloatingKeyboardMetrics: Equatable, Hashable, Sendable, Codable {
    /// The keyboard's width.
    public var width: Double
    /// Its height with the predictive bar and the handle, without the accessory toolbar.
    public var height: Double
    /// The grab handle's strip at the bottom.
    public var handleHeight: Double

    /// Creates metrics.
    public init(width: Double, height: Double, handleHeight: Double) {
        self.width = width
        self.height = height
        self.handleHeight = handleHeight
    }
}
