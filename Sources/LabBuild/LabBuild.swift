/// What this build of KeyboardLab is: its version, the commit it was built from and whether that tree had
/// uncommitted changes (the commit comes from the package's build-info plugin).
///
/// ```swift
/// print(LabBuild.description)  // "0.10.0 (commit 3f2a9c1d0b7e)"
/// ```
public enum LabBuild {
    /// The release version; raised when a release archive is made from a new version.
    public static let version = "0.10.0"

    /// The version and commit as `--version` prints them, e.g. `0.10.0 (commit 3f2a9c1d0b7e, uncommitted changes)`.
    public static var description: String {
        "\(version) (commit \(commit)\(isDirty ? ", uncommitted changes" : ""))"
    }
}
