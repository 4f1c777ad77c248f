/// What an Android strategy reads of the window besides the keyboard: whether it is edge-to-edge (and whether the
/// platform enforced it), the device's version, the navigation area at rest, and the status bar.
///
/// ```swift
/// let window = AndroidWindow(device: .android14, target: .api36, mode: .on, navigationInset: 24, statusBar: 50.3)
/// window.edgeToEdge  // true: the app called enableEdgeToEdge()
/// window.isEnforced  // false: Android 14 enforces nothing
/// ```
public struct AndroidWindow: Equatable, Hashable, Sendable {
    /// Whether the window is edge-to-edge, enforced or asked for: the window is never resized for the keyboard,
    /// whatever the manifest says, the bars are see-through, and the app gets the IME's insets in step with it.
    public var edgeToEdge: Bool
    /// Whether the platform made it edge-to-edge: the device runs Android 15 or later, the app targets 35 or later,
    /// and it did not opt out (or its opt-out is ignored: target 36 on Android 16).
    public var isEnforced: Bool
    /// The Android version the device runs.
    public var device: AndroidVersion
    /// The navigation area's height at rest (`systemBars()`'s bottom): 24 dp with gestures, 48 dp with buttons.
    public var navigationInset: Double
    /// The status bar's height: the top of the window's visible insets, which `adjustPan` keeps the caret below.
    public var statusBar: Double

    /// Creates the window's facts from the device's version, the app's target and what the app says about
    /// edge-to-edge.
    public init(
        device: AndroidVersion, target: AndroidTargetSDK, mode: EdgeToEdgeMode, navigationInset: Double,
        statusBar: Double
    ) {
        isEnforced = Self.isEnforced(device: device, target: target, mode: mode)
        edgeToEdge = isEnforced || mode == .on
        self.device = device
        self.navigationInset = navigationInset
        self.statusBar = statusBar
    }

    /// Creates the window's facts as given: edge-to-edge enforced or not on `device` (Android 16 unless given).
    public init(edgeToEdge: Bool, navigationInset: Double, statusBar: Double, device: AndroidVersion = .standard) {
        self.edgeToEdge = edgeToEdge
        isEnforced = edgeToEdge && device != .android14
        self.device = device
        self.navigationInset = navigationInset
        self.statusBar = statusBar
    }

    /// Whether the platform enforces edge-to-edge: on Android 15 and later for an app targeting 35 or later, unless
    /// it opts out (`windowOptOutEdgeToEdgeEnforcement`), which Android 16 ignores for an app targeting 36 (an
    /// Android 15 device, which predates the rule, still honours it).
    public static func isEnforced(device: AndroidVersion, target: AndroidTargetSDK, mode: EdgeToEdgeMode) -> Bool {
        guard device.apiLevel >= 35, target.apiLevel >= 35 else { return false }
        let optOutIgnored = device.apiLevel >= 36 && target.apiLevel >= 36
        return mode != .off || optOutIgnored
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
