/// What the lab draws around and over a phone besides the phone itself: the overlay, slow motion, and touches.
public struct LabChrome: Equatable, Sendable {
    /// Whether the overlay is shown: the side panel in the window (F2); in a capture, the readout under the phone.
    public private(set) var overlayVisible = true
    /// Whether the readout strip under the phone is shown (Ctrl+O in the window); a capture shows it only with the
    /// overlay on as well (a scenario's `overlay on`).
    public private(set) var readoutVisible = true
    /// The lines the readout strip holds: ``ReadoutView/lineCapacity``, or fewer in a window whose phones would
    /// otherwise lose a whole scale (the flags first, values after; see ``ReadoutView/flaggedLines``).
    public private(set) var readoutLines = ReadoutView.lineCapacity
    /// Whether the readout uses presenter mode's large type.
    public private(set) var readoutLarge = false
    /// Presenter mode's readout size in points: 21, 18 pixels or more down to scale 0.86; larger for a presenter's
    /// video or sheet drawn smaller (see ``presentReadout(drawnAt:)``).
    public private(set) var readoutLargeSize = 21.0
    /// Whether the readout shows in a capture whatever the overlay (a presenter's video or sheet: its readouts stand
    /// for the window's, which F2, hiding the panel, leaves in place).
    public private(set) var readoutPinned = false
    /// Whether animations run ten times slower.
    public private(set) var slowAnimations = false
    /// Whether touches are drawn (a translucent circle at the finger, and briefly at a scripted tap).
    public private(set) var touchesVisible = false
    /// Whether every field and the bottom bar are outlined, each field with its id (Ctrl+L, `--outline`): what a
    /// screen file marks, at a glance.
    public private(set) var outlinesVisible = false

    /// How many times slower animations run: 10 in slow motion, else 1.
    public var timeScale: Double { slowAnimations ? 10 : 1 }

    /// Whether the readout strip is drawn under the phone: in the window whenever it is on, in a capture only with
    /// the overlay on too, or pinned (a presenter's video, whose replayed F2 hides no readout).
    public func showsReadout(isCapture: Bool) -> Bool {
        readoutVisible && (overlayVisible || !isCapture || readoutPinned)
    }

    /// Shows the readout (`true`), hides it (`false`), or toggles it (nil).
    mutating func showReadout(_ on: Bool?) { readoutVisible = on ?? !readoutVisible }

    /// Gives the readout strip `lines` lines (1 to ``ReadoutView/lineCapacity``).
    mutating func shortenReadout(to lines: Int) { readoutLines = min(max(1, lines), ReadoutView.lineCapacity) }

    /// Shows the overlay (`true`), hides it (`false`), or toggles it (nil).
    mutating func showOverlay(_ on: Bool?) { overlayVisible = on ?? !overlayVisible }

    /// Shows the outlines (`true`), hides them (`false`), or toggles them (nil).
    mutating func showOutlines(_ on: Bool?) { outlinesVisible = on ?? !outlinesVisible }

    /// Shows the readout in presenter mode's large type (`true`), in the normal size (`false`), or toggles it (nil).
    mutating func showLargeReadout(_ on: Bool?) { readoutLarge = on ?? !readoutLarge }

    /// Shows the readout and the overlay in presenter type that stays `pixels` (18, or more for a far room) or more
    /// when the phone is drawn at `scale` pixels per point (a presenter's video or sheet).
    mutating func presentReadout(drawnAt scale: Double, pixels: Double = PanelMetrics.presenterPixels) {
        readoutLarge = true
        readoutPinned = true
        let least = PanelMetrics.presenterPixels
        readoutLargeSize = max(21 * pixels / least, pixels / max(scale, 0.1))
        showOverlay(true)
    }

    /// Draws touches (`true`) or not (`false`).
    mutating func showTouches(_ on: Bool) { touchesVisible = on }

    /// Turns slow motion on (`true`) or off (`false`), or toggles it (nil).
    mutating func slowDown(_ on: Bool?) { slowAnimations = on ?? !slowAnimations }

    /// Applies the window's chrome `action`; presenter mode's large type is the readout's; help and pause are the
    /// app's (``AppState``).
    mutating func reduce(_ action: ChromeAction) {
        switch action {
        case .overlay(let on): showOverlay(on)
        case .readout(let on): showReadout(on)
        case .outlines(let on): showOutlines(on)
        case .presenter(let on): showLargeReadout(on)
        case .slowAnimations(let on): slowDown(on)
        case .presenterType(let pixels):
            readoutLarge = true
            // The readout's 21 points hold 18 pixels down to scale 0.86; a larger type grows in proportion.
            readoutLargeSize = 21 * (pixels ?? PanelMetrics.presenterPixels) / PanelMetrics.presenterPixels
        case .help, .pause, .notes: break
        }
    }
}
