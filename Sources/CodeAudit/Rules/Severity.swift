/// How much a finding matters.
public enum Severity: String, CaseIterable, Comparable, Codable, Sendable {
    /// Worth knowing: right today, wrong after an upgrade, or right on some devices only.
    case note
    /// Wrong on some devices or in some conditions.
    case warning
    /// Wrong for every user who meets it.
    case error

    /// Whether `left` is less severe than `right`.
    public static func < (left: Severity, right: Severity) -> Bool {
        allCases.firstIndex(of: left) ?? 0 < allCases.firstIndex(of: right) ?? 0
    }
}
