import KeyboardAvoidance

/// One key of an Android page: what it is, its width as a share of the keys' width (nil to fill the rest of its
/// row), and whether it is drawn in the functional colour (shift, delete, ?123, the punctuation by the space bar).
public struct AndroidKey: Equatable, Hashable, Sendable {
    /// The key; its `width` is unused here.
    public var spec: KeySpec
    /// Its slot's width, a share of the keys' width; nil takes what the row leaves.
    public var width: Double?
    /// Whether it is drawn in the functional colour rather than a letter key's.
    public var isFunctional: Bool

    /// A key of `kind` labelled `label`, `width` of the keys' width (nil for the rest of its row).
    public init(
        _ kind: KeyKind = .character, _ label: String, hint: String = "", width: Double? = 0.1,
        functional: Bool? = nil
    ) {
        spec = KeySpec(kind, label: label, subtitle: hint)
        self.width = width
        isFunctional = functional ?? [.shift, .delete, .numbers].contains(kind)
    }
}
