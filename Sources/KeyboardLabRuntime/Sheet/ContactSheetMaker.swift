import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import ScreenshotComparison

/// Renders one scenario at given instants for every combination of varied phone options, as a contact sheet:
/// one row per value of the first varied key, one column per combination of the others and per instant.
struct ContactSheetMaker {
    /// One varied key and its values.
    struct Variation: Equatable {
        var key: String
        var values: [String]
    }

    let scenario: Scenario
    let resources: LabResources
    let overrides: PhoneSettings
    let screen: Screen?
    let times: [Double]
    let variations: [Variation]

    /// Parses `KEY=V1,V2,…`.
    static func variation(_ text: String) throws(LabError) -> Variation {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        let keys = PhoneSpec.keys.joined(separator: ", ")
        guard parts.count == 2, PhoneSpec.keys.contains(parts[0]) else {
            throw LabError("--vary \(text): expected KEY=V1,V2,… with KEY one of \(keys)")
        }
        let values = parts[1].split(separator: ",").map(String.init)
        guard !values.isEmpty else { throw LabError("--vary \(text): expected at least one value after =") }
        return Variation(key: parts[0], values: values)
    }

    /// Every combination of the varied values, each as `[(key, value)]`, the first key varying slowest.
    var combinations: [[(key: String, value: String)]] {
        variations.reduce([[]]) { partial, variation in
            partial.flatMap { prefix in variation.values.map { prefix + [(variation.key, $0)] } }
        }
    }

    /// The tiles, row by row.
    func tiles(headless: HeadlessCanvas) throws -> [[ContactSheet.Tile]] {
        let rowCount = variations.first?.values.count ?? 1
        let combos = combinations
        let perRow = combos.count / max(1, rowCount)
        var rows: [[ContactSheet.Tile]] = []
        for row in 0..<rowCount {
            var tiles: [ContactSheet.Tile] = []
            for combo in combos[(row * perRow)..<((row + 1) * perRow)] {
                tiles += try capture(combo, headless: headless)
            }
            rows.append(tiles)
        }
        return rows
    }

    /// The scenario under one combination, captured at every instant.
    func capture(_ combo: [(key: String, value: String)], headless: HeadlessCanvas) throws -> [ContactSheet.Tile] {
        // Without --vary there is one combination, the scenario as it is: one tile per instant.
        var spec = PhoneSpec()
        do {
            if !combo.isEmpty {
                spec = try PhoneSpec.parse(
                    combo.map { "\($0.key)=\($0.value)" }.joined(separator: "+"), resources: resources, flag: "--vary")
            }
        } catch {
            throw LabError(error)
        }
        var variant = scenario
        if let device = spec.deviceID { variant.deviceID = device }
        if let orientation = spec.orientation { variant.orientation = orientation }
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
        let label = combo.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
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
