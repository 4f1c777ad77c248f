/// Distances inward from each edge, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Equatable, Hashable, Sendable, Codable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge (negative grows a rectangle).
    public init(all amount: Double) {
        self.init(top: amount, left: amount, bottom: amount, right: amount)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// The insets as `[top, left, bottom, right]`, the trace format.
    public var components: [Double] { [top, left, bottom, right] }
}
