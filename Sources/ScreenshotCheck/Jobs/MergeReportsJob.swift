import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime

/// `merge-reports`: combines the report folders of `check --shard` runs into one self-contained folder.
public struct MergeReportsJob {
    /// What to merge and where: the one value a command hands the job, with the defaults.
    public struct Options: Equatable, Sendable {
        /// The report folders to merge, as given.
        public var folders: [String]
        /// The folder to write the merged report to, as given.
        public var out: String
        /// The Assets folder, whose `Web` folder holds the page's style sheet and script, or nil to find it.
        public var assets: String?
        /// Where to append the Markdown summary of the merged run (e.g. `$GITHUB_STEP_SUMMARY`), or nil.
        public var summaryFile: String?
        /// The address the merged report's page will be seen at, which each failing capture in the summary links
        /// to; nil links to `<out>/index.html`, relative to the working directory.
        public var reportURL: String?

        /// Options with every default but what is given: `folders` merged into `out`.
        public init(
            folders: [String], out: String, assets: String? = nil, summaryFile: String? = nil, reportURL: String? = nil
        ) {
            self.folders = folders
            self.out = out
            self.assets = assets
            self.summaryFile = summaryFile
            self.reportURL = reportURL
        }
    }

    /// What to merge and where.
    public var options: Options

    /// A job merging what `options` say.
    public init(_ options: Options) {
        self.options = options
    }

    /// Merges the reports, prints the summary line (and appends the Markdown summary with ``summaryFile``); returns
    /// how many merged captures failed.
    ///
    /// - Throws: ``LabError``: a usage error for no folder, or an `out` folder that is also merged.
    public func run() throws -> Int {
        let (folders, out) = (options.folders, options.out)
        guard !folders.isEmpty else {
            throw LabError(usage: "merge-reports: no report folder given; expected the report folders of check runs")
        }
        let outFolder = URL(filePath: out, relativeTo: LabSetup.workingDirectory).standardizedFileURL
        var reports: [(name: String, url: URL, data: CheckReportData)] = []
        for name in folders {
            let url = URL(filePath: name, relativeTo: LabSetup.workingDirectory).standardizedFileURL
            guard url.path != outFolder.path else {
                throw LabError(
                    .usage, at: .option("out", out), "is also a folder to merge; expected a folder of its own")
            }
            reports.append((name, url, try ReportFiles.read(url, named: name)))
        }
        _ = try CheckReportData.merge(reports.map { ($0.name, $0.data) })
        let web = try ReportFiles.web(assets: LabSetup.assetsFolder(options.assets))
        let target = try LabSetup.writableFolder(out)
        var linker = ImageLinker(out: target)
        var relinked: [(folder: String, data: CheckReportData)] = []
        for report in reports {
            relinked.append((report.name, try linker.relink(report.data, from: report.url, named: report.name)))
        }
        let merged = try CheckReportData.merge(relinked)
        try ReportFiles.write(merged, to: target, named: out, junit: nil, web: web)
        if let first = linker.missing.first {
            Console.error(
                "merge-reports: \(linker.missing.count) linked images not found (first: \(first)); left out of the report"
            )
        }
        if let summaryFile = options.summaryFile {
            var summary = MarkdownSummary(
                data: merged, report: out, goldens: merged.goldens ?? "GOLDENS", stale: merged.stale ?? [])
            summary.page = options.reportURL ?? HTMLReport.join(out, "index.html")
            try summary.append(to: summaryFile)
        }
        let failures = merged.failureCount
        print(
            "merge-reports: \(folders.count) folders, \(merged.entries.count) captures, "
                + "\(merged.entries.count - failures) passed, \(failures) failed; "
                + "report: \(ReportFiles.display(target.appending(path: "index.html")))")
        return failures
    }
}
