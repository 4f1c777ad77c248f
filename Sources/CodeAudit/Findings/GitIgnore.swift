import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The patterns of the scanned root's `.gitignore`, as git reads them for the common cases: a name anywhere, a
/// path anchored at the root (a leading or inner `/`), a folder only (a trailing `/`), `*`, `?` and a leading
/// `**/`. Negations (`!`) are not read: a file they bring back stays ignored.
struct GitIgnore {
    struct Pattern {
        var glob: String
        var anchored: Bool
        var foldersOnly: Bool
    }

    var patterns: [Pattern] = []

    /// The patterns of `root/.gitignore`; none when there is no such file.
    init(root: URL) {
        guard let data = FileManager.default.contents(atPath: root.appending(path: ".gitignore").path) else { return }
        for raw in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            var line = String(raw).trimmed
            guard !line.isEmpty, !line.hasPrefix("#"), !line.hasPrefix("!") else { continue }
            let foldersOnly = line.hasSuffix("/")
            if foldersOnly { line.removeLast() }
            if line.hasPrefix("**/") { line.removeFirst(3) }
            let anchored = line.contains("/")
            if line.hasPrefix("/") { line.removeFirst() }
            patterns.append(Pattern(glob: line, anchored: anchored, foldersOnly: foldersOnly))
        }
    }

    /// Whether `path` (relative to the root) is ignored.
    func ignores(_ path: String, folder: Bool) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        for pattern in patterns where folder || !pattern.foldersOnly {
            if pattern.anchored {
                if fnmatch(pattern.glob, path, FNM_PATHNAME) == 0 { return true }
            } else if fnmatch(pattern.glob, name, 0) == 0 {
                return true
            }
        }
        return false
    }
}
