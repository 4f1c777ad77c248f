/// What the lab draws around and over a phone besides the phone itself: the overlay, slow motion, and touches.
public struct LabChrome: Equatable, Sendable {
    /// Whether the overlay is shown.
    public internal(set) var overlayVisible = true
    /// Whether animations run ten times slower.
    public internal(set) var slowAnimations = false
    /// Whether touches are drawn (a translucent circle at the finger, and briefly at a scripted tap).
    public internal(set) var touchesVisible = false

    /// How many times slower animations run: 10 in slow motion, else 1.
    public var timeScale: Double { slowAnimations ? 10 : 1 }

    /// Shows the overlay (`true`), hides it (`false`), or toggles it (nil).
    mutating func showOverlay(_ on: Bool?) { overlayVisible = on ?? !overlayVisible }

    /// Turns slow motion on (`true`) or off (`false`), or toggles it (nil).
    mutating func slowDown(_ on: Bool?) { slowAnimations = on ?? !slowAnimations }
}
