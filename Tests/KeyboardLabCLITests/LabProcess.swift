import Foundation
import LabTestSupport
import Testing

/// The repository's root.
let packageRoot = TestPaths.packageRoot

/// What one run of the built `keyboard-lab` printed and how it ended.
struct LabResult {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Whether the process ended by a signal (a crash or trap) rather than exiting.
    var crashed: Bool
}

/// Runs the built `keyboard-lab` executable, as a user would from a terminal.
func keyboardLab(_ arguments: [String], environment extra: [String: String] = [:], in directory: URL = packageRoot)
    throws -> LabResult
{
    try run(try labExecutable(), arguments, environment: extra, in: directory)
}

/// Runs the built `keyboard-lab` as a user whom a folder's permissions bind: as `nobody` (through `setpriv`) when the
/// tests run as root, as in a CI container, where a folder without write permission is writable all the same; as
/// this user otherwise. The digest cache is off (`nobody` has no home).
func keyboardLabUnprivileged(_ arguments: [String], environment extra: [String: String] = [:], in directory: URL)
    throws -> LabResult
{
    let environment = extra.merging(["KEYBOARD_LAB_CACHE": "off"]) { mine, _ in mine }
    guard getuid() == 0 else { return try keyboardLab(arguments, environment: environment, in: directory) }
    let nobody = ["--reuid", "65534", "--regid", "65534", "--clear-groups", try labExecutable().path]
    return try run(URL(filePath: "/usr/bin/setpriv"), nobody + arguments, environment: environment, in: directory)
}

/// Runs `executable` with `arguments` in `directory`, with the lab's environment and `extra`.
private func run(_ executable: URL, _ arguments: [String], environment extra: [String: String], in directory: URL)
    throws -> LabResult
{
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["SDL_VIDEODRIVER"] = "offscreen"
    environment["KEYBOARD_LAB_ASSETS"] = packageRoot.appending(path: "Assets").path
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    process.killIfStillRunning(after: 600)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return LabResult(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self), crashed: process.terminationReason == .uncaughtSignal)
}

extension Process {
    /// Kills the process with SIGKILL if it is still running after `seconds`, so a hung child fails its test instead
    /// of hanging the suite. Children of the test runner's worker threads inherit a signal mask that blocks SIGTERM,
    /// so `terminate()` alone may never reach them; SIGKILL cannot be blocked.
    func killIfStillRunning(after seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            if isRunning { kill(processIdentifier, SIGKILL) }
        }
    }

    /// Waits at most `seconds` for the process to exit, then kills it; returns whether it exited by itself.
    @discardableResult func waitUntilExit(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let exited = !isRunning
        if !exited { kill(processIdentifier, SIGKILL) }
        waitUntilExit()
        return exited
    }
}

/// The `keyboard-lab` binary the tests run: the integration run's (see ``Integration``).
func labExecutable() throws -> URL { try Integration.executable() }

struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A fresh temporary folder.
func temporaryFolder() throws -> URL { try TestPaths.temporaryFolder() }

/// A copy of the assets, in a new temporary folder, whose light keyboard background is `hex` instead of #D1D3D9.
func assetsWithKeyboardColour(_ hex: String) throws -> URL {
    let folder = try temporaryFolder()
    let assets = folder.appending(path: "Assets")
    try FileManager.default.copyItem(at: packageRoot.appending(path: "Assets"), to: assets)
    let theme = assets.appending(path: "Theme/ios-light.json")
    let text = try String(contentsOf: theme, encoding: .utf8)
    try text.replacingOccurrences(
        of: "\"keyboardBackground\": \"#D1D3D9\"", with: "\"keyboardBackground\": \"\(hex)\""
    )
    .write(to: theme, atomically: true, encoding: .utf8)
    return assets
}

/// The shipped scenario files, relative to the package root.
func shippedScenarios() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: packageRoot.appending(path: "Assets/Scenarios").path)
        .filter { $0.hasSuffix(".scenario") }.sorted().map { "Assets/Scenarios/\($0)" }
}

/// The number of captures a scenario file (relative to the package root) asks for: one per instant of each
/// `capture` line.
func captureCount(ofScenario path: String) throws -> Int {
    try String(contentsOf: packageRoot.appending(path: path), encoding: .utf8).split(separator: "\n")
        .filter { $0.hasPrefix("capture ") }
        .map { line in line.split(separator: " ").dropFirst().prefix { $0 != "as" }.count }.reduce(0, +)
}

extension Array {
    /// The element at `index`, or nil when it is out of range.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// Writes the screen file `text` as `bad.json` in `folder` and checks that `shoot` (through a scenario's `screen`
/// line) and `run --screen` both refuse it in one line containing `expected`, without crashing or rendering.
func expectRefused(screen text: String, expected: String, in folder: URL) throws {
    try text.write(to: folder.appending(path: "bad.json"), atomically: true, encoding: .utf8)
    try "screen bad.json\nend 1".write(to: folder.appending(path: "s.scenario"), atomically: true, encoding: .utf8)
    for arguments in [["shoot", "s.scenario", "--out", "o"], ["run", "--screen", "bad.json"]] {
        let result = try keyboardLab(arguments, in: folder)
        #expect(result.status != 0 && !result.crashed)
        #expect(result.stderr.contains(expected), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "o").path))
}
