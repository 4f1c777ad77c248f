import Foundation
import KeyboardAvoidance

/// A baseline: the fingerprints of findings a team has accepted for now, so `audit --baseline` reports only new
/// ones. Written as JSON, each fingerprint with its rule and path for the reader (the lines are left out: a moved
/// line keeps its fingerprint).
///
/// ```swift
/// try Baseline.write(audit, to: "keyboard-audit-baseline.json")
/// audit.subtract(try Baseline.read("keyboard-audit-baseline.json"))
/// ```
public enum Baseline {
    /// The baseline of `audit`'s findings, as bytes.
    public static func data(of audit: Audit) -> Data {
        let entries: [[String: Any]] = audit.findings.map {
            ["fingerprint": $0.fingerprint, "rule": $0.rule, "path": $0.path]
        }
        return Data(AuditFormat.json(["version": 1, "findings": entries]).utf8)
    }

    /// The fingerprints a baseline file holds; a file that is missing or not a baseline is a usage error naming it.
    public static func read(_ path: String) throws(LabError) -> Set<String> {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LabError(.usage, "\(path): no such baseline; expected a file written by audit --write-baseline")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = object["findings"] as? [[String: Any]]
        else {
            throw LabError(
                .usage, "\(path): not a baseline; expected JSON with a \"findings\" array (audit --write-baseline)")
        }
        return Set(entries.compactMap { $0["fingerprint"] as? String })
    }
}

extension RuleCatalog {
    /// The rule `id`, or a usage error naming the closest id.
    public static func rule(named id: String) throws(LabError) -> AuditRule {
        if let rule = rule(id) { return rule }
        throw LabError(
            .usage, "unknown rule \"\(id)\"\(ClosestName.hint(for: id, in: ids)); `audit --rules` lists them")
    }

    /// The rule's explanation, as `--explain` prints it.
    public static func explanation(of rule: AuditRule) -> String {
        var lines = [
            "\(rule.id) (\(rule.severity.rawValue), \(rule.front.rawValue)): \(rule.title)", "",
            "Bites on: \(rule.bites).", "", "Why: \(rule.why)", "", "Fix: \(rule.fix)", "", "Source: \(rule.source).",
        ]
        if let reproduction = rule.reproduction {
            lines += [
                "",
                "In the lab: \(TextAuditFormat.commandLine(reproduction))",
            ]
        }
        lines += ["", "More: \(rule.page)"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--rules`: one line per rule, its id, severity, front and title.
    public static var table: String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map {
            $0.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + "\($0.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))"
                + "\($0.front.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0))\($0.title)"
        }.joined(separator: "\n") + "\n"
    }
}
