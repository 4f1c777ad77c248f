import CheckReport
import Foundation
import LabText

/// One capture's values written into its scenario's `values.json`: the file, the capture's key, the values written
/// and the ones they replace (nil when the file had none for the capture).
struct ValuesChange {
    var file: URL
    var capture: String
    var new: [String: Double]
    var previous: [String: Double]?
}

extension ReviewSession {
    /// The values change accepting `item` (whose golden is `golden`) makes: refused when `values.json` cannot be
    /// read or its entry for the capture is not the one the check compared with.
    func valuesChange(of item: ReviewItem, golden: URL, values: [String: Double]) throws(LabError) -> ValuesChange {
        let file = golden.deletingLastPathComponent().appending(path: "values.json")
        let current = try Self.valueGolden(at: file, goldens: goldens).captures[item.capture]
        guard current == item.expectedValues else {
            throw LabError(
                .conflict,
                "\(item.id): its values in \(goldens.relative(file)) changed since the check; check again and review")
        }
        return ValuesChange(file: file, capture: item.capture, new: values, previous: current)
    }

    /// Whether what accepting `item` would write is already the goldens' (an earlier accept of the same report
    /// wrote it): its golden image is the report's actual one, and its values' entry the actual values.
    public func isInPlace(_ item: ReviewItem) -> Bool {
        guard let (_, file) = try? locate(item.id) else { return false }
        if !item.valuesOnly {
            guard let actual = try? actualBytes(of: item), FileManager.default.contents(atPath: file.path) == actual
            else { return false }
        }
        guard let values = item.actualValues else { return true }
        let valuesFile = file.deletingLastPathComponent().appending(path: "values.json")
        return (try? Self.valueGolden(at: valuesFile, goldens: goldens).captures[item.capture]) == values
    }

    /// Writes `changes` file by file, each file once, keeping the replaced file under `.trash/<batch>/`.
    func writeValues(_ changes: [ValuesChange], batch: String) throws(LabError) {
        var byFile: [URL: [ValuesChange]] = [:]
        for change in changes { byFile[change.file, default: []].append(change) }
        for (file, list) in byFile.sorted(by: { $0.key.path < $1.key.path }) {
            var golden = try Self.valueGolden(at: file, goldens: goldens)
            for change in list { golden.captures[change.capture] = change.new }
            if let old = FileManager.default.contents(atPath: file.path) {
                _ = try goldens.keep(old, path: goldens.relative(file), batch: batch)
            }
            try goldens.replace(file, with: golden.encoded())
        }
    }

    /// Refuses to undo `change` when the capture's values in the file are no longer the ones accepted.
    func checkUndo(_ change: ValuesChange) throws(LabError) {
        let current = try Self.valueGolden(at: change.file, goldens: goldens).captures[change.capture]
        guard current == change.new else {
            throw LabError(
                .conflict,
                "\(goldens.relative(change.file)): the values of \(change.capture) changed since they were accepted; "
                    + "not undoing over them")
        }
    }

    /// Puts the capture's previous values back (removing them when it had none).
    func undoValues(_ change: ValuesChange) throws(LabError) {
        var golden = try Self.valueGolden(at: change.file, goldens: goldens)
        golden.captures[change.capture] = change.previous
        try goldens.replace(change.file, with: golden.encoded())
    }

    /// The value golden at `file`, empty when there is none.
    static func valueGolden(at file: URL, goldens: GoldenFolder) throws(LabError) -> ValueGolden {
        guard let bytes = FileManager.default.contents(atPath: file.path) else { return ValueGolden() }
        do {
            return try ValueGolden(decoding: bytes, file: goldens.relative(file))
        } catch {
            throw LabError(error.description)
        }
    }
}
