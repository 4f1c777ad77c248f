/// When `check` writes goldens.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write goldens that do not exist yet; compare the rest.
    case missing
    /// Overwrite goldens that fail.
    case failed
    /// Rewrite every golden.
    case all
    /// Never write; a missing golden fails. The default when CI is set.
    case never
}
