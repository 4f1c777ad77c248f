import Foundation
import LabPNG
import LabText

#if canImport(Glibc)
    import Glibc
#endif

/// The goldens folder as the review server writes it: every path a request names is checked to stay inside it,
/// goldens are replaced atomically (written beside, then renamed over), and a replaced golden is kept under
/// `.trash/` so Undo can put it back.
///
/// ```swift
/// let folder = try GoldenFolder(URL(filePath: "Tests/Goldens"))
/// let file = try folder.file("form/keyboard-shown.png")  // refuses "../x.png", "/etc/x.png", symlinks out
/// try folder.replace(file, with: pngBytes)
/// ```
public struct GoldenFolder: Sendable {
    /// The folder, with symbolic links resolved.
    public let root: URL
    /// Where replaced goldens are kept: `<root>/.trash`.
    public var trash: URL { root.appending(path: ".trash") }

    /// Opens the goldens folder at `url`, which must exist.
    public init(_ url: URL) throws(LabError) {
        guard let resolved = Self.realPath(url.path) else {
            throw LabError(.notFound, "\(url.path): no such goldens folder")
        }
        root = URL(filePath: resolved, directoryHint: .isDirectory)
    }

    /// The file a request names by `path`, relative to the goldens folder: refuses an empty path, an absolute one,
    /// `.` or `..` components, anything but a `.png`, and a path that reaches outside through a symbolic link.
    public func file(_ path: String) throws(LabError) -> URL {
        let shown = Self.quoted(path)
        guard !path.isEmpty else {
            throw LabError(.badRequest, "empty capture path; expected a golden's path such as form/shown.png")
        }
        guard !path.hasPrefix("/"), !path.contains("\\") else {
            throw LabError(.forbidden, "\(shown) is absolute; expected a path inside the goldens folder")
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.contains(where: { $0 == ".." }) else {
            throw LabError(.forbidden, "\(shown) leaves the goldens folder (..); expected a path inside it")
        }
        guard !parts.contains(where: { $0.isEmpty || $0 == "." || $0.hasPrefix(".") }),
            !path.unicodeScalars.contains(where: { $0.value < 0x20 })
        else {
            throw LabError(.badRequest, "\(shown) is not a plain relative path; expected e.g. form/shown.png")
        }
        guard path.hasSuffix(".png") else {
            throw LabError(.badRequest, "\(shown) is not a PNG; expected a golden's path ending in .png")
        }
        let url = root.appending(path: path)
        try confine(url, shown: shown)
        return url
    }

    /// Refuses `url` when it, or the nearest folder above it that exists, resolves outside the root.
    private func confine(_ url: URL, shown: String) throws(LabError) {
        var status = stat()
        if lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            throw LabError(.forbidden, "\(shown) is a symbolic link; refusing to write through it")
        }
        var folder = url.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.path) { folder = folder.deletingLastPathComponent() }
        guard let real = Self.realPath(folder.path), real == root.path || real.hasPrefix(root.path + "/") else {
            throw LabError(.forbidden, "\(shown) leaves the goldens folder through a symbolic link")
        }
    }

    /// What identifies a golden's bytes: `absent` when there is no file, else its ``FileStamp``.
    public func stamp(_ url: URL) -> String {
        guard let bytes = FileManager.default.contents(atPath: url.path) else { return Self.absent }
        return Self.stamp(of: bytes)
    }

    /// The stamp of a file holding `bytes`.
    public static func stamp(of bytes: Data) -> String { FileStamp.of(bytes) }

    /// The stamp of a golden that does not exist.
    public static let absent = "absent"

    /// Writes `bytes` to `url` atomically: into a temporary file in the same folder, then renamed over it, so a
    /// reader sees the old file or the new one, never a torn one. Makes the folders it needs.
    public func replace(_ url: URL, with bytes: Data) throws(LabError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appending(path: ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try bytes.write(to: temporary)
            guard rename(temporary.path, url.path) == 0 else {
                throw LabError(String(cString: strerror(errno)))
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw LabError("\(relative(url)): cannot write the golden (\(Self.reason(error)))")
        }
    }

    /// Removes the golden at `url`.
    public func remove(_ url: URL) throws(LabError) {
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw LabError("\(relative(url)): cannot remove the golden (\(Self.reason(error)))")
        }
    }

    /// Keeps `bytes`, the golden at `path` before a change, under `.trash/<batch>/<path>`; returns where.
    public func keep(_ bytes: Data, path: String, batch: String) throws(LabError) -> URL {
        let url = trash.appending(path: batch).appending(path: path)
        try replace(url, with: bytes)
        return url
    }

    /// `url` relative to the goldens folder, for messages.
    public func relative(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : path
    }

    /// `path` with symbolic links and `..` resolved, or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// A file-system error as a message's reason: the system's word for it ("Permission denied"), not Foundation's
    /// description with its domain, code and dictionary.
    package static func reason(_ error: any Error) -> String {
        if let error = error as? LabError { return error.message }
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        switch ns.code {
        case CocoaError.fileWriteNoPermission.rawValue, CocoaError.fileReadNoPermission.rawValue:
            return "Permission denied"
        case CocoaError.fileWriteOutOfSpace.rawValue: return "No space left on device"
        default: return ns.localizedDescription
        }
    }

    /// A path as messages show it: quoted, cut to 120 characters.
    package static func quoted(_ path: String) -> String {
        "\"\(path.count > 120 ? String(path.prefix(117)) + "…" : path)\""
    }
}
