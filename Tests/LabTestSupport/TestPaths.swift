import Foundation

/// Where the tests find the repository's files, and fresh folders to write in: one locator for every test target.
public enum TestPaths {
    /// The package root: the nearest folder above this file holding Package.swift.
    public static let packageRoot: URL = {
        var folder = URL(filePath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)
    }()

    /// The repository's Assets folder.
    public static var assets: URL { packageRoot.appending(path: "Assets") }

    /// A fresh, empty temporary folder whose name starts with `prefix`.
    public static func temporaryFolder(_ prefix: String = "keyboard-lab-tests") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
