import CheckReport
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime

extension GoldenCheck {
    /// Judges a capture's values against its scenario's value golden and folds the verdict into `entry`: a
    /// difference fails the capture even when its pixels pass, and the message names every differing key with both
    /// numbers.
    mutating func judgeValues(
        _ entry: inout HTMLReport.Entry, scenario: String, values: [String: Double]
    ) throws(LabError) {
        guard let verdict = try self.values?.check(scenario: scenario, capture: entry.capture, values: values) else {
            return
        }
        let path = self.values.map { display($0.file(of: scenario)) } ?? "values.json"
        switch verdict {
        case .pass:
            break
        case .recorded(let rewritten, let differences):
            var text = rewritten ? "values rewritten" : "values recorded"
            if !differences.isEmpty { text += ": " + differences.map(\.description).joined(separator: ", ") }
            entry.valueDifferences = differences.map(\.description)
            if entry.status == .pass {
                entry.status = .new
                entry.message = "\(text); \(entry.message)"
            } else {
                entry.message += "; \(text)"
            }
        case .missing(let text):
            markValuesOnly(&entry, values: values, expected: nil)
            Self.fail(&entry, status: .missing, "values: \(text)")
        case .unreadable(let text):
            Self.fail(&entry, status: .fail, "values: \(text)")
        case .differs(let differences):
            entry.valueDifferences = differences.map(\.description)
            markValuesOnly(&entry, values: values, expected: self.values?.expected(capture: entry.capture))
            Self.fail(&entry, status: .fail, "values: \(entry.valueDifferences.joined(separator: ", ")) (\(path))")
        }
    }

    /// Keeps what accepting the values needs: the capture's values, the golden's as read, and whether the pixels
    /// passed (so an accept writes the values alone).
    private func markValuesOnly(
        _ entry: inout HTMLReport.Entry, values: [String: Double], expected: [String: Double]?
    ) {
        entry.actualValues = values
        entry.expectedValues = expected
        entry.valuesOnly = !entry.status.isFailure
    }

    /// Fails `entry` with `text` first, keeping what the pixels said after it; an entry already failing keeps its
    /// status and gets `text` after its message.
    private static func fail(_ entry: inout HTMLReport.Entry, status: HTMLReport.Status, _ text: String) {
        if entry.status.isFailure {
            entry.message += "; \(text)"
        } else {
            entry.status = status
            entry.message = entry.message.isEmpty ? text : "\(text); pixels: \(entry.message)"
        }
    }
}
