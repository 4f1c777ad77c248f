import CodeAudit
import Foundation
import LabTestSupport
import Testing

@testable import AuditEvidence

/// Each rule's reproduction shows its mistake in the lab and its fix without it, played headlessly from the shipped
/// scenarios; a reproduction whose mistake depends on the Android app's target or edge-to-edge choice says so in its
/// scenario, so it shows the bug on the versions where the rule says it bites.
@Suite(.serialized) struct ReproductionTests {
    static let rules = RuleCatalog.rules.filter { $0.reproduction != nil }

    /// The target SDK (and edge-to-edge choice) each target-dependent reproduction's scenario must name: where the
    /// rule says the mistake bites.
    static let appWords: [String: [String]] = [
        "android-form": ["target-sdk 35"],
        "android-chat": ["target-sdk 35"],
        "rn-android-35": ["target-sdk 35"],
        "rn-android-14": ["target-sdk 34"],
        "android-form-16": ["target-sdk 36", "edge-to-edge off"],
    ]

    @Test(arguments: rules.map(\.id))
    func theApproachShowsTheMistakeAndTheFixDoesNot(id: String) throws {
        let rule = try #require(RuleCatalog.rules.first { $0.id == id })
        let reproduction = try #require(rule.reproduction)
        let run = try EvidenceRun(assets: TestPaths.assets.path, pictures: false)
        let evidence = try run.evidence(for: reproduction)
        let device = reproduction.devices[0]
        let approach = evidence.shots.filter { $0.device == device && $0.isApproach }.flatMap(\.problems)
        let fix = evidence.shots.filter { $0.device == device && !$0.isApproach }.flatMap(\.problems)
        #expect(!approach.isEmpty, "\(id): \(reproduction.strategy) shows nothing on \(device)")
        #expect(fix.isEmpty, "\(id): the fix \(reproduction.fix) shows \(fix) on \(device)")
    }

    @Test func aTargetDependentReproductionNamesTheAppsTarget() throws {
        let android = Self.rules.compactMap(\.reproduction).filter { $0.devices.contains { $0.hasPrefix("pixel") } }
        for scenario in Set(android.map(\.scenario)) {
            let url = TestPaths.assets.appending(path: "Audit/\(scenario).scenario")
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
            for word in Self.appWords[scenario] ?? [] {
                #expect(lines.contains(word), "\(scenario).scenario lacks \"\(word)\"")
            }
        }
        // Every scenario named above is a reproduction's.
        #expect(Set(Self.appWords.keys).isSubset(of: Set(android.map(\.scenario))))
    }
}
