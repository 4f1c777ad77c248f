import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import LabFiles

/// The value half of `check --values`: each capture's numbers against `<goldens>/<scenario>/values.json`, recorded
/// by the same modes as the PNGs, capture by capture.
///
/// One scenario is open at a time: its file is read at its first capture and, when a capture was recorded, written
/// back (atomically) when the scenario closes, holding the scenario's current captures only (a capture the
/// scenario no longer has is dropped then).
struct ValueGoldenCheck {
    /// The verdict on one capture's values.
    enum Verdict: Equatable {
        /// Within tolerance of the golden.
        case pass
        /// Recorded in this run: `rewritten` when the golden had other values for the capture.
        case recorded(rewritten: Bool, differences: [ValueDifference])
        /// No golden for the capture, and none recorded.
        case missing(String)
        /// The golden file cannot be read.
        case unreadable(String)
        /// Different from the golden.
        case differs([ValueDifference])
    }

    /// The goldens folder of the combination being checked (the goldens folder itself outside a matrix).
    var goldens: URL
    let mode: RecordMode
    /// How paths are shown to the user.
    let display: (URL) -> String
    /// How many value files were written.
    private(set) var written = 0
    private var open: OpenScenario?

    /// The open scenario's golden: as read, and as it will be written.
    private struct OpenScenario {
        var name: String
        var url: URL
        var exists: Bool
        var golden: ValueGolden?
        var problem: String?
        var captures: [String: [String: Double]] = [:]
        var changed = false
    }

    init(goldens: URL, mode: RecordMode, display: @escaping (URL) -> String) {
        self.goldens = goldens
        self.mode = mode
        self.display = display
    }

    /// The value golden of `scenario`.
    /// The open scenario's golden values of `capture`, as read from its file; nil when it has none.
    func expected(capture: String) -> [String: Double]? { open?.golden?.captures[capture] }

    func file(of scenario: String) -> URL { goldens.appending(path: scenario).appending(path: "values.json") }

    /// Judges one capture's `values`, recording them as the mode says.
    mutating func check(scenario: String, capture: String, values: [String: Double]) throws(LabError) -> Verdict {
        if open?.name != scenario {
            try close()
            open = Self.read(scenario, url: file(of: scenario), mode: mode, display: display)
        }
        guard var state = open else { return .pass }
        // Taken out while it changes, so its captures are not copied on write.
        open = nil
        defer { open = state }
        state.captures[capture] = values
        if let problem = state.problem, mode != .all { return .unreadable(problem) }
        let expected = state.golden?.captures[capture]
        if mode == .all || (expected == nil && mode == .missing) {
            state.changed = true
            let differences = expected.map { ValueGolden.differences(expected: $0, actual: values) } ?? []
            // All mode does not read the file: one that exists is rewritten.
            return .recorded(rewritten: expected != nil || (mode == .all && state.exists), differences: differences)
        }
        guard let expected else {
            state.captures[capture] = nil
            let path = display(state.url)
            return .missing(
                state.exists
                    ? "no values for \(capture) in \(path) (record mode \(mode.rawValue))"
                    : "no value golden at \(path) (record mode \(mode.rawValue))")
        }
        let differences = ValueGolden.differences(expected: expected, actual: values)
        if differences.isEmpty {
            state.captures[capture] = expected
            return .pass
        }
        if mode == .failed {
            state.changed = true
            return .recorded(rewritten: true, differences: differences)
        }
        state.captures[capture] = expected
        return .differs(differences)
    }

    /// Writes the open scenario's golden when a capture was recorded, and closes it.
    mutating func close() throws(LabError) {
        defer { open = nil }
        guard let state = open, state.changed else { return }
        _ = try LabSetup.writableFolder(state.url.deletingLastPathComponent().path)
        do {
            try ValueGolden(captures: state.captures).encoded().write(to: state.url, options: .atomic)
        } catch {
            throw LabError("\(display(state.url)): cannot write the value golden (\(JSONInput.reason(error)))")
        }
        written += 1
    }

    /// Reads a scenario's golden, if there is one; all mode does not need it.
    private static func read(_ name: String, url: URL, mode: RecordMode, display: (URL) -> String) -> OpenScenario {
        let exists = FileManager.default.fileExists(atPath: url.path)
        var state = OpenScenario(name: name, url: url, exists: exists)
        guard exists, mode != .all else { return state }
        do {
            let data = try FileInput.read(url, as: "value golden", path: display(url))
            state.golden = try ValueGolden(decoding: data, file: display(url))
        } catch {
            state.problem = error.description
        }
        return state
    }
}
