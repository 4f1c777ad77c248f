/// A timing function from (0, 0) to (1, 1) with two control points, as `CAMediaTimingFunction`.
public struct CubicBezier: Equatable, Hashable, Sendable {
    /// The first control point's x.
    public var x1: Double
    /// The first control point's y.
    public var y1: Double
    /// The second control point's x.
    public var x2: Double
    /// The second control point's y.
    public var y2: Double

    /// Creates a timing function; x1 and x2 are clamped to 0...1 so the curve is a function of time.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(1, max(0, x1))
        self.y1 = y1
        self.x2 = min(1, max(0, x2))
        self.y2 = y2
    }

    private static func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    private static func slope(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * c1 + 6 * u * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }

    /// The curve's y for time fraction `x` in 0...1: solves x(s) = x by Newton steps, falling back to bisection.
    ///
    /// - Complexity: O(1); at most 8 Newton and 40 bisection steps.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var s = x
        for _ in 0..<8 {
            let error = Self.coordinate(s, x1, x2) - x
            if abs(error) < 1e-12 { return Self.coordinate(s, y1, y2) }
            let d = Self.slope(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<40 {
            let value = Self.coordinate(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return Self.coordinate(s, y1, y2)
    }
}
