/// The Android version the device runs: from Android 15 on, an app that targets Android 15 or later is made
/// edge-to-edge (``AndroidTargetSDK``, ``EdgeToEdgeMode``).
public enum AndroidVersion: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// Android 14 (API 34): edge-to-edge only when the app asks for it.
    case android14 = "14"
    /// Android 15 (API 35): edge-to-edge enforced for apps targeting 35 or later.
    case android15 = "15"
    /// Android 16 (API 36): the enforcement's opt-out ignored for apps targeting 36.
    case android16 = "16"

    /// The version when none is given.
    public static let standard = AndroidVersion.android16

    /// The version's API level: 34, 35 or 36.
    public var apiLevel: Int { Int(rawValue).map { $0 + 20 } ?? 36 }

    /// The next version, after 16 back to 14: what the window's Ctrl+I steps through on an Android device.
    public var next: AndroidVersion {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
