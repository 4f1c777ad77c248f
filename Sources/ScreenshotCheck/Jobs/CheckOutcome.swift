import CheckReport

/// What a `check` found, and the exit status it ends with.
///
/// | Status | Meaning |
/// | --- | --- |
/// | 0 | every capture passed (or was recorded) |
/// | 1 | a capture failed, a scenario could not be checked, or (with `--strict`) a golden is stale |
/// | 2 | the check could not run: a folder it cannot make, write or lock, an asset it cannot read (one line says which); no result was reached |
/// | 3 | only the environment differs: the goldens were recorded with another SDL, FreeType, font or renderer, and no capture failed otherwise |
/// | 64 | a usage error: a bad flag or value (nothing is checked and no folder is made) |
///
/// ```swift
/// let outcome = try job.run()
/// exit(outcome.exitStatus)
/// ```
public struct CheckOutcome: Equatable, Sendable {
    /// The exit status when every capture passed.
    public static let passed: Int32 = 0
    /// The exit status when a capture failed.
    public static let failed: Int32 = 1
    /// The exit status when the check could not run to a result: anything but a usage error stopped it.
    public static let couldNotRun: Int32 = 2
    /// The exit status when the only failures are goldens recorded in another environment.
    public static let environmentDiffers: Int32 = 3
    /// The exit status of a usage error (`EX_USAGE`).
    public static let usage: Int32 = 64

    /// How many captures failed, environment differences included.
    public var failures: Int
    /// How many scenarios could not be checked.
    public var errors: Int
    /// How many failures are environment differences.
    public var environmentFailures: Int
    /// The stale goldens found, relative to the goldens folder.
    public var stale: [String] = []
    /// Whether stale goldens fail the run (`--strict`).
    public var strict = false

    /// The outcome of `entries`.
    public init(entries: [HTMLReport.Entry], stale: [String] = [], strict: Bool = false) {
        errors = entries.filter { $0.status == .error }.count
        failures = entries.filter(\.status.isFailure).count - errors
        environmentFailures = entries.filter { $0.status == .environmentDiffers }.count
        self.stale = stale
        self.strict = strict
    }

    /// The exit status: see the table above.
    public var exitStatus: Int32 {
        if errors == 0, failures > 0, failures == environmentFailures, !(strict && !stale.isEmpty) {
            return Self.environmentDiffers
        }
        if failures + errors > 0 || (strict && !stale.isEmpty) { return Self.failed }
        return Self.passed
    }
}
