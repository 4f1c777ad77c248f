/// One Android module: the folder of a `build.gradle(.kts)` that applies an Android plugin or has an `android { }`
/// block, with what its build, manifest, themes and code say.
public struct AndroidModule: Equatable, Sendable {
    /// The module's folder relative to the root ("" for the root itself).
    public var folder: String
    /// Its build file.
    public var buildFile: String
    /// Whether it is an application (not a library).
    public var isApplication = true
    /// The targetSdk, when the build (or its version catalog or `ext`) says; nil when it cannot be read.
    public var targetSdk: Int?
    /// Where the targetSdk is written.
    public var targetSdkPlace: SourcePlace?
    /// The minSdk, when known.
    public var minSdk: Int?
    /// The activities of its manifests.
    public var activities: [AndroidActivity] = []
    /// The application element's soft input mode, which activities without their own inherit.
    public var applicationSoftInputMode: String?
    /// A theme's `windowOptOutEdgeToEdgeEnforcement` set true.
    public var optOut: SourcePlace?
    /// A call of `enableEdgeToEdge()` or `setDecorFitsSystemWindows(…, false)` in its code.
    public var edgeToEdgeOptIn: SourcePlace?
    /// Whether its code reads the IME's insets anywhere (`ime()`, `imePadding()`, `WindowInsets.ime`, …).
    public var handlesIME = false
    /// Whether it shows a top app bar: a Toolbar or AppBarLayout in a layout, a theme with an action bar, or
    /// Compose's `TopAppBar`.
    public var hasAppBar = false
    /// Whether its code uses Jetpack Compose.
    public var usesCompose = false

    /// A module in `folder` built by `buildFile`.
    public init(folder: String, buildFile: String) {
        self.folder = folder
        self.buildFile = buildFile
    }

    /// Whether Android 15 and later enforce edge-to-edge on it: a targetSdk of 35 or more (36 ignores the opt-out).
    public var enforcesEdgeToEdge: Bool {
        guard let targetSdk else { return false }
        return targetSdk >= 36 || (targetSdk >= 35 && optOut == nil)
    }
}
