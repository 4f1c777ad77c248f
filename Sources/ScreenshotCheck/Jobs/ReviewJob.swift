import Foundation
import KeyboardLabRuntime

/// `review`: checks the scenarios as `check` does (recording nothing), then serves the report in the browser on
/// 127.0.0.1, where Accept writes a capture's actual image as its golden.
public struct ReviewJob {
    /// The check to run first; its record mode is always `never`, since the reviewer decides what is written.
    public var check: CheckJob
    /// The port to listen on; 0 picks a free one.
    public var port = 0
    /// Whether to open the page in the desktop's browser.
    public var open = false
    /// The review server's program (`keyboard-lab-review`), which the executable finds and passes.
    public var server: URL

    /// A review of what `check` finds, served by the program at `server`.
    public init(check: CheckJob, server: URL) {
        self.check = check
        self.server = server
    }

    /// Checks, then says how to start the review server, which the executable runs in its own place, so it serves
    /// until interrupted (Ctrl+C). The server is given the Assets folder, whose `Web` folder holds the page's style
    /// sheets and script.
    ///
    /// - Returns: The server's program and its arguments.
    public func run() throws -> (program: URL, arguments: [String]) {
        guard (0...65535).contains(port) else {
            throw LabError(usage: "--port \(port): expected 0 (any free port) to 65535")
        }
        let server = server.path
        guard FileManager.default.isExecutableFile(atPath: server) else {
            throw LabError(
                "\(server): not found; expected keyboard-lab-review beside keyboard-lab (swift build builds both)")
        }
        var check = check
        check.record = .never
        // A first review has no goldens yet: every capture shows as new, and accepting writes the folder's first
        // goldens, so the folder is made here (a check with --record never refuses a missing one).
        let goldensFolder = URL(filePath: check.goldens, relativeTo: LabSetup.workingDirectory)
        do {
            try FileManager.default.createDirectory(at: goldensFolder, withIntermediateDirectories: true)
        } catch {
            throw LabError("--goldens \(check.goldens): cannot make the goldens folder (\(error.localizedDescription))")
        }
        _ = try check.run()
        let report = URL(filePath: check.report, relativeTo: LabSetup.workingDirectory).standardizedFileURL.path
        let goldens = URL(filePath: check.goldens, relativeTo: LabSetup.workingDirectory).standardizedFileURL.path
        let assets = LabSetup.assetsFolder(check.assets).path
        var arguments = ["--goldens", goldens, "--report", report, "--port", String(port), "--assets", assets]
        if open { arguments.append("--open") }
        return (URL(filePath: server), arguments)
    }
}
