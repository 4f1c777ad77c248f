import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import ScreenshotComparison

/// Renders one scenario at given instants for every combination of varied phone options, as a contact sheet:
/// one row per value of the first varied key, one column per combination of the others and per instant.
struct ContactSheetMaker {
    let scenario: Scenario
    let resources: LabResources
    let overrides: PhoneSettings
    let screen: Screen?
    let times: [Double]
    let matrix: VariationMatrix

    /// The tiles, row by row.
    func tiles(headless: HeadlessCanvas) throws -> [[ContactSheet.Tile]] {
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
    func capture(_ combination: Combination, spec: PhoneSpec, headless: HeadlessCanvas) throws -> [ContactSheet.Tile] {
        var variant = spec.applied(to: scenario)
        variant.captures = times.map {
            Capture(name: ScenarioParser.timeLabel($0), sequence: "sheet", time: Instant(seconds: $0), line: 0)
        }
        let runner: ScenarioRunner
        let shown = try LabSetup.screen(spec.screenPath) ?? screen
        do {
            runner = try ScenarioRunner(
                scenario: variant, resources: resources, overrides: overrides.overriding(with: spec.settings),
                screen: shown, readFile: LabSetup.reader(forScenarioAt: scenario.file))
        } catch {
            throw LabError(error)
        }
        var tiles: [ContactSheet.Tile] = []
        let label = combination.label
        try ScenarioPlayback(runner: runner, measurer: headless.measurer).play { stop, frame, _ in
            guard case .capture(let capture) = stop else { return }
            let text = times.count > 1 ? "\(label) t=\(capture.name)".trimmingCharacters(in: .whitespaces) : label
            tiles.append(
                ContactSheet.Tile(
                    label: text.isEmpty ? "t=\(capture.name)" : text, image: try headless.capture(frame.drawLists[0])))
        }
        return tiles
    }
}
