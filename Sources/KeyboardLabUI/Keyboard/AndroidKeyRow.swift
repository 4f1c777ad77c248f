import KeyboardAvoidance

/// A row of an Android page: where its first slot starts, as a share of the keys' width, and its keys.
public struct AndroidKeyRow: Equatable, Hashable, Sendable {
    /// The first slot's left edge, a share of the keys' width.
    public var start: Double
    /// The keys, left to right.
    public var keys: [AndroidKey]

    /// A row of `keys` starting at share `start` of the keys' width.
    public init(start: Double = 0, _ keys: [AndroidKey]) {
        self.start = start
        self.keys = keys
    }
}
