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
