import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime

extension CheckJob {
    /// Refuses, before any folder is made, a goldens folder that the record mode needs and does not exist, and a
    /// report folder that overlaps the goldens folder.
    func requireFolders(mode: RecordMode) throws(LabError) {
        try requireGoldens(mode: mode)
        try requireSeparateReport()
    }

    /// The lock of the report folder, for a check that is not a worker (a worker shares its parent's folder), taken
    /// already when the folder exists, so that no worker starts on a folder another check is writing; nil for a
    /// worker.
    func lockReport(role: (worker: Shard, data: URL)?) throws(LabError) -> ReportLock? {
        guard role == nil else { return nil }
        let lock = ReportLock(named: options.report)
        let url = URL(filePath: options.report, relativeTo: LabSetup.workingDirectory).standardizedFileURL
        if StaleGoldens.isFolder(url) { try lock.take(url) }
        return lock
    }

    /// The JUnit file, the goldens folder and the report folder, made when missing; the report's `lock` taken.
    func outputs(mode: RecordMode, lock: ReportLock?) throws(LabError) -> (junit: URL?, goldens: URL, report: URL) {
        let junit = try options.junit.map { path throws(LabError) in try LabSetup.outputFile(path, option: "junit") }
        let goldens = try goldensFolder(mode: mode)
        let report = try LabSetup.writableFolder(options.report)
        try lock?.take(report)
        return (junit, goldens, report)
    }

    /// Refuses, before any folder is made or any image removed, a report folder that is the goldens folder, holds it
    /// or lies inside it: a report's earlier images are removed before a check, and a report has a goldens folder's
    /// layout, so the goldens would be deleted.
    func requireSeparateReport() throws(LabError) {
        let goldens = Self.resolvedPath(options.goldens)
        let report = Self.resolvedPath(options.report)
        let relation: String
        if report == goldens {
            relation = "is the goldens folder"
        } else if report.starts(with: goldens) {
            relation = "is inside the goldens folder \(options.goldens)"
        } else if goldens.starts(with: report) {
            relation = "holds the goldens folder \(options.goldens)"
        } else {
            return
        }
        throw LabError(
            .usage, at: .option("report", options.report),
            "\(relation); expected a folder of its own (a check removes the report's earlier images)")
    }

    /// The goldens folder, made when missing and required writable when the check may write into it; under
    /// `--record never` without `--prune` nothing is written there, so a folder that can only be read is fine.
    func goldensFolder(mode: RecordMode) throws(LabError) -> URL {
        guard mode == .never, !options.prune else { return try LabSetup.writableFolder(options.goldens) }
        return URL(filePath: options.goldens, relativeTo: LabSetup.workingDirectory).standardizedFileURL
    }

    /// The path components of `path` (relative to the working directory) with `..` and symbolic links resolved as
    /// far as the path exists, so that two spellings of one folder compare equal.
    static func resolvedPath(_ path: String) -> [String] {
        let url = URL(filePath: path, relativeTo: LabSetup.workingDirectory).standardizedFileURL
        var existing = url
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.pathComponents.count > 1 {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        return existing.resolvingSymlinksInPath().pathComponents + rest
    }
}
