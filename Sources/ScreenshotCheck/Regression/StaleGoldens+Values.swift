import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime

/// Value goldens are goldens too: an entry of a checked scenario's `values.json` that names no capture of the
/// scenario is stale, listed as `<scenario>/values.json#<capture>`, and pruned by rewriting the file without it.
extension StaleGoldens {
    /// The stale entries of `folder`'s `values.json` (`[<combination>/]<scenario>`): the captures it holds values for
    /// that are not among `captures`, sorted; none when the file is missing or cannot be read (the check reports an
    /// unreadable value golden on its own).
    func staleValues(in folder: String, captures: Set<String>) -> [String] {
        let file = root.appending(path: folder).appending(path: "values.json")
        guard let bytes = FileManager.default.contents(atPath: file.path),
            let golden = try? ValueGolden(decoding: bytes, file: file.path)
        else { return [] }
        return golden.captures.keys.filter { !captures.contains($0) }.sorted().map { "\(folder)/values.json#\($0)" }
    }

    /// The value golden file and the capture a stale path names, when it names an entry of a `values.json`.
    static func valueEntry(_ path: String) -> (file: String, capture: String)? {
        guard let marker = path.range(of: "values.json#") else { return nil }
        let file = String(path[..<marker.upperBound].dropLast())
        guard file == "values.json" || file.hasSuffix("/values.json") else { return nil }
        return (file, String(path[marker.upperBound...]))
    }

    /// Removes the stale `entries` (`…/values.json#<capture>`) from their files, each file rewritten once, after
    /// keeping it as it was under `<goldens>/.trash/<batch>/`; a file left with no capture is removed. Returns one
    /// line per file that could not be rewritten.
    func pruneValues(_ entries: [String], batch: String) -> [String] {
        var byFile: [String: [String]] = [:]
        for entry in entries {
            guard let (file, capture) = Self.valueEntry(entry) else { continue }
            byFile[file, default: []].append(capture)
        }
        var problems: [String] = []
        for (file, captures) in byFile.sorted(by: { $0.key < $1.key }) {
            let url = root.appending(path: file)
            let kept = root.appending(path: ".trash").appending(path: batch).appending(path: file)
            do {
                let bytes = try Data(contentsOf: url)
                var golden = try ValueGolden(decoding: bytes, file: file)
                for capture in captures { golden.captures[capture] = nil }
                try FileManager.default.createDirectory(
                    at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
                try bytes.write(to: kept, options: .atomic)
                if golden.captures.isEmpty {
                    try FileManager.default.removeItem(at: url)
                } else {
                    try golden.encoded().write(to: url, options: .atomic)
                }
            } catch let error as LabError {
                problems.append(error.description)
            } catch {
                problems.append("\(file): cannot rewrite it without its stale entries (\(JSONInput.reason(error)))")
            }
        }
        return problems
    }
}
