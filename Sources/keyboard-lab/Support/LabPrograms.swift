import Foundation
import KeyboardLabRuntime
import LabProcess

/// What `keyboard-lab` takes from the world, read here once and passed down as values: its environment (which its
/// children start from), whether it runs in CI, where a window may open, and the programs it starts: itself (the worker processes of a matrix
/// `check`, the bench's timed children), the review server built beside it, and ffmpeg.
nonisolated enum LabPrograms {
    /// This program.
    static var executable: URL {
        Bundle.main.executableURL ?? URL(filePath: "/proc/self/exe").resolvingSymlinksInPath()
    }

    /// `keyboard-lab-review`, beside this program (`swift build` builds both).
    static var reviewServer: URL {
        executable.resolvingSymlinksInPath().deletingLastPathComponent().appending(path: "keyboard-lab-review")
    }

    /// The lab's environment: the variables this process was started with, `CI`, ffmpeg, this program and the cache
    /// folder.
    static var environment: LabEnvironment {
        let variables = ProcessInfo.processInfo.environment
        var environment = LabEnvironment(runner: ProcessRunner(environment: variables))
        environment.isCI = variables["CI"].map { !$0.isEmpty && $0 != "false" } ?? false
        environment.ffmpeg = ffmpeg(in: variables)
        environment.executable = executable
        environment.cacheFolder = cacheFolder(in: variables)
        environment.display = DisplayEnvironment(
            display: variables["DISPLAY"], waylandDisplay: variables["WAYLAND_DISPLAY"],
            videoDriver: variables["SDL_VIDEODRIVER"])
        return environment
    }

    /// `$KEYBOARD_LAB_CACHE` (`off` for none), else `$XDG_CACHE_HOME/keyboard-lab`, else `~/.cache/keyboard-lab`;
    /// nil without a home folder.
    static func cacheFolder(in variables: [String: String]) -> URL? {
        if let explicit = variables["KEYBOARD_LAB_CACHE"], !explicit.isEmpty {
            return explicit == "off" ? nil : URL(filePath: explicit, relativeTo: LabSetup.workingDirectory)
        }
        if let cache = variables["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(filePath: cache).appending(path: "keyboard-lab")
        }
        guard let home = variables["HOME"], home.hasPrefix("/") else { return nil }
        return URL(filePath: home).appending(path: ".cache/keyboard-lab")
    }

    /// `$KEYBOARD_LAB_FFMPEG`, else `ffmpeg` on the `PATH`, or nil.
    static func ffmpeg(in variables: [String: String]) -> URL? {
        if let explicit = variables["KEYBOARD_LAB_FFMPEG"], !explicit.isEmpty {
            return FileManager.default.isExecutableFile(atPath: explicit) ? URL(filePath: explicit) : nil
        }
        for folder in (variables["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(filePath: String(folder)).appending(path: "ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
