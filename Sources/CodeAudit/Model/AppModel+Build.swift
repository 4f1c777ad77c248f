import Foundation
import TOMLKit

/// A file of the tree that is no code but tells about the app: a Gradle build, a version catalog, a manifest, a
/// values or layout file, a `package.json` or a `pubspec.yaml`.
public struct ConfigFile: Sendable {
    /// The path relative to the root.
    public var path: String
    /// Its bytes.
    public var data: Data

    /// The file at `path` holding `data`.
    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    /// Whether the audit reads a file of this name as configuration.
    public static func wanted(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if ["build.gradle", "build.gradle.kts", "AndroidManifest.xml", "package.json", "pubspec.yaml"].contains(name) {
            return true
        }
        if name.hasSuffix(".versions.toml") { return true }
        return name.hasSuffix(".xml") && (path.contains("/res/values") || path.contains("/res/layout"))
    }
}

extension AppModel {
    /// The model of the app made of `configs` and the code of `sources`, with a note for each file that did not
    /// read.
    public static func build(configs: [ConfigFile], sources: [SourceFile]) -> (model: AppModel, notes: [AuditNote]) {
        var model = AppModel()
        var notes: [AuditNote] = []
        var catalog: [String: Int] = [:]
        var assignments: [String: Int] = [:]
        var builds: [(folder: String, path: String, build: GradleBuild)] = []
        for config in configs where config.path.hasSuffix(".toml") {
            switch VersionCatalog.versions(config.data, path: config.path) {
            case .success(let versions): catalog.merge(versions) { first, _ in first }
            case .failure(let note): notes.append(note)
            }
        }
        for config in configs where config.path.hasSuffix(".gradle") || config.path.hasSuffix(".gradle.kts") {
            let file = SourceFile(path: config.path, language: .kotlin, bytes: [UInt8](config.data))
            let build = GradleBuild(file: file)
            assignments.merge(build.assignments) { first, _ in first }
            if build.isAndroid { builds.append((Self.folder(of: config.path), config.path, build)) }
        }
        for (folder, path, build) in builds {
            var module = AndroidModule(folder: folder, buildFile: path)
            module.isApplication = build.isApplication
            module.targetSdk = build.targetSdk.flatMap { resolve($0.value, catalog: catalog, assignments: assignments) }
            module.targetSdkPlace = build.targetSdk.map { SourcePlace(path: path, line: $0.line) }
            module.minSdk = build.minSdk.flatMap { resolve($0, catalog: catalog, assignments: assignments) }
            model.modules.append(module)
        }
        for config in configs { model.read(config, notes: &notes) }
        for source in sources { model.learn(from: source) }
        let dart = sources.filter { $0.language == .dart }
        if !dart.isEmpty {
            let index = WidgetIndex(files: dart)
            model.flutterFieldHelpers = index.helpers(holding: FlutterRules.fields)
            model.flutterInsetHelpers = index.helpers(holding: FlutterRules.insets)
            model.flutterFields = index.classes(holding: FlutterRules.fields, helpers: model.flutterFieldHelpers)
            model.flutterInsets = index.classes(holding: FlutterRules.insets, helpers: model.flutterInsetHelpers)
        }
        return (model, notes)
    }

    /// The folder of a file's path ("" at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    static func resolve(_ value: GradleBuild.Value, catalog: [String: Int], assignments: [String: Int]) -> Int? {
        switch value {
        case .number(let number): number
        case .catalog(let accessor): VersionCatalog.lookUp(accessor, in: catalog)
        case .named(let name): assignments[name]
        }
    }

    /// Takes in a manifest, a values or layout file, a `package.json` or a `pubspec.yaml`.
    mutating func read(_ config: ConfigFile, notes: inout [AuditNote]) {
        let name = config.path.split(separator: "/").last.map(String.init) ?? config.path
        if name == "package.json" {
            if let app = ReactNativeApp(packageJSON: config.data, folder: Self.folder(of: config.path)) {
                reactNative.append(app)
            }
            return
        }
        if name == "pubspec.yaml" {
            if String(decoding: config.data, as: UTF8.self).contains("sdk: flutter") {
                flutter.append(Self.folder(of: config.path))
            }
            return
        }
        guard name.hasSuffix(".xml") else { return }
        switch AndroidXML.elements(of: config.data, path: config.path) {
        case .failure(let note): notes.append(note)
        case .success(let elements):
            guard let index = moduleIndex(containing: config.path) else { return }
            if name == "AndroidManifest.xml" {
                modules[index].readManifest(elements, path: config.path)
            } else {
                modules[index].readResources(elements, path: config.path)
            }
        }
    }

    func moduleIndex(containing path: String) -> Int? {
        modules.indices.filter { Self.folder(modules[$0].folder, holds: path) }.max {
            modules[$0].folder.count < modules[$1].folder.count
        }
    }

    /// Takes in what a Kotlin or Java file says of its module: IME insets read, edge-to-edge opted into, Compose
    /// and a top app bar used.
    mutating func learn(from source: SourceFile) {
        guard source.language == .kotlin || source.language == .java, let index = moduleIndex(containing: source.path)
        else { return }
        if source.mentions(AndroidNames.imeHandling) { modules[index].handlesIME = true }
        if source.mentions(["Composable", "setContent"]) { modules[index].usesCompose = true }
        if source.mentions(["TopAppBar", "CenterAlignedTopAppBar", "LargeTopAppBar", "setSupportActionBar"]) {
            modules[index].hasAppBar = true
        }
        if modules[index].edgeToEdgeOptIn == nil, let place = AndroidNames.edgeToEdgeOptIn(in: source) {
            modules[index].edgeToEdgeOptIn = place
        }
    }
}
