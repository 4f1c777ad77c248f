import Foundation
import Testing

/// `keyboard-lab review` as a user runs it: a process that checks, prints its URL, serves and stops on Ctrl+C.
@Suite(.serialized, Integration.run) struct ReviewCLITests {
    @Test func aPortOutOfRangeIsOneLineBeforeAnythingRuns() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try keyboardLab(
            [
                "review", packageRoot.appending(path: "Assets/Scenarios/demo.scenario").path, "--goldens", "g",
                "--port", "70000",
            ], in: folder)
        #expect(result.status != 0 && !result.crashed)
        #expect(result.stderr == "Error: --port 70000: expected 0 (any free port) to 65535\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "keyboard-lab-report").path))
    }

    @Test func itChecksPrintsItsURLAndStopsOnInterrupt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: packageRoot.appending(path: "Tests/Goldens/demo"), to: folder.appending(path: "goldens/demo"))
        let process = Process()
        process.executableURL = try labExecutable()
        process.arguments = [
            "review", packageRoot.appending(path: "Assets/Scenarios/demo.scenario").path, "--goldens", "goldens",
        ]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging([
            "CI": "1", "KEYBOARD_LAB_ASSETS": packageRoot.appending(path: "Assets").path,
        ]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        process.killIfStillRunning(after: 300)
        var text = ""
        while !text.contains("Ctrl+C") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        #expect(text.contains("check: 11 captures, 11 passed"))
        #expect(text.contains("review: 11 captures: 0 failed, 0 new, 11 passed"))
        #expect(
            text.range(of: #"review: open http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{32} "#, options: .regularExpression)
                != nil)
        process.interrupt()
        #expect(process.waitUntilExit(within: 10))
        #expect(process.terminationStatus == 0)
    }
}
