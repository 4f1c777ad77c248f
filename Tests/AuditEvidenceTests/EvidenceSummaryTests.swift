import CodeAudit
import Testing

@testable import AuditEvidence

/// The one line `audit --evidence` prints for a rule: where the code's approach goes wrong and what its fix shows
/// there, or that neither shows a problem.
@Suite("Evidence summary")
struct EvidenceSummaryTests {
    static let reproduction = Reproduction(
        scenario: "chat.scenario", strategy: "adjust-nothing", fix: "adjust-resize", devices: ["iphone-15", "pixel-8"])

    /// A shot of `device` with the code's approach (or its fix) showing `problems`.
    static func shot(_ device: String, approach: Bool, _ problems: [String] = []) -> Evidence.Shot {
        Evidence.Shot(
            device: device, strategy: approach ? "adjust-nothing" : "adjust-resize", isApproach: approach,
            problems: problems)
    }

    @Test func noProblemAnywhereIsSaidForEveryDevice() {
        let evidence = Evidence(
            reproduction: Self.reproduction, capture: "typed",
            shots: [Self.shot("iphone-15", approach: true), Self.shot("iphone-15", approach: false)])
        #expect(
            evidence.summary
                == "on iphone-15, pixel-8 adjust-nothing and adjust-resize show no problem at this scenario's captures")
    }

    @Test func theFirstDeviceWhereTheApproachGoesWrongIsNamedWithItsFix() {
        let evidence = Evidence(
            reproduction: Self.reproduction, capture: "keyboard-shown",
            shots: [
                Self.shot("iphone-15", approach: true), Self.shot("iphone-15", approach: false, ["clipped"]),
                Self.shot("pixel-8", approach: true, ["field hidden by the keyboard", "caret below the fold"]),
                Self.shot("pixel-8", approach: false),
            ])
        #expect(
            evidence.summary
                == "on pixel-8 at keyboard-shown: field hidden by the keyboard; caret below the fold with the code's "
                + "approach (adjust-nothing); with the fix (adjust-resize): none")
    }

    @Test func theFixsOwnProblemsAndScreenAreNamed() {
        var reproduction = Self.reproduction
        reproduction.fixScreen = "chat-fixed.json"
        let evidence = Evidence(
            reproduction: reproduction, capture: "typed",
            shots: [
                Self.shot("iphone-15", approach: true, ["field hidden by the keyboard"]),
                Self.shot("iphone-15", approach: false, ["gap above the keyboard", "jump"]),
            ])
        #expect(
            evidence.summary
                == "on iphone-15 at typed: field hidden by the keyboard with the code's approach (adjust-nothing); "
                + "with the fix (adjust-resize with chat-fixed.json): gap above the keyboard; jump")
    }

    @Test func aFixNotPlayedOnThatDeviceIsSaid() {
        let evidence = Evidence(
            reproduction: Self.reproduction, capture: "typed",
            shots: [Self.shot("pixel-8", approach: true, ["covered"]), Self.shot("iphone-15", approach: false)])
        #expect(evidence.summary.hasSuffix("with the fix (adjust-resize): not run"))
        #expect(evidence.summary.hasPrefix("on pixel-8 at typed: covered"))
    }
}
