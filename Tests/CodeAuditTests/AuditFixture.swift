import CodeAudit
import Foundation
import LabTestSupport

/// The audit of one of the fixture trees under `Tests/AuditFixtures`, read as `audit` reads a tree.
enum AuditFixture {
    /// The repository.
    static var packageRoot: URL { TestPaths.packageRoot }

    /// The fixtures' folder.
    static var root: URL { TestPaths.packageRoot.appending(path: "Tests/AuditFixtures") }

    /// The audit of `folder` (relative to the fixtures), with paths relative to the fixtures.
    static func audit(_ folder: String) throws -> Audit {
        let tree = try SourceTree.read([folder], root: root)
        return Audit(sources: tree.sources, configs: tree.configs, notes: tree.notes)
    }

    /// `rule@path:line` for each finding, for comparing with a list.
    static func summary(_ audit: Audit) -> [String] {
        audit.findings.map { "\($0.rule)@\($0.path):\($0.line)" }
    }
}
