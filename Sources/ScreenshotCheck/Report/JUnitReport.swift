import CheckReport
import LabText

/// A `keyboard-lab check` run as JUnit XML, the form CI servers (Jenkins, GitLab, GitHub test reporters) read.
///
/// One `<testsuite>` per scenario, in the order the scenarios first appear, and one `<testcase>` per capture
/// (`name` the capture, `classname` the scenario). Under a matrix (`check --vary`) a suite is one scenario under one
/// combination, and the suite and class names carry the combination, `[device-iphone-se+appearance-dark] form`, so
/// CI lists the combinations apart. A failing capture has a `<failure>` whose `message` names the differing pixels,
/// the regions, the differing values, the masked regions and the accept command; every capture lists its images and
/// its masked regions in `<system-out>`.
/// `<testsuites>` and each `<testsuite>` carry `tests`, `failures`, `errors`, `skipped` and `time` (the sum of
/// their test cases' seconds).
///
/// ```swift
/// let xml = JUnitReport(entries: entries, reportFolder: "keyboard-lab-report").render()
/// // <testsuites name="keyboard-lab check" tests="103" failures="1" errors="0" skipped="0" time="0.912">
/// ```
public struct JUnitReport: Equatable, Sendable {
    /// The name on `<testsuites>`.
    public var name: String
    /// The captures, grouped into suites by scenario.
    public var entries: [HTMLReport.Entry]
    /// The report folder as the user names it; image paths and accept commands start with it.
    public var reportFolder: String
    /// Stale goldens that fail the run (`check --strict`), relative to the goldens folder: one failing test case
    /// each, in a suite of their own, so the results do not read as passed while the check failed.
    public var failingStale: [String] = []

    /// Creates a report.
    public init(name: String = "keyboard-lab check", entries: [HTMLReport.Entry], reportFolder: String) {
        self.name = name
        self.entries = entries
        self.reportFolder = reportFolder
    }

    /// The entries grouped by scenario and combination (named as ``HTMLReport/Entry/suiteName``), in order of
    /// first appearance, captures in their given order.
    public var suites: [(name: String, entries: [HTMLReport.Entry])] {
        var order: [String] = []
        var groups: [String: [HTMLReport.Entry]] = [:]
        for entry in entries {
            if groups[entry.suiteName] == nil { order.append(entry.suiteName) }
            groups[entry.suiteName, default: []].append(entry)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }

    /// The whole document, UTF-8 XML 1.0.
    ///
    /// - Complexity: O(n) in the number of entries.
    public func render() -> String {
        var xml = ""
        write(to: &xml)
        return xml
    }

    /// Writes the document to `output` a suite at a time, so a caller streaming it to a file never holds all of it.
    ///
    /// - Complexity: O(n) in the number of entries.
    public func write(to output: inout some TextOutputStream) {
        let (failures, errors) = Self.counts(entries)
        let total = entries.reduce(0) { $0 + $1.seconds }
        let stale = failingStale.count
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        output.write(
            "<testsuites name=\"\(TextEscaping.xml(name))\" tests=\"\(entries.count + stale)\" "
                + "failures=\"\(failures + stale)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(Self.seconds(total))\">\n"
        )
        for suite in suites {
            let (suiteFailures, suiteErrors) = Self.counts(suite.entries)
            let time = suite.entries.reduce(0) { $0 + $1.seconds }
            var xml =
                "  <testsuite name=\"\(TextEscaping.xml(suite.name))\" tests=\"\(suite.entries.count)\" "
                + "failures=\"\(suiteFailures)\" errors=\"\(suiteErrors)\" skipped=\"0\" "
                + "time=\"\(Self.seconds(time))\">\n"
            for entry in suite.entries {
                xml += testCase(entry)
            }
            output.write(xml + "  </testsuite>\n")
        }
        if stale > 0 { output.write(staleSuite()) }
        output.write("</testsuites>\n")
    }

    /// The suite of ``failingStale``: one failing test case per stale golden.
    func staleSuite() -> String {
        var xml =
            "  <testsuite name=\"stale goldens\" tests=\"\(failingStale.count)\" failures=\"\(failingStale.count)\" "
            + "errors=\"0\" skipped=\"0\" time=\"0.000\">\n"
        for path in failingStale {
            let message = "stale golden \(path): no capture writes it (--strict); remove it, or check with --prune"
            xml += "    <testcase name=\"\(TextEscaping.xml(path))\" classname=\"stale goldens\" time=\"0.000\">\n"
            xml += "      <failure message=\"\(TextEscaping.xml(message))\" type=\"stale\"/>\n    </testcase>\n"
        }
        return xml + "  </testsuite>\n"
    }

    /// How many of `entries` failed, and how many are errors (scenarios that could not be checked).
    static func counts(_ entries: [HTMLReport.Entry]) -> (failures: Int, errors: Int) {
        let errors = entries.filter { $0.status == .error }.count
        return (entries.filter(\.status.isFailure).count - errors, errors)
    }

    /// One `<testcase>` element.
    func testCase(_ entry: HTMLReport.Entry) -> String {
        var xml =
            "    <testcase name=\"\(TextEscaping.xml(entry.capture))\" classname=\"\(TextEscaping.xml(entry.suiteName))\" "
            + "time=\"\(Self.seconds(entry.seconds))\">\n"
        if entry.status == .error {
            // A scenario that could not be checked is an error, as a test that could not run is, not a failure.
            xml += "      <error message=\"\(TextEscaping.xml(entry.message))\" type=\"error\">"
            xml += TextEscaping.xml(failureText(entry)) + "</error>\n"
        } else if entry.status.isFailure {
            let message = failureMessage(entry)
            xml += "      <failure message=\"\(TextEscaping.xml(message))\" type=\"\(entry.status.rawValue)\">"
            xml += TextEscaping.xml(failureText(entry)) + "</failure>\n"
        }
        let output = systemOut(entry)
        if !output.isEmpty {
            xml += "      <system-out>\(TextEscaping.xml(output))</system-out>\n"
        }
        return xml + "    </testcase>\n"
    }

    /// The failure's one-line message: the comparison's summary (with the differing values), the masked regions
    /// and the accept command.
    public func failureMessage(_ entry: HTMLReport.Entry) -> String {
        var message = entry.message
        if !entry.masks.isEmpty { message += "; masked: " + entry.masks.joined(separator: ", ") }
        if let accept = entry.acceptCommand(reportFolder: reportFolder) { message += "; accept: " + accept }
        return message
    }

    /// The failure's body: status, message, images and accept command on separate lines.
    func failureText(_ entry: HTMLReport.Entry) -> String {
        var lines = ["\(entry.suiteName)/\(entry.capture): \(entry.status.rawValue): \(entry.message)"]
        lines += entry.valueDifferences.map { "value: " + $0 }
        lines += entry.masks.map { "masked: " + $0 }
        if let composite = entry.compositePath {
            lines.append("composite: " + HTMLReport.join(reportFolder, composite))
        }
        if let accept = entry.acceptCommand(reportFolder: reportFolder) { lines.append("accept: " + accept) }
        return lines.joined(separator: "\n")
    }

    /// The images of the capture, one `label: path` a line: the golden, then, for a failure, the images the
    /// report holds for it (a passing capture's report only links its golden); then each masked region as
    /// `masked: …`.
    public func systemOut(_ entry: HTMLReport.Entry) -> String {
        var lines: [String] = []
        if let golden = entry.goldenPath { lines.append("golden: " + golden) }
        for (label, path) in entry.status.isFailure ? entry.reportImages : [] {
            lines.append("\(label): " + HTMLReport.join(reportFolder, path))
        }
        lines += entry.masks.map { "masked: " + $0 }
        return lines.joined(separator: "\n")
    }

    /// Seconds with three decimals and a dot, whatever the locale: `0.0123` → `"0.012"`.
    static func seconds(_ value: Double) -> String {
        let millis = value.isFinite ? max(0, Int((value * 1000).rounded())) : 0
        let fraction = millis % 1000
        let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return "\(millis / 1000).\(padded)"
    }
}
