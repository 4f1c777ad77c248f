import Foundation

extension AndroidModule {
    /// Takes in a manifest's activities and its application's soft input mode and theme.
    mutating func readManifest(_ elements: [XMLElementRecord], path: String) {
        for element in elements {
            switch element.name {
            case "application":
                applicationSoftInputMode = element.attributes["android:windowSoftInputMode"]
            case "activity", "activity-alias":
                activities.append(
                    AndroidActivity(
                        name: element.attributes["android:name"] ?? "(unnamed)",
                        softInputMode: element.attributes["android:windowSoftInputMode"],
                        place: SourcePlace(path: path, line: element.line)))
            default:
                continue
            }
        }
    }

    /// Takes in a values file's edge-to-edge opt-out and themes with an action bar, or a layout's app bar.
    mutating func readResources(_ elements: [XMLElementRecord], path: String) {
        for element in elements {
            if element.name == "item",
                element.attributes["name"]?.hasSuffix("windowOptOutEdgeToEdgeEnforcement") == true,
                element.text == "true"
            {
                optOut = optOut ?? SourcePlace(path: path, line: element.line)
            }
            if element.name == "style", let parent = element.attributes["parent"], parent.contains("Theme"),
                !parent.contains("NoActionBar"), element.attributes["name"]?.contains("NoActionBar") != true
            {
                hasAppBar = true
            }
            let last = element.name.split(separator: ".").last.map(String.init) ?? element.name
            if ["Toolbar", "MaterialToolbar", "AppBarLayout"].contains(last) { hasAppBar = true }
        }
    }

    /// The soft input mode of `activity`: its own, else the application's.
    public func softInputMode(of activity: AndroidActivity) -> String? {
        activity.softInputMode ?? applicationSoftInputMode
    }
}

/// The names Android code uses for the keyboard's insets and for opting into edge-to-edge.
enum AndroidNames {
    /// Names that read or apply the IME's insets.
    static let imeHandling: Set<String> = [
        "ime", "imePadding", "imeNestedScroll", "imeAnimationTarget", "imeAnimationSource", "IME",
        "WindowInsetsAnimationCompat", "WindowInsetsAnimation", "isImeVisible", "safeDrawing", "safeDrawingPadding",
        "safeContent", "safeContentPadding",
    ]

    /// The first opt-in to edge-to-edge in `source`: `enableEdgeToEdge(…)`, or `setDecorFitsSystemWindows(…, false)`.
    static func edgeToEdgeOptIn(in source: SourceFile) -> SourcePlace? {
        for call in source.calls(named: ["enableEdgeToEdge", "setDecorFitsSystemWindows"]) {
            let last = call.arguments.last.map { source.text(of: $0.range) }
            if call.name == "enableEdgeToEdge" || last == "false" {
                return SourcePlace(path: source.path, line: source.tokens[call.index].line)
            }
        }
        return nil
    }
}

extension ReactNativeApp {
    /// The app a `package.json` in `folder` describes, or nil when it names no `react-native` (or is no JSON).
    init?(packageJSON data: Data, folder: String) {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        var dependencies: [String: String] = [:]
        for key in ["dependencies", "devDependencies", "peerDependencies"] {
            for (name, version) in (object[key] as? [String: Any]) ?? [:] {
                dependencies[name] = dependencies[name] ?? (version as? String) ?? ""
            }
        }
        guard let version = dependencies["react-native"] else { return nil }
        self.init(
            folder: folder, version: version, keyboardController: dependencies["react-native-keyboard-controller"],
            navigation: dependencies.keys.contains {
                $0.hasPrefix("@react-navigation/") || $0 == "expo-router" || $0 == "react-native-navigation"
            })
    }
}
