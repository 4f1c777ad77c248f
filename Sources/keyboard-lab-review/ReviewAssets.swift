import Foundation

/// Where `keyboard-lab-review` finds the Assets folder whose `Web` folder holds the page's style sheets and script,
/// the way `keyboard-lab` finds its own, so the server started by hand needs no `--assets`: the folder given, else
/// `$KEYBOARD_LAB_ASSETS`, else `Assets` or `share/keyboard-lab/Assets` beside or above this program's real location
/// (a checkout's `.build/release`, an unpacked release archive, an install prefix), else `./Assets`.
///
/// ```swift
/// let assets = ReviewAssets.locate(
///     explicit: nil, environment: ProcessInfo.processInfo.environment, executable: Bundle.main.executableURL,
///     workingDirectory: URL(filePath: FileManager.default.currentDirectoryPath))
/// ```
enum ReviewAssets {
    /// The Assets folder, as described above; relative paths are taken from `workingDirectory`.
    static func locate(explicit: String?, environment: [String: String], executable: URL?, workingDirectory: URL)
        -> URL
    {
        if let explicit { return URL(filePath: explicit, relativeTo: workingDirectory).standardizedFileURL }
        if let variable = environment["KEYBOARD_LAB_ASSETS"], !variable.isEmpty {
            return URL(filePath: variable, relativeTo: workingDirectory).standardizedFileURL
        }
        if let executable {
            var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            for _ in 0..<6 {
                for candidate in [
                    folder.appending(path: "Assets"), folder.appending(path: "share/keyboard-lab/Assets"),
                ]
                where FileManager.default.fileExists(atPath: candidate.appending(path: "Web").path) {
                    return candidate
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return workingDirectory.appending(path: "Assets")
    }
}
