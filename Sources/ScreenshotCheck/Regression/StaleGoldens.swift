import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime

/// Goldens no capture of a run produced: PNGs in a checked scenario's folder that name no capture of it, entries of
/// its `values.json` that name no capture of it (`<scenario>/values.json#<capture>`), and folders of scenarios whose
/// `.scenario` file no longer exists, as paths relative to the goldens folder (a folder ends in `/`).
///
/// Only what the run can judge is judged: the scenario folders it checked (in the combinations it ran), goldens
/// at its own scale (`@2x` goldens are another scale's), and folders no scenario file beside the given ones names.
/// `environment*.json`, `.trash` and other dot files, and files that are not PNGs are left alone (a `values.json` is
/// judged entry by entry, whatever the scale, and only when it can be read); a
/// top-level folder that holds an environment sidecar of its own belongs to a `--vary` matrix and is left alone by
/// a run without one.
///
/// ```swift
/// let stale = StaleGoldens(root: goldens, scaleSuffix: "").find(
///     checked: ["": ["demo": ["shown", "hidden"]]], orphansIn: [""], scenarioFolders: [scenarios])
/// ```
struct StaleGoldens {
    /// The goldens folder.
    let root: URL
    /// The run's golden suffix: `""` at scale 1, `@2x` at 2 and so on.
    let scaleSuffix: String

    /// The stale goldens, sorted.
    ///
    /// - Parameters:
    ///   - checked: By combination folder (`""` without `--vary`), the scenarios this run checked with their
    ///     captures' names.
    ///   - orphansIn: The combination folders whose scenario folders are judged for a missing scenario file.
    ///   - scenarioFolders: The folders of the given scenario files, where a scenario's file is looked for.
    func find(checked: [String: [String: [String]]], orphansIn: [String], scenarioFolders: [URL]) -> [String] {
        var stale: [String] = []
        for (combination, scenarios) in checked {
            for (scenario, captures) in scenarios {
                let folder = prefix(combination) + scenario
                let expected = Set(captures.map { "\($0)\(scaleSuffix).png" })
                for name in Self.list(root.appending(path: folder))
                where ownScale(name) && !expected.contains(name) {
                    stale.append("\(folder)/\(name)")
                }
                stale += staleValues(in: folder, captures: Set(captures))
            }
        }
        for combination in orphansIn {
            let base = combination.isEmpty ? root : root.appending(path: combination)
            for name in Self.list(base) where Self.isFolder(base.appending(path: name)) {
                if combination.isEmpty, Self.list(base.appending(path: name)).contains(where: Self.isSidecar) {
                    continue
                }
                let known = scenarioFolders.contains {
                    FileManager.default.fileExists(atPath: $0.appending(path: "\(name).scenario").path)
                }
                if !known { stale.append(prefix(combination) + name + "/") }
            }
        }
        return stale.sorted()
    }

    /// `combination/`, or nothing without one.
    private func prefix(_ combination: String) -> String { combination.isEmpty ? "" : combination + "/" }

    /// Whether `name` is a PNG golden of this run's scale.
    func ownScale(_ name: String) -> Bool {
        guard name.hasSuffix(".png") else { return false }
        let stem = name.dropLast(4)
        guard let at = stem.lastIndex(of: "@") else { return scaleSuffix.isEmpty }
        let suffix = stem[at...]
        let isScale = suffix.count == 3 && suffix.hasSuffix("x") && suffix.dropFirst().first?.isNumber == true
        return isScale ? String(suffix) == scaleSuffix : scaleSuffix.isEmpty
    }

    /// Whether `name` is an environment sidecar (`environment.json`, `environment@2x.json`).
    static func isSidecar(_ name: String) -> Bool {
        name.hasPrefix("environment") && name.hasSuffix(".json")
    }

    /// The names in `folder` that do not start with a dot, or none when it cannot be read.
    static func list(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
    }

    static func isFolder(_ url: URL) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Moves each stale path to `<goldens>/.trash/<batch>/<path>` (a stale `values.json` entry is removed from its
    /// file instead, see ``pruneValues(_:batch:)``); returns one line per path that could not be moved.
    func prune(_ stale: [String], batch: String) -> [String] {
        var problems = pruneValues(stale.filter { Self.valueEntry($0) != nil }, batch: batch)
        for path in stale where Self.valueEntry(path) == nil {
            let source = root.appending(path: path)
            let target = root.appending(path: ".trash").appending(path: batch).appending(path: path)
            do {
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.moveItem(at: source, to: target)
            } catch {
                problems.append("\(path): cannot move it to .trash/\(batch) (\(JSONInput.reason(error)))")
            }
        }
        return problems
    }
}
