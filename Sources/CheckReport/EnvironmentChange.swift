/// A goldens folder whose environment sidecar (`environment.json`) describes another machine than the one that
/// checked it, or that has none yet while a capture failed (``changes`` empty): what `check` found, and what
/// `keyboard-lab accept` writes to (re-)record the sidecar for the machine that checked.
///
/// ```swift
/// let change = EnvironmentChange(
///     sidecar: "environment.json", stamp: "412-9c1d…", changes: ["sdlVersion: 2.26.5 → 2.30.0"],
///     recorded: "SDL 2.26.5, …", here: "SDL 2.30.0, …", sidecarText: "{ … }")
/// change.sidecar  // relative to the goldens folder; "<combination>/environment@2x.json" in a matrix at 2×
/// ```
public struct EnvironmentChange: Equatable, Sendable, Codable {
    /// The sidecar, relative to the goldens folder: `environment.json`, or `<combination>/environment@2x.json`.
    public var sidecar: String
    /// The stamp (size and FNV-1a 64 hash) of the sidecar's bytes when the check read it: an accept refuses a
    /// sidecar that changed since.
    public var stamp: String
    /// What differs, one item per field, e.g. `sdlVersion: 2.26.5 → 2.30.0`; empty when the folder has no sidecar.
    public var changes: [String]
    /// The goldens' environment as one line (SDL, SDL2_ttf, FreeType, renderer, scale, fonts); empty without one.
    public var recorded: String
    /// The checking machine's environment as one line.
    public var here: String
    /// The sidecar for the checking machine, as `check` writes it (JSON): what an accept writes.
    public var sidecarText: String
    /// The matrix combination whose goldens the sidecar describes, or nil without `--vary`.
    public var combination: String?

    /// Creates a change.
    public init(
        sidecar: String, stamp: String, changes: [String], recorded: String, here: String, sidecarText: String,
        combination: String? = nil
    ) {
        self.sidecar = sidecar
        self.stamp = stamp
        self.changes = changes
        self.recorded = recorded
        self.here = here
        self.sidecarText = sidecarText
        self.combination = combination
    }
}
