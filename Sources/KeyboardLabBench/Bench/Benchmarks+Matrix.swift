import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabFiles

extension Benchmarks {
    /// The figures of a device matrix checked as CI checks it: the shipped suite on three phones in light and dark
    /// (`check --vary device=… --vary appearance=light,dark`), each run a separate `keyboard-lab` process.
    struct MatrixFigures {
        /// The combinations' folder names, in order.
        var combinations: [String]
        /// The captures one check of the matrix compares.
        var captures: Int
        /// The worker processes of the default check (one per core, at most one per combination).
        var workers: Int
        /// Recording the matrix's goldens into an empty folder, wall clock (s): setup, not a target.
        var recordSeconds: Double
        /// The check with its default workers, wall clock: the median of the runs (s).
        var checkSeconds: Double
        /// The same check in one process (`--workers 1`), wall clock (s).
        var oneProcessSeconds: Double
        /// Peak resident memory (MB): the first process and the largest other worker of the default check.
        var peakRSS: Double
        var workerPeakRSS: Double
        /// Peak resident memory (MB) of one process checking a single combination (the largest phone, dark),
        /// then all of them: close when memory stays flat as the captures grow sixfold (the text-texture caches,
        /// capped at 8 MB per canvas, fill further over more combinations).
        var oneCombinationPeakRSS: Double
        var oneProcessPeakRSS: Double
        /// The machine's load average over the last minute when the check ran: other work shares the cores.
        var load: Double

        /// Captures per second of the default check.
        var capturesPerSecond: Double { Double(captures) / max(checkSeconds, 1e-9) }
    }

    /// The three phones of the matrix: the smallest, the shipped default and the largest phone preset.
    func matrixDevices() -> [String] {
        let phones = resources.devices.filter { $0.idiom == .phone }
        let ids = Set(phones.map(\.id))
        let preferred = ["iphone-se", "iphone-15", "iphone-17-pro-max"]
        guard preferred.allSatisfy(ids.contains) else { return phones.prefix(3).map(\.id) }
        return preferred
    }

    /// Records the matrix's goldens into a temporary folder, then checks them: with the default workers (median of
    /// three runs), in one process, and one combination alone, each as a separate process. A quick run checks two
    /// scenarios once.
    func matrixCheck() throws -> MatrixFigures {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenarios = try FileManager.default.contentsOfDirectory(
            atPath: resources.folder.appending(path: "Scenarios").path
        ).filter { $0.hasSuffix(".scenario") }.sorted().prefix(quick ? 2 : Int.max).map {
            resources.folder.appending(path: "Scenarios/\($0)").path
        }
        let devices = matrixDevices()
        let matrix = try VariationMatrix([
            Variation(key: ConditionKeys.device.name, values: devices),
            Variation(key: ConditionKeys.appearance.name, values: Appearance.allCases.map(\.rawValue)),
        ])
        let vary = matrix.variations.flatMap { ["--vary", "\($0.key)=\($0.values.joined(separator: ","))"] }
        let goldens = folder.appending(path: "goldens").path
        func check(_ extra: [String]) throws -> (seconds: Double, peakRSS: Double, workerPeakRSS: Double) {
            try timedProcesses(
                ["check"] + scenarios + ["--goldens", goldens, "--report", folder.appending(path: "report").path]
                    + extra)
        }
        let record = try check(vary + ["--record", "all"])
        var runs: [(seconds: Double, peakRSS: Double, workerPeakRSS: Double)] = []
        var loads: [Double] = []
        for _ in 0..<(quick ? 1 : 3) {
            loads.append(Self.loadAverage())
            runs.append(try check(vary))
        }
        let median = runs.sorted { $0.seconds < $1.seconds }[runs.count / 2]
        let alone = try check(vary + ["--workers", "1"])
        // The combination with the largest screen, so that only the number of captures differs.
        let one = try check(["--vary", "device=\(devices[devices.count - 1])", "--vary", "appearance=dark"])
        let combinations = matrix.combinations.map(\.name)
        return MatrixFigures(
            combinations: combinations, captures: try suiteCaptureCount(scenarios) * combinations.count,
            workers: min(ProcessInfo.processInfo.activeProcessorCount, combinations.count),
            recordSeconds: record.seconds, checkSeconds: median.seconds, oneProcessSeconds: alone.seconds,
            peakRSS: median.peakRSS, workerPeakRSS: median.workerPeakRSS, oneCombinationPeakRSS: one.peakRSS,
            oneProcessPeakRSS: alone.peakRSS, load: Percentiles(loads).p50)
    }

    /// How many captures the scenario files hold.
    func suiteCaptureCount(_ paths: [String]) throws -> Int {
        try paths.reduce(0) { $0 + (try FileInput.scenario(URL(filePath: $1))).captures.count }
    }

    /// The one-minute load average, from `/proc/loadavg` (0 where there is none).
    static func loadAverage() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return 0 }
        return text.split(separator: " ").first.flatMap { Double($0) } ?? 0
    }
}

extension Benchmarks.MatrixFigures {
    /// The figures as rows of the bench table: name, value, target.
    var rows: [(String, String, String)] {
        let n = { (value: Double) in String(format: "%.3f", value) }
        return [
            (
                "check of a \(combinations.count)-combination matrix (3 phones × light/dark), CLI wall clock",
                "\(captures.formatted()) captures in \(n(checkSeconds)) s, \(workers) workers",
                "≤ 4 s for about 1,100"
            ),
            ("  captures per second", String(format: "%.0f", capturesPerSecond), "≥ 275"),
            ("  the same in one process (--workers 1)", "\(n(oneProcessSeconds)) s", ""),
            ("  recording its goldens", "\(n(recordSeconds)) s", ""),
            ("  load average while checking (2 cores shared)", String(format: "%.2f", load), ""),
            (
                "  peak RSS, first process / other worker", "\(n(peakRSS)) / \(n(workerPeakRSS)) MB", "flat"
            ),
            (
                "  peak RSS of one process, 1 combination / all \(combinations.count)",
                "\(n(oneCombinationPeakRSS)) / \(n(oneProcessPeakRSS)) MB", "flat"
            ),
        ]
    }

    /// The figures as the bench JSON's `matrix` object.
    var json: String {
        func f(_ value: Double) -> String { NumberText.compact(value) }
        return "{\"combinations\":\(combinations.count),\"captures\":\(captures),\"workers\":\(workers),"
            + "\"check_wall_s\":\(f(checkSeconds)),\"captures_per_s\":\(f(capturesPerSecond)),"
            + "\"one_process_wall_s\":\(f(oneProcessSeconds)),\"record_wall_s\":\(f(recordSeconds)),"
            + "\"load_average\":\(f(load)),\"rss_mb\":{\"first_process_peak\":\(f(peakRSS)),"
            + "\"worker_peak\":\(f(workerPeakRSS)),\"one_combination_peak\":\(f(oneCombinationPeakRSS)),"
            + "\"one_process_all_peak\":\(f(oneProcessPeakRSS))}}"
    }

    /// The rows alone, aligned, for `bench --only matrix`.
    var table: String { BenchReport.aligned(rows) }
}
