import Foundation
import KeyboardAvoidance
import KeyboardLabUI
import LabFiles
import Testing

/// A compare spec's `label=` caption may hold spaces without quoting the line: it runs to the end of its spec.
@Suite struct CompareLabelTests {
    @Test func aLabelWithSpacesRunsUnquotedToTheEndOfItsSpec() throws {
        let text = """
            compare strategy=keyboardlab+label=UIKit done right,strategy=swiftui+label=Swift UI  # side by side
            end 1
            """
        let scenario = try ScenarioParser.parse(text, file: "labels.scenario")
        #expect(scenario.compare == "strategy=keyboardlab+label=UIKit done right,strategy=swiftui+label=Swift UI")
        let runner = try ScenarioRunner(
            scenario: scenario, resources: try loadResources(), readFile: readRepositoryFile)
        #expect(runner.compareSpecs.map(\.label) == ["UIKit done right", "Swift UI"])
        #expect(runner.compareSpecs.map { $0.settings[ConditionKeys.strategy] } == ["keyboardlab", "swiftui"])
    }

    @Test func aSpaceOutsideALabelIsStillRefusedInOneLine() throws {
        let scenario = try ScenarioParser.parse(
            "compare strategy=keyboardlab, strategy=swiftui\nend 1", file: "x.scenario")
        #expect(throws: LabError.self) {
            try ScenarioRunner(scenario: scenario, resources: try loadResources(), readFile: readRepositoryFile)
        }
        do {
            _ = try ScenarioRunner(scenario: scenario, resources: try loadResources(), readFile: readRepositoryFile)
        } catch {
            #expect("\(error)".hasPrefix("x.scenario:1:1: ") && !"\(error)".contains("\n"), "\(error)")
        }
    }
}
