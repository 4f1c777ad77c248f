import Foundation

/// Starts the programs the lab runs (its own worker processes, the review server, ffmpeg, a browser) in one way:
/// each child gets the environment `main` read, plus what the call adds, and nothing else decides it. The
/// executables make one from their own environment and pass it down; a library never reads the environment itself.
///
/// ```swift
/// let runner = ProcessRunner(environment: ProcessInfo.processInfo.environment)  // in main
/// let ffmpeg = try runner.start(ffmpegURL, ["-i", "-", "out.mp4"], input: .pipe)
/// ```
public struct ProcessRunner: Sendable {
    /// Where a child's standard stream goes.
    public enum Stream: Sendable {
        /// This process's own stream.
        case inherit
        /// Discarded.
        case null
        /// A new pipe, which the caller reads or writes through the returned process.
        case pipe
    }

    /// The environment every child starts from.
    public let environment: [String: String]

    /// A runner whose children start from `environment`.
    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// Starts `executable` with `arguments` in `folder` (the current one when nil), its environment this runner's
    /// with `extra` added, its standard streams as given.
    ///
    /// - Returns: The running process; a `.pipe` stream is its `standardInput`, `standardOutput` or `standardError`,
    ///   a `Pipe`.
    public func start(
        _ executable: URL, _ arguments: [String], extra: [String: String] = [:], in folder: URL? = nil,
        input: Stream = .inherit, output: Stream = .inherit, error: Stream = .inherit
    ) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment.merging(extra) { $1 }
        if let folder { process.currentDirectoryURL = folder }
        if let input = Self.handle(input) { process.standardInput = input }
        if let output = Self.handle(output) { process.standardOutput = output }
        if let error = Self.handle(error) { process.standardError = error }
        try process.run()
        return process
    }

    /// Replaces this process with `executable`, given `arguments` (after its own name) and this runner's environment.
    ///
    /// - Returns: Only when the replacement failed: the reason, as `strerror` words it.
    public func exec(_ executable: URL, _ arguments: [String]) -> String {
        let path = executable.path
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        execve(path, argv, envp)
        return String(cString: strerror(errno))
    }

    private static func handle(_ stream: Stream) -> Any? {
        switch stream {
        case .inherit: nil
        case .null: FileHandle.nullDevice
        case .pipe: Pipe()
        }
    }
}

extension Process {
    /// Waits until the process has ended, and returns as soon as it has: Foundation's `waitUntilExit()` on Linux
    /// looks again only every 50 ms, which a `check` paid for each worker and the bench for each timed run.
    public func waitUntilEnded() {
        while isRunning { usleep(500) }
    }
}
