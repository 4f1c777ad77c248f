/// React Native's `keyboardVerticalOffset` as a screen file gives it: one number for both platforms, a number per
/// platform (`{"ios": 103, "android": 114.3}`: the same header is a different height on each device), or
/// `"header"`, the height of the header above the view on each device (what `useHeaderHeight()` returns).
///
/// ```swift
/// let offset = KeyboardVerticalOffset.perPlatform(ios: 103, android: 114.3)
/// offset.points(on: .android, header: 114.3)  // 114.3
/// KeyboardVerticalOffset.header.points(on: .ios, header: 103)  // 103
/// ```
public enum KeyboardVerticalOffset: Equatable, Hashable, Sendable {
    /// A number of points (dp on Android) for each platform.
    case perPlatform(ios: Double, android: Double)
    /// The header's height above the view, on each device.
    case header

    /// No offset: what a screen file without one gives.
    public static let none = KeyboardVerticalOffset.perPlatform(ios: 0, android: 0)

    /// The same `points` on both platforms.
    public init(_ points: Double) {
        self = .perPlatform(ios: points, android: points)
    }

    /// The platform keys an offset object may have.
    public static let platformKeys = ["ios", "android"]

    /// The offset in points on `platform`, with the header above the view `header` points tall (0 on a screen
    /// with no header).
    public func points(on platform: Platform, header: Double) -> Double {
        switch self {
        case .perPlatform(let ios, let android): platform == .android ? android : ios
        case .header: header
        }
    }
}
