import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import LabProcess

/// The other processes of a `check` whose matrix is spread over several: each is `keyboard-lab` with the same
/// arguments and ``workerVariable`` set to `I/N`, checks the combinations given to worker I, writes their report images as a
/// single process would and its report data to a file, and exits; the first worker, this process, merges their
/// data into the one report. Each process renders on its own main thread, where SDL stays.
///
/// ```swift
/// let others = try CheckWorkers(count: 2, arguments: ["check", "a.scenario", "--goldens", "g", "--vary", "…"])
/// // … check worker 1's combinations here …
/// for data in try others.wait() { run.absorb(data) }
/// ```
package final class CheckWorkers {
    /// The environment variable that makes a `check` process worker I of N (`I/N`, I from 2).
    static let workerVariable = "KEYBOARD_LAB_WORKER"
    /// The environment variable naming the file a worker writes its report data to.
    static let dataFileVariable = "KEYBOARD_LAB_WORKER_DATA"

    /// This process's part when it was started as a worker: its number and count, and its data file.
    package static func role(in environment: [String: String]) -> (worker: Shard, data: URL)? {
        guard let text = environment[workerVariable], let worker = try? Shard(parsing: text), worker.index > 1,
            let data = environment[dataFileVariable], !data.isEmpty
        else { return nil }
        return (worker, URL(filePath: data))
    }

    /// Writes a worker's report data for the first worker to read, then closes this worker's standard output (the
    /// first worker's pipe), which tells it the data is there: it need not wait while this process winds down.
    static func write(_ data: CheckReportData, to url: URL) throws(LabError) {
        do {
            try JSONEncoder().encode(data).write(to: url, options: .atomic)
        } catch {
            throw LabError("check: cannot write the worker's results (\(JSONInput.reason(error)))")
        }
        fflush(nil)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        if null >= 0 {
            dup2(null, STDOUT_FILENO)
            close(null)
        }
    }

    private let folder: URL
    private var running: [(index: Int, process: Process, data: URL)] = []
    /// Workers whose data was read, which may still be winding down.
    private var ending: [Process] = []

    /// Starts workers 2 to `count`, each `executable ARGUMENTS` (`keyboard-lab check …`) with ``workerVariable``
    /// `I/count` and its data file named in ``dataFileVariable``.
    init(count: Int, executable: URL, arguments: [String], runner: ProcessRunner) throws(LabError) {
        folder = FileManager.default.temporaryDirectory.appending(path: "keyboard-lab-workers-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw LabError("check: cannot make a folder for the worker processes (\(JSONInput.reason(error)))")
        }
        guard count > 1 else { return }
        for index in 2...count {
            let data = folder.appending(path: "worker-\(index).json")
            let extra = [Self.workerVariable: "\(index)/\(count)", Self.dataFileVariable: data.path]
            let process: Process
            do {
                // Failures are printed on standard error as they happen, as this process prints its own; the
                // summary is this process's. Standard output is a pipe the worker closes once its data is written
                // (``write(_:to:)``).
                process = try runner.start(
                    executable, arguments, extra: extra, in: LabSetup.workingDirectory, output: .pipe)
            } catch {
                stop()
                throw LabError("check: cannot start worker process \(index) (\(error)); try --workers 1")
            }
            running.append((index, process, data))
        }
    }

    /// Waits for every worker's data and returns it, in worker order; ``stop()`` waits for them to end.
    ///
    /// - Throws: One line when a worker ended without its data (a crash, or an error it printed).
    func wait() throws(LabError) -> [CheckReportData] {
        defer { try? FileManager.default.removeItem(at: folder) }
        var results: [CheckReportData] = []
        for (index, process, data) in running {
            // The pipe ends when the worker has written its data, or has ended without it.
            _ = (process.standardOutput as? Pipe)?.fileHandleForReading.readDataToEndOfFile()
            guard let bytes = FileManager.default.contents(atPath: data.path),
                let decoded = try? JSONDecoder().decode(CheckReportData.self, from: bytes)
            else {
                process.waitUntilEnded()
                stop()
                throw LabError(
                    "check: worker process \(index) ended with status \(process.terminationStatus) and no results; "
                        + "see its message above, or try --workers 1")
            }
            results.append(decoded)
            ending.append(process)
        }
        running = []
        return results
    }

    /// Ends the workers still running, as when this process fails, and waits for those winding down.
    func stop() {
        for (_, process, _) in running where process.isRunning { process.terminate() }
        for process in running.map(\.process) + ending { process.waitUntilEnded() }
        running = []
        ending = []
        try? FileManager.default.removeItem(at: folder)
    }

    deinit {
        for (_, process, _) in running where process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: folder)
    }
}
