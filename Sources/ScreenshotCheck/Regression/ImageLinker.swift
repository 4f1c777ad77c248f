import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime

/// Copies the images a report folder links into a merged folder, so the merged folder is self-contained, and
/// rewrites the links to match. `check --report` uses it on its own folder (``out`` the folder itself), so a lone
/// report folder stands alone too: the goldens of passing captures are hard-linked into it (copied where a hard
/// link cannot be made), and images already inside stay where they are.
///
/// An image inside the report folder keeps its relative path. A golden linked from outside (a passing capture)
/// is looked for where the link points, then at its golden path from the working directory (a CI merge job
/// has the repository, not the shard machine's folders), and is copied to `<scenario>/<capture>.png`
/// (`<combination>/<scenario>/<capture>.png` under a matrix).
struct ImageLinker {
    let out: URL
    /// Each image's link in the folder, by its source's path and by the link it was found under.
    private var copies: [String: String] = [:]
    private var taken: Set<String> = []
    /// The folders made or found so far.
    private var madeFolders: Set<String> = []
    /// Links whose image was found nowhere, as `folder/path`.
    private(set) var missing: [String] = []

    init(out: URL) {
        self.out = out
    }

    /// `data` of the report in `folder` (named `name`), with every image copied into ``out`` and linked from there.
    mutating func relink(_ data: CheckReportData, from folder: URL, named name: String) throws(LabError)
        -> CheckReportData
    {
        var result = data
        var goldens: [String: String] = [:]
        for index in result.entries.indices {
            var entry = result.entries[index]
            let golden = entry.goldenPath
            let home = Self.folder(scenario: entry.scenario, combination: entry.combination)
            goldens["\(home)/\(entry.capture)"] = golden
            let link = { (path: String?, linker: inout ImageLinker) throws(LabError) -> String? in
                try linker.link(path, from: folder, named: name, golden: golden, scenario: home)
            }
            entry.expectedPath = try link(entry.expectedPath, &self)
            entry.actualPath = try link(entry.actualPath, &self)
            entry.diffPath = try link(entry.diffPath, &self)
            entry.compositePath = try link(entry.compositePath, &self)
            result.entries[index] = entry
        }
        for index in result.sequences.indices {
            var sequence = result.sequences[index]
            let home = Self.folder(scenario: sequence.scenario, combination: sequence.combination)
            sequence.filmstripPath = try link(
                sequence.filmstripPath, from: folder, named: name, golden: nil, scenario: home)
            for frame in sequence.frames.indices {
                let golden = goldens["\(home)/\(sequence.frames[frame].name)"] ?? nil
                sequence.frames[frame].expectedPath = try link(
                    sequence.frames[frame].expectedPath, from: folder, named: name, golden: golden, scenario: home)
                sequence.frames[frame].actualPath = try link(
                    sequence.frames[frame].actualPath, from: folder, named: name, golden: golden, scenario: home)
            }
            result.sequences[index] = sequence
        }
        return result
    }

    /// Where a capture's copied goldens go in the merged folder: `<scenario>`, or `<combination>/<scenario>`.
    static func folder(scenario: String, combination: String?) -> String {
        combination.map { "\($0)/\(scenario)" } ?? scenario
    }

    /// Copies one linked image into the merged folder (a golden from outside into `scenario`, the capture's folder);
    /// returns its new link, or nil when it is nowhere.
    private mutating func link(
        _ path: String?, from folder: URL, named name: String, golden: String?, scenario: String
    ) throws(LabError) -> String? {
        guard let path else { return nil }
        // A report links the same golden from its entry and from its sequence's frame: linked once, and known by
        // the link as written before any path is worked out.
        let written = "\(folder.path)\n\(path)"
        if let done = copies[written] { return done }
        var candidates = [folder.appending(path: path).standardizedFileURL.path]
        if let golden { candidates.append(URL(filePath: golden, relativeTo: LabSetup.workingDirectory).path) }
        guard let source = candidates.first(where: { access($0, F_OK) == 0 }).map({ URL(filePath: $0) }) else {
            missing.append(HTMLReport.join(name, path))
            return nil
        }
        let sourcePath = source.standardizedFileURL.path
        if let done = copies[sourcePath] {
            copies[written] = done
            return done
        }
        var target = HTMLReport.isInside(path) ? path : "\(scenario)/\(source.lastPathComponent)"
        var suffix = 2
        while taken.contains(target) {
            target = "\(scenario)/\(source.deletingPathExtension().lastPathComponent)-\(suffix).png"
            suffix += 1
        }
        let destination = out.appending(path: target)
        if destination.standardizedFileURL.path != sourcePath {
            try place(source, at: destination)
        }
        copies[sourcePath] = target
        copies[written] = target
        taken.insert(target)
        return target
    }

    /// Hard-links `source` at `destination` (copies it where a link cannot be made), replacing what was there.
    private mutating func place(_ source: URL, at destination: URL) throws(LabError) {
        let folder = destination.deletingLastPathComponent().path
        do {
            if !madeFolders.contains(folder) {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                madeFolders.insert(folder)
            }
            unlink(destination.path)
            if Foundation.link(source.path, destination.path) != 0 {
                try FileManager.default.copyItem(at: source, to: destination)
            }
        } catch {
            throw LabError("\(ReportFiles.display(destination)): cannot copy the image (\(JSONInput.reason(error)))")
        }
    }
}
