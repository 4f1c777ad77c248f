/// One key whose value differs from its golden, e.g. `keyboard.y expected 512 got 520.5`.
public struct ValueDifference: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The flat key, e.g. `keyboard.y`.
    public var key: String
    /// The golden's value, or nil when the golden does not have the key.
    public var expected: Double?
    /// The capture's value, or nil when the capture does not have the key (no focused field, no pinned bar).
    public var actual: Double?

    /// Creates a difference.
    public init(key: String, expected: Double?, actual: Double?) {
        self.key = key
        self.expected = expected
        self.actual = actual
    }

    /// `keyboard.y expected 512 got 520.5`; a side without the key reads `none`.
    public var description: String {
        "\(key) expected \(Self.text(expected)) got \(Self.text(actual))"
    }

    /// A number as the golden file writes it, to 0.001 without trailing zeros; `none` for nil.
    static func text(_ value: Double?) -> String {
        guard let value else { return "none" }
        guard value.isFinite else { return String(value) }
        let rounded = (value * 1000).rounded() / 1000 + 0
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}
