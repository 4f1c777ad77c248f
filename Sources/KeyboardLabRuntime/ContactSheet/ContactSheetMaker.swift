import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI

/// Renders one scenario at given instants for every combination of varied phone options, as a contact sheet:
/// one row per value of the first varied key, one column per combination of the others and per instant.
package struct ContactSheetMaker {
    package let scenario: Scenario
    package let resources: LabResources
    package let overrides: ConditionOverrides
    package let screen: Screen?
    package let times: [Double]
    package let matrix: VariationMatrix

    /// A maker of `scenario`'s tiles at `times` for every combination of `matrix`, under `overrides` and `screen`.
    package init(
        scenario: Scenario, resources: LabResources, overrides: ConditionOverrides, screen: Screen?, times: [Double],
        matrix: VariationMatrix
    ) {
        self.scenario = scenario
        self.resources = resources
        self.overrides = overrides
        self.screen = screen
        self.times = times
        self.matrix = matrix
    }

    /// The tiles, row by row.
    package func tiles(headless: HeadlessCanvas) throws -> [[ContactSheet.Tile]] {
        let rowCount = matrix.variations.first?.values.count ?? 1
        let combinations = matrix.combinations
        let specs: [PhoneSpec]
        do {
            specs = try matrix.specs(resources: resources)
        } catch {
            throw LabError(error)
        }
        let perRow = combinations.count / max(1, rowCount)
        var rows: [[ContactSheet.Tile]] = []
        for row in 0..<rowCount {
            var tiles: [ContactSheet.Tile] = []
            for index in (row * perRow)..<((row + 1) * perRow) {
                tiles += try capture(combinations[index], spec: specs[index], headless: headless)
            }
            rows.append(tiles)
        }
        return rows
    }

    /// The scenario under one combination (`spec` is its checked spec), captured at every instant. Without
    /// `--vary` there is one combination, the scenario as it is: one tile per instant.
    package func capture(
        _ combination: Combination, spec: PhoneSpec, headless: HeadlessCanvas
    ) throws -> [ContactSheet.Tile] {
        var variant = spec.applied(to: scenario)
        variant.captures = times.map {
            Capture(name: ScenarioParser.timeLabel($0), sequence: "sheet", time: Instant(seconds: $0), line: 0)
        }
        let runner: ScenarioRunner
        let shown = try LabSetup.screen(spec.screenPath) ?? screen
        do {
            runner = try ScenarioRunner(
                scenario: variant, resources: resources, overrides: overrides.overriding(with: spec.settings),
                screen: shown, readPictures: LabSetup.pictures(forScenarioAt: scenario.file),
                readFile: LabSetup.reader(forScenarioAt: scenario.file))
        } catch {
            throw LabError(error)
        }
        var tiles: [ContactSheet.Tile] = []
        let label = combination.label
        try ScenarioPlayback(runner: runner, measurer: headless.measurer).playAll { stop, frame, phones in
            guard case .capture(let capture) = stop else { return }
            let text = times.count > 1 ? "\(label) t=\(capture.name)".trimmingCharacters(in: .whitespaces) : label
            let shot = try CaptureShot(frame: frame, phones: phones, runner: runner, headless: headless)
            tiles.append(ContactSheet.Tile(label: text.isEmpty ? "t=\(capture.name)" : text, image: shot.image))
        }
        return tiles
    }
}
