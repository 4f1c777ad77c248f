import CodeAudit
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import LabText

/// Measures each rule's reproduction once for all of its findings, attaches the measured line to them, and with a
/// folder writes the pictures: each rule's approach beside its fix on every device, and an `index.html` contact
/// sheet naming each finding's file and line.
///
/// ```swift
/// var audit = Audit(sources: tree.sources, configs: tree.configs)
/// try EvidenceReport.measure(&audit, assets: nil, folder: "evidence")  // evidence/index.html, evidence/<rule>.png
/// ```
package enum EvidenceReport {
    /// Measures the reproductions of `audit`'s rules, attaches each line to its findings and, with `folder`,
    /// writes the pictures and the page there. A reproduction that cannot be played is a note.
    package static func measure(_ audit: inout Audit, assets: String?, folder: String?) throws(LabError) {
        let rules = Set(audit.findings.map(\.rule)).compactMap(RuleCatalog.rule).filter { $0.reproduction != nil }
            .sorted { $0.id < $1.id }
        guard !rules.isEmpty || folder != nil else { return }
        let run = try EvidenceRun(assets: assets, pictures: folder != nil)
        var evidence: [String: Evidence] = [:]
        var lines: [String: String] = [:]
        for rule in rules {
            guard let reproduction = rule.reproduction else { continue }
            let measured = try run.evidence(for: reproduction)
            evidence[rule.id] = measured
            for finding in audit.findings where finding.rule == rule.id {
                lines[finding.fingerprint] = measured.summary
            }
        }
        audit.attach(lines)
        guard let folder else { return }
        let url = try LabSetup.writableFolder(folder)
        for (id, measured) in evidence {
            let rows = measured.reproduction.devices.map { device in
                measured.shots.filter { $0.device == device }.compactMap { shot in
                    shot.image.map {
                        ContactSheet.Tile(
                            label: "\(device) \(shot.isApproach ? "the code" : "the fix"): \(shot.strategy)", image: $0)
                    }
                }
            }
            try writePNG(
                ContactSheet(rows: rows, largestLabelScale: 2).render(), to: url.appending(path: "\(id).png").path)
        }
        let page = Data(html(audit, evidence: evidence).utf8)
        do {
            try page.write(to: url.appending(path: "index.html"), options: .atomic)
        } catch {
            throw LabError("\(folder)/index.html: cannot be written")
        }
    }

    /// The contact sheet: each rule with findings, its picture and the measured line, then its findings.
    static func html(_ audit: Audit, evidence: [String: Evidence]) -> String {
        var body = "<h1>Keyboard audit: what the lab shows</h1>\n"
        for (id, findings) in Dictionary(grouping: audit.findings, by: \.rule).sorted(by: { $0.key < $1.key }) {
            let rule = RuleCatalog.rule(id)
            body += "<section id=\"\(TextEscaping.html(id))\"><h2>\(TextEscaping.html(rule?.title ?? id)) "
            body += "<code>\(TextEscaping.html(id))</code></h2>\n"
            if let measured = evidence[id] {
                body += "<p class=\"lab\">\(TextEscaping.html(measured.summary))</p>\n"
                body += "<img src=\"\(TextEscaping.html(id)).png\" alt=\"\(TextEscaping.html(id)) in the lab\">\n"
            } else {
                body += "<p class=\"lab\">The lab has no approach that makes this mistake yet.</p>\n"
            }
            body += "<ul>\n"
            for finding in findings {
                body += "<li><code>\(TextEscaping.html(finding.path)):\(finding.line)</code> "
                body += "\(TextEscaping.html(finding.severity.rawValue)): \(TextEscaping.html(finding.message))</li>\n"
            }
            body += "</ul></section>\n"
        }
        return """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><title>Keyboard audit</title>
            <style>body{font:15px/1.4 system-ui,sans-serif;margin:24px;max-width:1400px}img{max-width:100%;\
            border:1px solid #ccc}code{font-size:13px}.lab{background:#f3f3f7;padding:8px;border-radius:6px}</style>
            </head><body>
            \(body)</body></html>

            """
    }
}
