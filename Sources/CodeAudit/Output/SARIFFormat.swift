/// SARIF 2.1.0, as GitHub code scanning reads it: one run whose tool lists every rule (its title, help text and a
/// link to its page), results with a rule index, a level, a location relative to the scanned root
/// (`%SRCROOT%`) and a partial fingerprint that survives moved lines.
enum SARIFFormat {
    static func render(_ audit: Audit, docsURL: String) -> String {
        let rules = RuleCatalog.rules
        let ruleObjects: [[String: Any]] = rules.map { rule in
            [
                "id": rule.id, "name": rule.id.split(separator: "-").map { $0.capitalized }.joined(),
                "shortDescription": ["text": rule.title],
                "fullDescription": ["text": "\(rule.why) Bites on: \(rule.bites)."],
                "help": [
                    "text": "\(rule.fix) Source: \(rule.source).", "markdown": "\(rule.fix)\n\nSource: \(rule.source).",
                ],
                "helpUri": "\(docsURL)/\(rule.id).md",
                "defaultConfiguration": ["level": level(rule.severity)],
                "properties": ["tags": ["keyboard", rule.front.rawValue], "precision": "medium"],
            ]
        }
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let results: [[String: Any]] = audit.findings.map { finding in
            var message = finding.message
            if let evidence = finding.evidence { message += ". In the lab: \(evidence)" }
            return [
                "ruleId": finding.rule, "ruleIndex": index[finding.rule] ?? 0, "level": level(finding.severity),
                "message": ["text": message],
                "locations": [
                    [
                        "physicalLocation": [
                            "artifactLocation": ["uri": finding.path, "uriBaseId": "%SRCROOT%"],
                            "region": ["startLine": finding.line, "startColumn": finding.column],
                        ]
                    ]
                ],
                "partialFingerprints": ["keyboardLabFingerprint/v1": finding.fingerprint],
            ]
        }
        let notifications: [[String: Any]] = audit.notes.map { note in
            [
                "level": "note", "message": ["text": note.message],
                "locations": [
                    ["physicalLocation": ["artifactLocation": ["uri": note.path, "uriBaseId": "%SRCROOT%"]]]
                ],
            ]
        }
        let run: [String: Any] = [
            "tool": [
                "driver": [
                    "name": "keyboard-lab audit", "informationUri": docsURL, "rules": ruleObjects,
                    "semanticVersion": "1.0.0",
                ]
            ],
            "results": results,
            "invocations": [["executionSuccessful": true, "toolExecutionNotifications": notifications]],
            "columnKind": "utf16CodeUnits",
        ]
        return AuditFormat.json([
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0", "runs": [run],
        ])
    }

    /// SARIF's level for a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}

/// GitLab's code-quality report: a JSON array of issues, each with a description, a check name, a fingerprint, a
/// severity and a location.
enum GitLabFormat {
    static func render(_ audit: Audit) -> String {
        AuditFormat.json(
            audit.findings.map { finding -> [String: Any] in
                [
                    "description": "\(finding.message) [\(finding.rule)]", "check_name": finding.rule,
                    "fingerprint": finding.fingerprint, "severity": severity(finding.severity),
                    "categories": ["Bug Risk"], "type": "issue",
                    "location": ["path": finding.path, "lines": ["begin": finding.line]],
                ]
            })
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "critical"
        case .warning: "major"
        case .note: "info"
        }
    }
}
