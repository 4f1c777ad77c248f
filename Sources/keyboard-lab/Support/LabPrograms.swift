import Foundation

/// The programs `keyboard-lab` starts, found here and passed down as values: itself (the worker processes of a
/// matrix `check`, the bench's timed children) and the review server built beside it.
nonisolated enum LabPrograms {
    /// This program.
    static var executable: URL {
        Bundle.main.executableURL ?? URL(filePath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// `keyboard-lab-review`, beside this program (`swift build` builds both).
    static var reviewServer: URL {
        executable.resolvingSymlinksInPath().deletingLastPathComponent().appending(path: "keyboard-lab-review")
    }
}
