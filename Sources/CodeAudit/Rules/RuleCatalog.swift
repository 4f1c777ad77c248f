/// Every rule of the audit, in the order `--rules` lists them: by front, then by id.
public enum RuleCatalog {
    /// The rules.
    public static let rules: [AuditRule] =
        UIKitRules.all + SwiftUIRules.all + AndroidRules.all + AndroidRules.composeRules + ReactNativeRules.all
        + FlutterRules.all

    /// The rule with `id`, or nil.
    public static func rule(_ id: String) -> AuditRule? { rules.first { $0.id == id } }

    /// The ids, in order.
    public static var ids: [String] { rules.map(\.id) }
}
