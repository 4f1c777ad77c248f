import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabSDL

extension Benchmarks {
    /// The environment variable that makes a `keyboard-lab` process write its peak resident memory (MB) to the
    /// file it names as it exits, so `bench` can read a child's own peak.
    static let peakRSSFileVariable = "KEYBOARD_LAB_PEAK_RSS_FILE"

    /// Runs `keyboard-lab ARGUMENTS` as a user would (from the repository's root, CI set, output discarded) and
    /// returns its wall-clock seconds and its own peak resident memory in MB. Its digest cache is off unless `extra`
    /// names one (`KEYBOARD_LAB_CACHE`): every golden decoded, and nothing kept in the user's cache.
    func timedChild(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (
        seconds: Double, peakRSS: Double
    ) {
        let run = try timedProcesses(arguments, environment: extra)
        return (run.seconds, run.peakRSS)
    }

    /// ``timedChild(_:environment:)`` that also returns the highest peak resident memory (MB) of the worker
    /// processes the child started (`check --vary`), 0 without any.
    func timedProcesses(_ arguments: [String], environment extra: [String: String] = [:]) throws -> (
        seconds: Double, peakRSS: Double, workerPeakRSS: Double
    ) {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let peakFile = folder.appending(path: "peak-rss").path
        let start = clock.now
        // Scenarios name their forms from the repository's root, as the README's commands run them.
        let process = try environment.runner.start(
            executable, arguments + ["--assets", resources.folder.path],
            extra: ["KEYBOARD_LAB_CACHE": "off"].merging(extra) { $1 }
                .merging(["CI": "1", Self.peakRSSFileVariable: peakFile]) { $1 },
            in: resources.folder.deletingLastPathComponent(), output: .null, error: .null)
        process.waitUntilEnded()
        let seconds = Self.milliseconds(clock.now - start) / 1000
        guard process.terminationStatus == 0,
            let text = try? String(contentsOfFile: peakFile, encoding: .utf8), let peak = Double(text)
        else {
            throw LabError(
                "bench: `keyboard-lab \(arguments.prefix(3).joined(separator: " "))…` exited \(process.terminationStatus) "
                    + "or did not report its memory")
        }
        let workers = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let workerPeaks = workers.filter { $0.hasPrefix("peak-rss.worker-") }.compactMap { name in
            (try? String(contentsOfFile: folder.appending(path: name).path, encoding: .utf8)).flatMap(Double.init)
        }
        return (seconds, peak, workerPeaks.max() ?? 0)
    }

    /// The peak resident memory (MB) of the window with the sample form, open for three seconds, or nil without
    /// a display to open it on.
    func windowPeakRSS() throws -> Double? {
        guard SDLSession.displayAvailable(environment.display) else { return nil }
        return try timedChild(["run", "--exit-after", "3", "--screenshots", NSTemporaryDirectory()]).peakRSS
    }
}
