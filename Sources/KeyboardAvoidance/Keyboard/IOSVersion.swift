/// The iOS version a phone runs: it picks the keyboard's look and heights, and the notification quirks on by
/// default.
///
/// ```swift
/// IOSVersion(rawValue: "26")?.defaultQuirks  // hidden-height-44, accessory-outside-frame, late-did, view-coordinates
/// ```
public enum IOSVersion: String, Equatable, Hashable, Sendable, CaseIterable, Codable, Comparable {
    /// iOS 18: the square keyboard, and no quirks by default.
    case ios18 = "18"
    /// iOS 26: the rounded, translucent keyboard, and its quirks.
    case ios26 = "26"

    /// The version when none is given.
    public static let standard = IOSVersion.ios18

    /// The quirks this version posts when no `--quirks` list is given.
    public var defaultQuirks: Set<KeyboardQuirk> {
        Set(KeyboardQuirk.allCases.filter { $0.introducedIn.map { $0 <= self } ?? false })
    }

    /// Whether the keyboard is drawn as iOS 26's glass panel.
    public var hasGlassKeyboard: Bool { self >= .ios26 }

    /// The version after this one, wrapping round: what the window's Ctrl+I switches to.
    public var next: IOSVersion {
        switch self {
        case .ios18: .ios26
        case .ios26: .ios18
        }
    }

    /// Orders versions by number.
    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (Int(lhs.rawValue) ?? 0) < (Int(rhs.rawValue) ?? 0)
    }

    /// One line naming `text`, the valid versions and, where close, the one meant; nil for a valid version.
    public static func problem(with text: String) -> String? {
        guard IOSVersion(rawValue: text) == nil else { return nil }
        let names = allCases.map(\.rawValue)
        return "unknown iOS version \"\(text)\"\(ClosestName.hint(for: text, in: names)); expected "
            + names.joined(separator: " or ")
    }
}
