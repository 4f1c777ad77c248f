import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime

/// `review`: checks the scenarios as `check` does (recording nothing), then serves the report in the browser on
/// 127.0.0.1, where Accept writes a capture's actual image as its golden.
public struct ReviewJob {
    /// What to check and where to serve it: the one value a command hands the job, with the defaults.
    public struct Options: Equatable, Sendable {
        /// The check to run first; its record mode is always `never`, since the reviewer decides what is written.
        public var check: CheckJob.Options
        /// The port to listen on; 0 picks a free one.
        public var port: Int
        /// Whether to open the page in the desktop's browser.
        public var open: Bool

        /// Options with every default but what is given: a review of what `check` finds.
        public init(check: CheckJob.Options, port: Int = 0, open: Bool = false) {
            self.check = check
            self.port = port
            self.open = open
        }

        /// The ports the server may listen on (0: any free one).
        public static let ports = 0...65535
    }

    /// What to check and where to serve it.
    public var options: Options
    /// What the check takes from the world (see ``CheckJob/environment``).
    public var environment: LabEnvironment
    /// The review server's program (`keyboard-lab-review`), which the executable finds and passes.
    public var server: URL

    /// A review as `options` say, with what it takes from `environment`, served by the program at `server`.
    public init(_ options: Options, environment: LabEnvironment = .none, server: URL) {
        self.options = options
        self.environment = environment
        self.server = server
    }

    /// Checks, then says how to start the review server, which the executable runs in its own place, so it serves
    /// until interrupted (Ctrl+C). The server is given the Assets folder, whose `Web` folder holds the page's style
    /// sheets and script.
    ///
    /// - Returns: The server's program and its arguments.
    ///
    /// - Throws: ``LabError``: a usage error at the option `port` out of ``Options/ports``; what the check throws.
    public func run() throws -> (program: URL, arguments: [String]) {
        let port = options.port
        guard Options.ports.contains(port) else {
            throw LabError(.usage, at: .option("port", "\(port)"), "expected 0 (any free port) to 65535")
        }
        let server = server.path
        guard FileManager.default.isExecutableFile(atPath: server) else {
            throw LabError(
                "\(server): not found; expected keyboard-lab-review beside keyboard-lab (swift build builds both)")
        }
        var check = options.check
        check.record = .never
        // A first review has no goldens yet: every capture shows as new, and accepting writes the folder's first
        // goldens, so the folder is made here (a check with --record never refuses a missing one).
        let goldensFolder = URL(filePath: check.goldens, relativeTo: LabSetup.workingDirectory)
        do {
            try FileManager.default.createDirectory(at: goldensFolder, withIntermediateDirectories: true)
        } catch {
            throw LabError(
                at: .option("goldens", check.goldens),
                "cannot make the goldens folder (\(error.localizedDescription))")
        }
        _ = try CheckJob(check, environment: environment).run()
        let report = URL(filePath: check.report, relativeTo: LabSetup.workingDirectory).standardizedFileURL.path
        let goldens = URL(filePath: check.goldens, relativeTo: LabSetup.workingDirectory).standardizedFileURL.path
        let assets = LabSetup.assetsFolder(check.assets).path
        var arguments = ["--goldens", goldens, "--report", report, "--port", String(port), "--assets", assets]
        if options.open { arguments.append("--open") }
        return (URL(filePath: server), arguments)
    }
}
