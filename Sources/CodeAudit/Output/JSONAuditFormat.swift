import Foundation

/// The JSON report: the findings, the notes, the counts and the app's model as the audit read it.
enum JSONAuditFormat {
    static func render(_ audit: Audit) -> String {
        let findings: [[String: Any]] = audit.findings.map { finding in
            var object: [String: Any] = [
                "rule": finding.rule, "severity": finding.severity.rawValue, "path": finding.path,
                "line": finding.line, "column": finding.column, "message": finding.message,
                "fingerprint": finding.fingerprint, "snippet": finding.snippet,
            ]
            if let evidence = finding.evidence { object["evidence"] = evidence }
            return object
        }
        let notes: [[String: Any]] = audit.notes.map { note in
            var object: [String: Any] = ["path": note.path, "message": note.message]
            if let line = note.line { object["line"] = line }
            return object
        }
        let modules: [[String: Any]] = audit.model.modules.map { module in
            var object: [String: Any] = [
                "folder": module.folder, "application": module.isApplication, "handlesIME": module.handlesIME,
                "activities": module.activities.map {
                    ["name": $0.name, "softInputMode": module.softInputMode(of: $0) ?? ""]
                },
            ]
            if let target = module.targetSdk { object["targetSdk"] = target }
            if let minimum = module.minSdk { object["minSdk"] = minimum }
            if module.optOut != nil { object["edgeToEdgeOptOut"] = true }
            if module.edgeToEdgeOptIn != nil { object["edgeToEdgeOptIn"] = true }
            return object
        }
        let counts = audit.counts
        return AuditFormat.json([
            "findings": findings, "notes": notes, "files": audit.files, "lines": audit.lines,
            "counts": Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0.rawValue, counts[$0, default: 0]) }),
            "model": [
                "androidModules": modules,
                "reactNative": audit.model.reactNative.map { ["folder": $0.folder, "version": $0.version ?? ""] },
                "flutter": [
                    "apps": audit.model.flutter, "fieldWidgets": audit.model.flutterFields.sorted(),
                    "insetWidgets": audit.model.flutterInsets.sorted(),
                ],
            ],
        ])
    }
}
