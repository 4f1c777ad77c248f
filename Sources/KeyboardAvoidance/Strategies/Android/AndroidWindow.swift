/// What an Android strategy reads of the window besides the keyboard: whether edge-to-edge is enforced, the
/// navigation area at rest, and the line the caret is on.
public struct AndroidWindow: Equatable, Hashable, Sendable {
    /// Whether edge-to-edge is enforced (the app targets Android 15 or later): the window is never resized for the
    /// keyboard, whatever the manifest says.
    public var edgeToEdge: Bool
    /// The navigation area's height at rest (`systemBars()`'s bottom): 24 dp with gestures, 48 dp with buttons.
    public var navigationInset: Double
    /// The status bar's height: the top of the window's visible insets, which `adjustPan` keeps the caret below.
    public var statusBar: Double

    /// Creates the window's facts.
    public init(edgeToEdge: Bool, navigationInset: Double, statusBar: Double) {
        self.edgeToEdge = edgeToEdge
        self.navigationInset = navigationInset
        self.statusBar = statusBar
    }
}

/// How the keyboard itself moves for a strategy: UIKit's, or Android's IME animation, which depends on whether the
/// app registered an insets-animation callback (`InsetsController`).
public enum KeyboardMotion: Equatable, Hashable, Sendable {
    /// UIKit's: the curve and duration the notifications report.
    case uikit
    /// An app that animates with the insets (every Compose app): 285 ms on `(0.2, 0, 0, 1)`, show and hide.
    case androidSynced
    /// An app without a callback: 200 ms, linear-out-slow-in to show and fast-out-linear-in to hide, while the
    /// app's layout jumps to its end state at the start of both.
    case androidUnsynced

    /// The synced animation's duration.
    public static let syncedDuration = TimeAmount(seconds: 0.285)
    /// The unsynced animation's duration.
    public static let unsyncedDuration = TimeAmount(seconds: 0.2)

    /// The curve and duration of a show (or frame change) or a hide; nil for UIKit's, which the timeline keeps.
    public func animation(hiding: Bool) -> (curve: AnimationCurve, duration: TimeAmount)? {
        switch self {
        case .uikit: nil
        case .androidSynced: (.imeSynced, Self.syncedDuration)
        case .androidUnsynced: (hiding ? .imeHide : .imeShow, Self.unsyncedDuration)
        }
    }
}
