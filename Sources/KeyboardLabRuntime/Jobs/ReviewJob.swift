import Foundation
import KeyboardLabReview
import ScreenshotComparison

/// `review`: checks the scenarios as `check` does (recording nothing), then serves the report in the browser on
/// 127.0.0.1, where Accept writes a capture's actual image as its golden.
public struct ReviewJob {
    /// The check to run first; its record mode is always `never`, since the reviewer decides what is written.
    public var check: CheckJob
    /// The port to listen on; 0 picks a free one.
    public var port = 0
    /// Whether to open the page in the desktop's browser.
    public var open = false

    /// A review of what `check` finds.
    public init(check: CheckJob) {
        self.check = check
    }

    /// Checks, then serves until interrupted (Ctrl+C).
    public func run() throws {
        guard (0...65535).contains(port) else { throw LabError("--port \(port): expected 0 (any free port) to 65535") }
        var check = check
        check.record = .never
        _ = try check.run()
        fflush(nil)
        let server = try server()
        let url = try serve(server)
        Console.error("review: stopped serving \(url.prefix { $0 != "?" }); every accept is already on disk")
    }

    /// The server over the report `check` just wrote.
    func server() throws -> ReviewServer {
        let report = URL(filePath: check.report, relativeTo: LabSetup.workingDirectory).standardizedFileURL
        let data = try ReportFiles.read(report, named: check.report)
        let goldens = URL(filePath: check.goldens, relativeTo: LabSetup.workingDirectory).standardizedFileURL
        let batch = Date.now.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false))
            .replacingOccurrences(of: ":", with: "")
        do {
            let session = try ReviewSession(data: data, goldens: goldens, report: report, trashBatch: batch)
            return ReviewServer(session: session, token: ReviewServer.newToken())
        } catch {
            throw LabError(error.message)
        }
    }

    /// Runs `server` until it stops, printing its URL (and opening it with `--open`); returns the URL.
    private func serve(_ server: ReviewServer) throws -> String {
        final class Outcome: @unchecked Sendable {
            var url = ""
            var error: (any Error)?
        }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let port = port
        let open = open
        let summary = server.session.summary
        Task.detached {
            do {
                try await server.run(port: port) { url in
                    outcome.url = url
                    let lines = "review: \(summary)\nreview: open \(url)  (Ctrl+C stops the server)\n"
                    FileHandle.standardOutput.write(Data(lines.utf8))
                    if open { Self.openBrowser(url) }
                }
            } catch {
                outcome.error = error
            }
            done.signal()
        }
        done.wait()
        if let error = outcome.error {
            let text = "\(error)"
            if text.contains("ddress already in use") {
                throw LabError("--port \(port): the port is in use; expected a free port, or --port 0 for any")
            }
            throw LabError("review: the server stopped: \(text)")
        }
        return outcome.url
    }

    /// Opens `url` with `$BROWSER` or `xdg-open`, saying in one line when neither works.
    private static func openBrowser(_ url: String) {
        let opener = ProcessInfo.processInfo.environment["BROWSER"].flatMap { $0.isEmpty ? nil : $0 } ?? "xdg-open"
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/env")
        process.arguments = [opener, url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            Console.error("review: --open: cannot start \(opener) (\(error)); open the URL above yourself")
        }
    }
}
