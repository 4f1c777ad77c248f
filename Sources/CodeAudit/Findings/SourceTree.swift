import Foundation
import KeyboardAvoidance

/// The files of a tree the audit reads: code by extension, configuration by name, found under the given paths
/// without following a symlink twice, skipping build and vendor folders and what the root's `.gitignore` ignores.
/// Every file it cannot read is a note, never a crash: a binary file with a source extension, one that is not
/// UTF-8 (read with replacement characters), one that cannot be opened.
///
/// ```swift
/// let tree = try SourceTree.read(["App"], root: URL(filePath: "."))
/// let audit = Audit(sources: tree.sources, configs: tree.configs, notes: tree.notes)
/// ```
public struct SourceTree: Sendable {
    /// The code files, read.
    public var sources: [SourceFile] = []
    /// The configuration files.
    public var configs: [ConfigFile] = []
    /// The files it could not read, or read only in part.
    public var notes: [AuditNote] = []

    /// Folders never read: builds, dependencies, editors' and tools' caches.
    public static let skippedFolders: Set<String> = [
        ".build", "build", "Pods", "node_modules", "DerivedData", ".gradle", ".dart_tool", ".git", ".swiftpm",
        "Carthage", ".expo", ".idea",
    ]

    /// Reads `paths` (files or folders, relative to `root` or absolute); a path that does not exist is a usage
    /// error naming it.
    public static func read(_ paths: [String], root: URL) throws(LabError) -> SourceTree {
        var tree = SourceTree()
        let ignore = GitIgnore(root: root)
        var seen = Set<String>()
        for path in paths {
            let url = path.hasPrefix("/") ? URL(filePath: path) : root.appending(path: path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw LabError(.usage, "\(path): no such file or folder; expected a path in the app's source tree")
            }
            if isFolder.boolValue {
                tree.walk(url, root: root, ignore: ignore, seen: &seen)
            } else {
                tree.take(url, root: root, explicitly: true)
            }
        }
        tree.sources.sort { $0.path < $1.path }
        tree.configs.sort { $0.path < $1.path }
        return tree
    }

    /// Reads every wanted file under `folder`, depth first, each real folder once.
    mutating func walk(_ folder: URL, root: URL, ignore: GitIgnore, seen: inout Set<String>) {
        let real = folder.resolvingSymlinksInPath().path
        guard seen.insert(real).inserted else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            notes.append(AuditNote(path: Self.relative(folder, to: root), message: "cannot list this folder"))
            return
        }
        for name in names {
            let url = folder.appending(path: name)
            let relative = Self.relative(url, to: root)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                guard !Self.skippedFolders.contains(name), !ignore.ignores(relative, folder: true) else { continue }
                walk(url, root: root, ignore: ignore, seen: &seen)
            } else if !ignore.ignores(relative, folder: false) {
                take(url, root: root, explicitly: false)
            }
        }
    }

    /// Reads one file when it is code or wanted configuration (any file named `explicitly` that is neither is a
    /// note).
    mutating func take(_ url: URL, root: URL, explicitly: Bool) {
        let path = Self.relative(url, to: root)
        let language = SourceLanguage(path: path)
        guard language != nil || ConfigFile.wanted(path) else {
            if explicitly { notes.append(AuditNote(path: path, message: "not a file the audit reads; skipped")) }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            notes.append(AuditNote(path: path, message: "cannot be read"))
            return
        }
        if data.prefix(8192).contains(0) {
            notes.append(AuditNote(path: path, message: "a binary file with a source file's name; skipped"))
            return
        }
        if String(data: data, encoding: .utf8) == nil {
            notes.append(AuditNote(path: path, message: "not UTF-8; read with its invalid bytes replaced"))
        }
        if let language, !path.hasSuffix(".gradle"), !path.hasSuffix(".gradle.kts") {
            sources.append(SourceFile(path: path, language: language, bytes: [UInt8](data)))
        }
        if ConfigFile.wanted(path) { configs.append(ConfigFile(path: path, data: data)) }
    }

    /// `url`'s path relative to `root`, with `/`; the path as it is outside `root`.
    static func relative(_ url: URL, to root: URL) -> String {
        let base = root.standardizedFileURL.path
        let full = url.standardizedFileURL.path
        guard full.hasPrefix(base) else { return full }
        let rest = full.dropFirst(base.count).drop { $0 == "/" }
        return rest.isEmpty ? "." : String(rest)
    }
}
