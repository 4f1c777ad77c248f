/// What the audit knows of the app before it judges a line: its Android modules (what each targets, each activity's
/// soft input mode, its edge-to-edge opt-ins and opt-outs, whether its code handles the IME's insets), its React
/// Native and Flutter apps. Rules judge a file in that context: the same `adjustResize` is right at targetSdk 34 and
/// inert at 35.
public struct AppModel: Equatable, Sendable {
    /// The Android modules, by folder.
    public var modules: [AndroidModule] = []
    /// The React Native apps (a `package.json` naming `react-native`).
    public var reactNative: [ReactNativeApp] = []
    /// The Flutter apps (a `pubspec.yaml` depending on the Flutter SDK).
    public var flutter: [String] = []
    /// The app's own Dart widget classes that hold a text field, across its files.
    public var flutterFields: Set<String> = []
    /// The app's own Dart widget classes that pad by the keyboard's `viewInsets`.
    public var flutterInsets: Set<String> = []
    /// Each Dart file's own functions and methods that hold a text field.
    public var flutterFieldHelpers: [String: Set<String>] = [:]
    /// Each Dart file's own functions and methods that pad by `viewInsets`.
    public var flutterInsetHelpers: [String: Set<String>] = [:]

    /// An empty model.
    public init() {}

    /// The names that hold a text field in the Dart file at `path`: Flutter's own fields, the app's field widgets and
    /// the file's helpers that build one.
    public func flutterFieldNames(in path: String) -> Set<String> {
        FlutterRules.fields.union(flutterFields).union(flutterFieldHelpers[path] ?? [])
    }

    /// The names that pad by the keyboard's inset in the Dart file at `path`.
    public func flutterInsetNames(in path: String) -> Set<String> {
        FlutterRules.insets.union(flutterInsets).union(flutterInsetHelpers[path] ?? [])
    }

    /// The Android module whose folder holds `path` (the deepest), or nil.
    public func module(containing path: String) -> AndroidModule? {
        modules.filter { Self.folder($0.folder, holds: path) }.max { $0.folder.count < $1.folder.count }
    }

    /// The React Native app whose folder holds `path`, or nil.
    public func reactNativeApp(containing path: String) -> ReactNativeApp? {
        reactNative.filter { Self.folder($0.folder, holds: path) }.max { $0.folder.count < $1.folder.count }
    }

    /// The Android modules of the app whose folder holds `path`: its own module, else those under the app's folder
    /// (a React Native or Flutter app's `android/app`).
    public func androidModules(ofAppAt folder: String) -> [AndroidModule] {
        modules.filter { Self.folder(folder, holds: $0.folder) && $0.isApplication }
    }

    /// Whether `folder` ("" for the root) holds `path`.
    static func folder(_ folder: String, holds path: String) -> Bool {
        folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
    }
}

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

/// An activity of a manifest.
public struct AndroidActivity: Equatable, Sendable {
    /// Its `android:name`.
    public var name: String
    /// Its `android:windowSoftInputMode`, or nil.
    public var softInputMode: String?
    /// Where it is declared.
    public var place: SourcePlace
}

/// A React Native app: its folder and the versions its `package.json` names.
public struct ReactNativeApp: Equatable, Sendable {
    /// The folder of its `package.json`.
    public var folder: String
    /// The `react-native` version range as written.
    public var version: String?
    /// The `react-native-keyboard-controller` version, when it depends on it.
    public var keyboardController: String?
    /// Whether it depends on a navigation library whose screens have headers (`@react-navigation/*`, `expo-router`,
    /// `react-native-navigation`).
    public var navigation: Bool
}

/// A place in a file: its path relative to the root and its 1-based line.
public struct SourcePlace: Equatable, Hashable, Sendable, Codable {
    /// The file.
    public var path: String
    /// The line.
    public var line: Int

    /// Line `line` of `path`.
    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }
}
