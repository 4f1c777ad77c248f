import KeyboardAvoidance

/// The bar an import cut from the design: a band above the home indicator that rides the keyboard (`sticky`, when
/// it holds a button) or stays under it (`covered`).
public struct ImportedBar: Equatable, Hashable, Sendable {
    /// The bar's box in the design's points.
    public var rect: Rect
    /// Whether it rides the keyboard or stays under it.
    public var keyboard: BottomBar.KeyboardBehaviour
    /// Why it is the bar and why it rides or not, for the account: `"Bottom CTA" (constraints BOTTOM, holds a
    /// button)`.
    public var reason: String

    /// A bar.
    public init(rect: Rect, keyboard: BottomBar.KeyboardBehaviour, reason: String) {
        self.rect = rect
        self.keyboard = keyboard
        self.reason = reason
    }
}
