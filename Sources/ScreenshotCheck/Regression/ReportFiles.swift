import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import LabText

/// Report folders on disk: `index.html` (with the run's data embedded) and `junit.xml`, written by `check` and
/// read back by `merge-reports`.
package enum ReportFiles {
    /// `url` relative to `folder`, with `..` where it lies outside.
    static func relative(_ url: URL, to folder: URL) -> String {
        let base = folder.standardizedFileURL.pathComponents
        let target = url.standardizedFileURL.pathComponents
        var common = 0
        while common < min(base.count, target.count), base[common] == target[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...]).joined(separator: "/")
    }

    /// `url` as the user would type it: relative to the working directory when inside it, `.` for it, else
    /// absolute.
    static func display(_ url: URL) -> String {
        let cwd = LabSetup.workingDirectory.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        if path == cwd { return "." }
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    }

    /// Writes `index.html` and `junit.xml` into `folder` (named `name` on the command line), and the JUnit XML to
    /// `junit` too when given. With `onlyFailures` the page lists the failing captures alone; the JUnit file and
    /// the data embedded in the page stay complete, so `merge-reports` reads such a folder as any other. The page
    /// inlines `web`'s style sheet and script. `failingStale` (the stale goldens under `--strict`) fail in the JUnit
    /// files.
    static func write(
        _ data: CheckReportData, to folder: URL, named name: String, junit: URL?, onlyFailures: Bool = false,
        failingStale: [String] = [], web: WebAssets
    ) throws(LabError) {
        let json: String
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            json = String(decoding: try encoder.encode(data), as: UTF8.self)
        } catch {
            throw LabError("\(name): cannot encode the report data (\(error))")
        }
        let shown = display(folder)
        var html = HTMLReport(
            entries: data.entries, sequences: data.sequences, reportFolder: shown, data: json,
            onlyFailures: onlyFailures, web: web)
        html.stale = data.stale ?? []
        var xml = JUnitReport(entries: data.entries, reportFolder: shown)
        xml.failingStale = failingStale
        // Streamed to the files: a matrix's page is megabytes, which would raise the peak memory of the run.
        try save(folder.appending(path: "index.html"), at: .file(name), "cannot write the report") {
            html.write(to: &$0)
        }
        try save(folder.appending(path: "junit.xml"), at: .file(name), "cannot write junit.xml") { xml.write(to: &$0) }
        if let junit {
            try save(junit, at: .option("junit", display(junit)), "cannot write the JUnit file") { xml.write(to: &$0) }
        }
    }

    /// Writes what `body` writes to the file at `url`, in place when complete; an error is at `place`, saying
    /// `message` and why.
    private static func save(
        _ url: URL, at place: ErrorPlace, _ message: String, _ body: (inout TextFileStream) -> Void
    ) throws(LabError) {
        do {
            var stream = try TextFileStream(url)
            body(&stream)
            try stream.finish()
        } catch {
            throw LabError(at: place, "\(message) (\(JSONInput.reason(error)))")
        }
    }

    /// The pages' style sheets and scripts, from the `Web` folder of the Assets folder `assets`.
    static func web(assets: URL) throws(LabError) -> WebAssets {
        try WebAssets.load(from: assets.appending(path: "Web"))
    }

    /// The data of the report in `folder`, named `name` on the command line.
    package static func read(_ folder: URL, named name: String) throws(LabError) -> CheckReportData {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw LabError("\(name): no such folder; expected the --report folder of a keyboard-lab check run")
        }
        let index = folder.appending(path: "index.html")
        guard let bytes = FileManager.default.contents(atPath: index.path) else {
            throw LabError("\(name): no index.html; expected the --report folder of a keyboard-lab check run")
        }
        guard let json = HTMLReport.embeddedData(in: String(decoding: bytes, as: UTF8.self)) else {
            throw LabError(
                "\(name)/index.html: no keyboard-lab report data; expected a report written by keyboard-lab check")
        }
        do {
            return try JSONDecoder().decode(CheckReportData.self, from: Data(json.utf8))
        } catch {
            throw LabError(
                "\(name)/index.html: the report data is damaged (\(JSONInput.reason(error))); expected a report written by keyboard-lab check"
            )
        }
    }
}
