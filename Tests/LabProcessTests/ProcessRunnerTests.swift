import Foundation
import LabProcess
import Testing

/// The one way the lab starts programs: a child gets the runner's environment plus what the call adds and nothing
/// else, its folder and streams as asked, and a program that is not there is one line.
@Suite("Process runner")
struct ProcessRunnerTests {
    static let shell = URL(filePath: "/bin/sh")

    /// Runs `executable` with `arguments` through `runner` and returns its standard output and exit status.
    static func run(
        _ runner: ProcessRunner, _ executable: URL, _ arguments: [String], extra: [String: String] = [:],
        in folder: URL? = nil
    ) throws -> (output: String, status: Int32) {
        let process = try runner.start(executable, arguments, extra: extra, in: folder, output: .pipe)
        let pipe = try #require(process.standardOutput as? Pipe)
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilEnded()
        return (String(decoding: output, as: UTF8.self), process.terminationStatus)
    }

    @Test func aProgramRunsAndItsOutputAndExitStatusComeBack() throws {
        let runner = ProcessRunner(environment: [:])
        let result = try Self.run(runner, Self.shell, ["-c", "printf 'one\\ntwo'; exit 3"])
        #expect(result.output == "one\ntwo")
        #expect(result.status == 3)
        #expect(try Self.run(runner, Self.shell, ["-c", "true"]).status == 0)
    }

    @Test func theArgumentsReachTheProgramAsGiven() throws {
        let runner = ProcessRunner(environment: [:])
        let result = try Self.run(runner, Self.shell, ["-c", "printf '%s|' \"$@\"", "sh", "a b", "", "$HOME"])
        #expect(result.output == "a b||$HOME|")
    }

    @Test func theChildGetsTheRunnersEnvironmentAndNothingElse() throws {
        let runner = ProcessRunner(environment: ["LAB_ONLY": "x"])
        let result = try Self.run(runner, URL(filePath: "/usr/bin/env"), [])
        #expect(result.output == "LAB_ONLY=x\n")
    }

    @Test func whatTheCallAddsOverridesTheRunnersEnvironment() throws {
        let runner = ProcessRunner(environment: ["A": "1", "B": "2"])
        let result = try Self.run(
            runner, Self.shell, ["-c", "printf '%s %s %s' \"$A\" \"$B\" \"$C\""], extra: ["B": "3", "C": "4"])
        #expect(result.output == "1 3 4")
        #expect(runner.environment == ["A": "1", "B": "2"])
    }

    @Test func theChildStartsInTheFolderGiven() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(ProcessRunner(environment: [:]), Self.shell, ["-c", "pwd -P"], in: folder)
        #expect(result.output == folder.resolvingSymlinksInPath().path + "\n")
    }

    @Test func aPipedInputReachesTheChild() throws {
        let process = try ProcessRunner(environment: [:]).start(
            URL(filePath: "/bin/cat"), [], input: .pipe, output: .pipe)
        let input = try #require(process.standardInput as? Pipe)
        let output = try #require(process.standardOutput as? Pipe)
        input.fileHandleForWriting.write(Data("frames\n".utf8))
        try input.fileHandleForWriting.close()
        #expect(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "frames\n")
        process.waitUntilEnded()
        #expect(!process.isRunning && process.terminationStatus == 0)
    }

    @Test func aMissingProgramCannotStartAndSaysSoInOneLine() {
        let runner = ProcessRunner(environment: [:])
        let error = #expect(throws: (any Error).self) {
            try runner.start(URL(filePath: "/nonexistent/keyboard-lab-review"), [], output: .null)
        }
        #expect(error.map { !"\($0)".contains("\n") } == true, "\(String(describing: error))")
    }

    @Test func replacingThisProcessWithAMissingProgramReturnsOneLineWhy() {
        let why = ProcessRunner(environment: [:]).exec(
            URL(filePath: "/nonexistent/keyboard-lab-review"), ["--port", "0"])
        #expect(why == "No such file or directory")
    }
}
