/// The API level an app targets (its `targetSdk`), which decides with the device's version whether edge-to-edge is
/// enforced.
public enum AndroidTargetSDK: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// API 34 (Android 14): never made edge-to-edge.
    case api34 = "34"
    /// API 35 (Android 15): edge-to-edge enforced on Android 15 and later; the app may opt out.
    case api35 = "35"
    /// API 36 (Android 16): on Android 16 the opt-out is ignored.
    case api36 = "36"

    /// The target when none is given.
    public static let standard = AndroidTargetSDK.api36

    /// The API level.
    public var apiLevel: Int { Int(rawValue) ?? 36 }

    /// The next target, after 36 back to 34.
    public var next: AndroidTargetSDK {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}

/// What an app says about edge-to-edge: nothing, that it opts in (`enableEdgeToEdge()`,
/// `setDecorFitsSystemWindows(false)`), or that it opts out of the enforcement (`windowOptOutEdgeToEdgeEnforcement`).
public enum EdgeToEdgeMode: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// Nothing: edge-to-edge only where the platform enforces it.
    case auto
    /// The app calls `enableEdgeToEdge()`: edge-to-edge on every version.
    case on
    /// The app sets `windowOptOutEdgeToEdgeEnforcement`: honoured unless the app targets 36 on Android 16.
    case off

    /// The mode when none is given.
    public static let standard = EdgeToEdgeMode.auto

    /// The next mode: auto, on, off, auto.
    public var next: EdgeToEdgeMode {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
