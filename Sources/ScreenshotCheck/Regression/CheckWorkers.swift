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

    /// Writes a worker's report data for the first worker to read.
    static func write(_ data: CheckReportData, to url: URL) throws(LabError) {
        do {
            try JSONEncoder().encode(data).write(to: url, options: .atomic)
        } catch {
            throw LabError("check: cannot write the worker's results (\(JSONInput.reason(error)))")
        }
    }

    private let folder: URL
    private var running: [(index: Int, process: Process, data: URL)] = []

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
                // Failures are printed as they happen, as this process prints its own; the summary is this
                // process's.
                process = try runner.start(
                    executable, arguments, extra: extra, in: LabSetup.workingDirectory, output: .null)
            } catch {
                stop()
                throw LabError("check: cannot start worker process \(index) (\(error)); try --workers 1")
            }
            running.append((index, process, data))
        }
    }

    /// Waits for every worker and returns their report data, in worker order.
    ///
    /// - Throws: One line when a worker ended without its data (a crash, or an error it printed).
    func wait() throws(LabError) -> [CheckReportData] {
        defer { try? FileManager.default.removeItem(at: folder) }
        var results: [CheckReportData] = []
        for (index, process, data) in running {
            process.waitUntilExit()
            guard let bytes = FileManager.default.contents(atPath: data.path),
                let decoded = try? JSONDecoder().decode(CheckReportData.self, from: bytes)
            else {
                stop()
                throw LabError(
                    "check: worker process \(index) ended with status \(process.terminationStatus) and no results; "
                        + "see its message above, or try --workers 1")
            }
            results.append(decoded)
        }
        running = []
        return results
    }

    /// Ends the workers still running, as when this process fails.
    func stop() {
        for (_, process, _) in running where process.isRunning { process.terminate() }
        for (_, process, _) in running { process.waitUntilExit() }
        running = []
        try? FileManager.default.removeItem(at: folder)
    }

    deinit {
        for (_, process, _) in running where process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: folder)
    }
}
