import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import ScreenshotComparison

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

    /// The suffixes of the images `check` writes into `<report>/<scenario>/`.
    static let reportImageSuffixes = [
        ".actual.png", ".second.png", ".expected.png", ".diff.png", ".composite.png", ".filmstrip.png",
    ]

    /// Removes the images an earlier run wrote for `scenarios` (and their folders, once empty), so the report
    /// folder holds only what this run reports: nothing but `index.html` and `junit.xml` when everything passes.
    func removeEarlierImages(of scenarios: [String]) {
        let files = FileManager.default
        for scenario in scenarios {
            let folder = report.appending(path: scenario)
            guard let names = try? files.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names where Self.reportImageSuffixes.contains(where: { name.hasSuffix($0) }) {
                try? files.removeItem(at: folder.appending(path: name))
            }
            if (try? files.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try? files.removeItem(at: folder)
            }
        }
    }

    /// Writes the sidecar (when goldens were written), the last filmstrips, the HTML report and the JUnit files.
    ///
    /// - Parameters:
    ///   - batch: The scenarios this run checked.
    ///   - scenarios: Every scenario of the run, all shards, in the order given.
    ///   - shard: The part of the run this is.
    ///   - thresholds: The effective thresholds, as printed.
    ///   - junit: A further JUnit file to write (`--junit`), besides `<report>/junit.xml`.
    mutating func finish(
        batch: ScenarioBatch, scenarios: [String], shard: Shard, thresholds: String, junit: URL?
    ) throws(LabError) {
        try closeScenario()
        do {
            try writes.finish()
        } catch {
            throw LabError(error)
        }
        if written > 0 || (recordedEnvironment == nil && failures == 0) {
            do {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                try encoder.encode(environment).write(to: sidecar, options: .atomic)
            } catch {
                throw LabError("\(display(sidecar)): cannot write the environment sidecar (\(JSONInput.reason(error)))")
            }
        }
        var sequences: [HTMLReport.FrameSequence] = []
        for runner in batch.runners {
            for name in runner.scenario.sequences {
                let key = "\(runner.scenario.name)/\(name)"
                guard let list = frames[key], list.count > 1 else { continue }
                sequences.append(
                    HTMLReport.FrameSequence(
                        scenario: runner.scenario.name, name: name, frames: list, filmstripPath: filmstrips[key]))
            }
        }
        let data = CheckReportData(
            scenarios: scenarios, shard: shard, thresholds: thresholds, entries: entries, sequences: sequences)
        try ReportFiles.write(data, to: report, named: reportArgument, junit: junit)
    }

    /// Reports a scenario that could not be loaded as an error entry, so the others are still checked.
    mutating func recordError(_ failure: ScenarioBatch.Failure) {
        let entry = HTMLReport.Entry(
            scenario: failure.scenario, capture: "scenario", status: .error, message: failure.message)
        errors += 1
        announce(entry)
        entries.append(entry)
    }

    func summary(thresholds: String) -> String {
        let total = entries.count - errors
        var text = "check: \(total) captures, \(passes) passed, \(failures) failed"
        if errors > 0 { text += ", \(errors) \(errors == 1 ? "scenario" : "scenarios") could not be checked" }
        if written > 0 { text += ", \(written) goldens written" }
        if let count = values?.written, count > 0 {
            text += ", \(count) value \(count == 1 ? "golden" : "goldens") written"
        }
        return text + " (\(thresholds)); report: \(display(report.appending(path: "index.html")))"
    }
}
