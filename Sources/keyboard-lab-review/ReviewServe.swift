import ArgumentParser
import CheckReport
import Foundation
import GoldenReview
import KeyboardLabReview
import LabBuild
import LabProcess
import LabText

/// `keyboard-lab-review`: the review server, a program of its own so that no other `keyboard-lab` command links
/// the HTTP server. `keyboard-lab review` checks the scenarios, then runs it in its place over the report it wrote.
@main
struct ReviewServe: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboard-lab-review",
        abstract: "Serve a keyboard-lab check report for review on 127.0.0.1 (started by `keyboard-lab review`).",
        version: LabBuild.description)

    @Option(help: "The goldens folder the report was checked against.")
    var goldens: String

    @Option(help: "The report folder `check` wrote.")
    var report: String

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port: Int = 0

    @Flag(help: "Open the page with $BROWSER, else xdg-open.")
    var open = false

    @Option(
        help: """
            The Assets folder, whose Web folder holds the page's style sheets and script (default: \
            $KEYBOARD_LAB_ASSETS, else found from this program's own location, else ./Assets).
            """)
    var assets: String?

    mutating func run() async throws {
        do {
            let server = try server()
            let summary = server.session.summary
            let port = port
            let open = open
            // Ctrl+C and SIGTERM are caught before the server starts, so one that arrives as soon as the URL is
            // printed stops it in order too.
            let (interrupts, source) = Self.interrupts()
            defer { withExtendedLifetime(source) {} }
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    try await server.run(port: port) { url in
                        let lines = "review: \(summary)\nreview: open \(url)  (Ctrl+C stops the server)\n"
                        FileHandle.standardOutput.write(Data(lines.utf8))
                        if open { Self.openBrowser(url) }
                    }
                }
                group.addTask {
                    for await _ in interrupts {
                        // A server that has not stopped 5 s after the interrupt is left: every accept is on disk.
                        DispatchQueue.global().asyncAfter(deadline: .now() + 5) {
                            Self.say("review: stopped serving (forced after 5 s); every accept is already on disk")
                            Foundation.exit(0)
                        }
                        return
                    }
                }
                try await group.next()
                group.cancelAll()
            }
            Self.say("review: stopped serving; every accept is already on disk")
        } catch let error as LabError {
            Self.fail(error.message)
        } catch {
            let text = "\(error)"
            Self.fail(
                text.contains("ddress already in use")
                    ? "--port \(port): the port is in use; expected a free port, or --port 0 for any"
                    : "review: the server stopped: \(text)")
        }
    }

    /// The server over the report in `--report`.
    func server() throws(LabError) -> ReviewServer {
        let reportURL = URL(filePath: report).standardizedFileURL
        let index = reportURL.appending(path: "index.html")
        guard let bytes = FileManager.default.contents(atPath: index.path),
            let json = HTMLReport.embeddedData(in: String(decoding: bytes, as: UTF8.self)),
            let data = try? JSONDecoder().decode(CheckReportData.self, from: Data(json.utf8))
        else {
            throw LabError(.notFound, "\(report): no keyboard-lab check report; expected the folder check wrote")
        }
        let batch = Date.now.formatted(.iso8601.year().month().day().time(includingFractionalSeconds: false))
            .replacingOccurrences(of: ":", with: "")
        let session = try ReviewSession(
            data: data, goldens: URL(filePath: goldens).standardizedFileURL, report: reportURL, trashBatch: batch)
        var server = ReviewServer(session: session, token: ReviewServer.newToken())
        let folder = ReviewAssets.locate(
            explicit: assets, environment: ProcessInfo.processInfo.environment, executable: Bundle.main.executableURL,
            workingDirectory: URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory))
        do {
            server.web = try WebAssets.load(from: folder.appending(path: "Web"))
        } catch {
            throw LabError(.notFound, error.description)
        }
        return server
    }

    /// Catches Ctrl+C (SIGINT) and SIGTERM from now on instead of ending the process there: each arrives as an element
    /// of the stream, so the server stops in order and the program says so and exits 0. A plain signal handler (any
    /// thread may take the signal) writes a byte to a pipe, and a dispatch source on the pipe's other end yields; keep
    /// the source alive while serving.
    static func interrupts() -> (AsyncStream<Void>, any DispatchSourceRead) {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        var ends: [Int32] = [-1, -1]
        _ = pipe(&ends)
        interruptPipe = ends[1]
        for number in [SIGINT, SIGTERM] {
            _ = signal(number) { _ in
                var byte: UInt8 = 1
                _ = write(interruptPipe, &byte, 1)
            }
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: .global())
        source.setEventHandler { continuation.yield() }
        source.resume()
        return (stream, source)
    }

    /// Opens `url` with `$BROWSER` or `xdg-open`, saying in one line when neither works.
    static func openBrowser(_ url: String) {
        let variables = ProcessInfo.processInfo.environment
        let opener = variables["BROWSER"].flatMap { $0.isEmpty ? nil : $0 } ?? "xdg-open"
        do {
            let process = try ProcessRunner(environment: variables).start(
                URL(filePath: "/usr/bin/env"), [opener, url], output: .null, error: .null)
            // The opener missing (127), or failing to reach a browser (no desktop), is said in one line.
            process.terminationHandler = { process in
                guard process.terminationStatus != 0 else { return }
                let reason =
                    process.terminationStatus == 127
                    ? "\(opener) is not installed" : "\(opener) exited with status \(process.terminationStatus)"
                say("review: --open: no browser opened (\(reason)); open the URL above yourself")
            }
        } catch {
            say("review: --open: cannot start \(opener) (\(error)); open the URL above yourself")
        }
    }

    static func say(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }

    static func fail(_ message: String) -> Never {
        say("Error: \(message)")
        Foundation.exit(1)
    }
}

/// The pipe's end the signal handler of ``ReviewServe/interrupts()`` writes to (a global: a C signal handler captures
/// nothing); set before the handler is installed.
nonisolated(unsafe) private var interruptPipe: Int32 = -1
