/// The operating system a device runs, which its preset decides (`"platform"` in a device file, iOS when absent):
/// the keyboard, the chrome, the strategies that apply and the unit of the lab's points (points on iOS, dp on
/// Android).
public enum Platform: String, Equatable, Hashable, Sendable, CaseIterable, Codable {
    /// iPhone and iPad.
    case ios
    /// Android phones and tablets.
    case android
}
