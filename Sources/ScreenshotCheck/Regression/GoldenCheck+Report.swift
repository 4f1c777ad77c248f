import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabSDL
import KeyboardLabUI

extension GoldenCheck {
    /// `url` relative to the report folder.
    func relative(_ url: URL) -> String {
        ReportFiles.relative(url, to: report)
    }

    /// `url` as the user would type it: relative to the working directory when inside it, else absolute.
    func display(_ url: URL) -> String {
        ReportFiles.display(url)
    }

    /// The report folder as the user would type it.
    var reportDisplay: String { display(report) }

    /// Removes the images an earlier run wrote for `scenarios` in the open combination (and their folders, once
    /// empty), so the report folder holds only what this run reports: its failure images and the goldens it links
    /// (every PNG in a scenario's folder is the report's own).
    func removeEarlierImages(of scenarios: [String]) {
        let files = FileManager.default
        func removeIfEmpty(_ folder: URL) {
            if (try? files.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try? files.removeItem(at: folder)
            }
        }
        for scenario in scenarios {
            let folder = imageRoot.appending(path: scenario)
            guard let names = try? files.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names where name.hasSuffix(".png") {
                try? files.removeItem(at: folder.appending(path: name))
            }
            removeIfEmpty(folder)
        }
        if combination != nil { removeIfEmpty(imageRoot) }
    }

    /// Ends the open combination: writes its last filmstrips and its sidecar (when goldens were written, or when it
    /// had none and nothing failed), and keeps its animation sequences for the report.
    mutating func end(batch: ScenarioBatch) throws(LabError) {
        try closeScenario()
        if !sharesCombination { try writeSidecarIfDue() }
        for runner in batch.runners {
            for name in runner.scenario.sequences {
                let key = "\(runner.scenario.name)/\(name)"
                guard let list = frames[key], list.count > 1 else { continue }
                sequences.append(
                    HTMLReport.FrameSequence(
                        scenario: runner.scenario.name, name: name, frames: list, filmstripPath: filmstrips[key],
                        combination: combination))
            }
        }
    }

    /// Writes the open combination's sidecar when goldens were written, or when it had none and nothing failed;
    /// notes a missing one that could not be written.
    mutating func writeSidecarIfDue() throws(LabError) {
        let tally = combinationTally
        // Under `--record never` a goldens folder that can only be read stays as it is: the report keeps this
        // machine's sidecar instead, for an accept to record.
        let readOnly =
            mode == .never && !FileManager.default.isWritableFile(atPath: sidecar.deletingLastPathComponent().path)
        if tally.written > 0
            || (recordedEnvironment == nil && tally.failures == 0 && (combination == nil || tally.checked > 0)
                && !readOnly)
        {
            do {
                try sidecarBytes().write(to: sidecar, options: .atomic)
            } catch {
                throw LabError("\(display(sidecar)): cannot write the environment sidecar (\(JSONInput.reason(error)))")
            }
        } else if recordedEnvironment == nil, tally.failures > 0 || readOnly {
            noteMissingSidecar()
        }
    }

    /// Waits for the report's images to be written.
    func finishImages() throws(LabError) {
        try writes.finish()
    }

    /// Waits for the report's images, then writes the HTML report and the JUnit files.
    ///
    /// - Parameters:
    ///   - scenarios: Every scenario of the run, all shards, in the order given.
    ///   - combinations: Every combination of the run, all shards, as folder names; nil without `--vary`.
    ///   - shard: The part of the run this is.
    ///   - thresholds: The effective thresholds, as printed.
    ///   - junit: A further JUnit file to write (`--junit`), besides `<report>/junit.xml`.
    ///   - onlyFailures: Whether the page lists the failing captures alone (`--report-only-failures`).
    ///   - staleFails: Whether the stale goldens fail the run (`--strict`): then they fail in the JUnit files too.
    @discardableResult mutating func finish(
        scenarios: [String], combinations: [String]?, shard: Shard, thresholds: String, junit: URL?,
        onlyFailures: Bool, staleFails: Bool = false
    ) throws(LabError) -> CheckReportData {
        try finishImages()
        var written = try standalone(
            data(scenarios: scenarios, combinations: combinations, shard: shard, thresholds: thresholds))
        written.stale = stale.isEmpty ? nil : stale
        try ReportFiles.write(
            written, to: report, named: reportArgument, junit: junit, onlyFailures: onlyFailures,
            failingStale: staleFails ? stale : [], web: web)
        return written
    }

    /// `data` with every image it links from outside the report folder (the goldens of passing and new captures)
    /// hard-linked or copied into the folder and linked from there, so the folder alone is a complete artifact.
    func standalone(_ data: CheckReportData) throws(LabError) -> CheckReportData {
        var linker = linker ?? ImageLinker(out: report)
        return try linker.relink(data, from: report, named: reportArgument)
    }

    /// Links the goldens of the captures checked so far into the report folder, as ``standalone(_:)`` will: what the
    /// first worker does while the others finish, so the report's own links find them made.
    mutating func prelinkGoldens() throws(LabError) {
        var linker = linker ?? ImageLinker(out: report)
        _ = try linker.relink(
            data(scenarios: [], combinations: nil, shard: .whole, thresholds: ""), from: report, named: reportArgument)
        self.linker = linker
    }

    /// What this check found, as report data in the run's order.
    func data(scenarios: [String], combinations: [String]?, shard: Shard, thresholds: String) -> CheckReportData {
        var data = CheckReportData(
            scenarios: scenarios, shard: shard, thresholds: thresholds, entries: entries, sequences: sequences,
            combinations: combinations
        ).inRunOrder()
        data.goldens = display(goldensRoot)
        data.environments = environmentChanges.isEmpty ? nil : environmentChanges
        return data
    }

    /// Takes in what another worker process found (its combinations' captures), for the report and the summary.
    mutating func absorb(_ data: CheckReportData) {
        for entry in data.entries {
            if entry.status == .error {
                errors += 1
            } else if entry.status.isFailure {
                failures += 1
            } else {
                passes += 1
                // A worker's entry is new exactly when it wrote the golden.
                if entry.status == .new { written += 1 }
            }
        }
        entries += data.entries
        sequences += data.sequences
        // A worker writes a scenario's value golden when it recorded one of its captures' values.
        let recorded = data.entries.filter {
            $0.message.contains("values recorded") || $0.message.contains("values rewritten")
        }
        workerValuesWritten += Set(recorded.map { "\($0.combination ?? "")/\($0.scenario)" }).count
        // Workers sharing a goldens folder each note its environment; the report keeps it once.
        for change in data.environments ?? []
        where !environmentChanges.contains(where: { $0.sidecar == change.sidecar }) {
            environmentChanges.append(change)
        }
        guard sharesCombination else { return }
        let checked = data.entries.filter { $0.status != .error }
        combinationTally.checked += checked.count
        combinationTally.failures += checked.filter(\.status.isFailure).count
        combinationTally.written += checked.filter { $0.status == .new }.count
    }

    /// Reports a scenario that could not be loaded as an error entry, so the others are still checked.
    mutating func recordError(_ failure: ScenarioBatch.Failure) {
        let entry = HTMLReport.Entry(
            scenario: failure.scenario, capture: "scenario", status: .error, message: failure.message)
        errors += 1
        announce(entry)
        entries.append(entry)
    }

    /// The line `check` prints: captures, passed, failed, errors, goldens written, the combinations when there
    /// are (`combinationCount`), the thresholds and the report.
    func summary(thresholds: String, combinationCount: Int? = nil) -> String {
        let total = entries.count - errors
        var text = "check: \(total) captures"
        if let count = combinationCount { text += " in \(count) \(count == 1 ? "combination" : "combinations")" }
        text += ", \(passes) passed, \(failures) failed"
        let environmentFailures = entries.filter { $0.status == .environmentDiffers }.count
        if environmentFailures > 0 {
            text += " (\(environmentFailures) because the goldens were recorded on another machine)"
        }
        if errors > 0 { text += ", \(errors) \(errors == 1 ? "scenario" : "scenarios") could not be checked" }
        if written > 0 { text += ", \(written) goldens written" }
        if let count = values.map({ $0.written + workerValuesWritten }), count > 0 {
            text += ", \(count) value \(count == 1 ? "golden" : "goldens") written"
        }
        return text + " (\(thresholds)); report: \(display(report.appending(path: "index.html")))"
    }
}
