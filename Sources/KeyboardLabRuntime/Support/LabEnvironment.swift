import Foundation
import KeyboardLabSDL
import LabProcess

/// Where a window may open (re-exported for the executable's `main`, which reads it).
public typealias DisplayEnvironment = KeyboardLabSDL.DisplayEnvironment

/// What the lab takes from the world it runs in, read once by an executable's `main` and passed down to the jobs:
/// no library reads an environment variable, searches `PATH` or finds a program by itself.
///
/// ```swift
/// var environment = LabEnvironment(runner: ProcessRunner(environment: ProcessInfo.processInfo.environment))
/// environment.ffmpeg = URL(filePath: "/usr/bin/ffmpeg")
/// ```
public struct LabEnvironment: Sendable {
    /// Starts the lab's child processes, from the environment `main` read.
    public var runner: ProcessRunner
    /// Whether the lab runs in CI (`CI` set, and not to `false`): `check` then records no missing golden.
    public var isCI = false
    /// ffmpeg, for videos and the window's recording, or nil when there is none.
    public var ffmpeg: URL?
    /// This program, for the processes it starts of itself (a matrix check's workers, the bench's children).
    public var executable: URL?
    /// The folder the lab keeps what it may compute again (the digests of goldens `check` decoded), or nil to keep
    /// nothing between runs.
    public var cacheFolder: URL?
    /// Where the window may open: the display and video driver the process was started with.
    public var display = DisplayEnvironment()

    /// An environment whose children start from `runner`'s, with nothing else known.
    public init(runner: ProcessRunner) {
        self.runner = runner
    }

    /// The environment variables `main` read.
    public var variables: [String: String] { runner.environment }

    /// Nothing from the world: no variables, no programs (for tests and the bench's in-process runs).
    public static let none = LabEnvironment(runner: ProcessRunner(environment: [:]))
}
