import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabDrawing
import LabFiles
import Testing

@testable import KeyboardLabRuntime

/// Plays every shipped scenario through the runtime with the trace on, as `shoot --trace` does (every fixed-step
/// frame traced at scale 1, text measured with the bundled fonts), and checks the avoidance contract at every frame
/// of the trace lines, each read as JSON as an outside tool would read it.
@MainActor @Suite(.serialized) struct TraceContractTests {
    /// The shipped scenario files' names.
    nonisolated static let scenarios: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: assetsFolder.appending(path: "Scenarios").path)) ?? [])
        .filter { $0.hasSuffix(".scenario") }.sorted()

    /// The bundled fonts, as `shoot` measures text with them.
    static let headless = Result { try HeadlessCanvas(resources: resources()) }

    @Test func everyShippedScenarioIsChecked() {
        #expect(Self.scenarios.count >= 50, "\(Self.scenarios)")
    }

    @Test(arguments: scenarios)
    func traceSatisfiesTheContractAtEveryFrame(scenario: String) throws {
        _ = try Self.contracts(of: scenario)
    }

    /// Every check that runs only in some states (a bar on the keyboard, a settled gap, a drag, each Android
    /// strategy's settled state, SwiftUI's inset, a framework's settle) runs in some shipped scenario: a contract
    /// that checks nothing fails.
    @Test func everyStateCheckRunsInSomeScenario() throws {
        var counts: [String: Int] = [:]
        for scenario in Self.scenarios {
            for contract in try Self.contracts(of: scenario) { counts.merge(contract.checks, uniquingKeysWith: +) }
        }
        let android = AvoidanceStrategies.names(for: .android).filter { !TraceContract.frameworks.contains($0) }
        let expected =
            ["bar", "gap", "overlap inset", "drag", "swiftui inset", "framework"] + android.map { "android \($0)" }
        for name in expected {
            #expect(counts[name, default: 0] > 0, "the contract's \(name) check never ran: \(counts)")
        }
    }

    /// The contract read over a shipped scenario's trace, a `compare` scenario's every phone.
    static func contracts(of scenario: String) throws -> [TraceContract] {
        try traces(of: scenario).enumerated().map { index, lines in
            var contract = TraceContract(scenario: index == 0 ? scenario : "\(scenario), phone \(index + 1)")
            for line in lines { try contract.read(line) }
            contract.finish()
            return contract
        }
    }

    /// The trace lines of a shipped scenario, phone by phone, as `shoot --trace` writes them.
    static func traces(of file: String) throws -> [[String]] {
        let url = assetsFolder.appending(path: "Scenarios/\(file)")
        let runner = try ScenarioRunner(
            scenario: FileInput.scenario(url), resources: resources(),
            readPictures: LabSetup.pictures(forScenarioAt: url.path), readFile: LabSetup.reader(forScenarioAt: url.path)
        )
        let playback = ScenarioPlayback(
            runner: runner, measurer: try headless.get().measurer, visitsFrames: true,
            traceMapping: PixelMapping(scale: 1))
        var lines = [[String]](repeating: [], count: max(1, runner.compareSpecs.count))
        playback.play { _, frame, _ in
            for (index, phone) in frame.traceLines.enumerated() { lines[index] += phone }
        }
        return lines
    }
}
