/// The Android version an app targets (its `targetSdk`): from Android 15 on, edge-to-edge is enforced and the
/// window is never resized for the keyboard.
public enum AndroidVersion: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// Android 14 (API 34): `adjustResize` still resizes the window.
    case android14 = "14"
    /// Android 15 (API 35): edge-to-edge enforced.
    case android15 = "15"
    /// Android 16 (API 36).
    case android16 = "16"

    /// The version when none is given.
    public static let standard = AndroidVersion.android16

    /// The next version, after 16 back to 14: what the window's Ctrl+I steps through on an Android device.
    public var next: AndroidVersion {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
