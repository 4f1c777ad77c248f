import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabImages

/// Renders one scenario at given instants for every combination of varied phone options, as a contact sheet:
/// one row per value of the first varied key, one column per combination of the others and per instant.
package struct ContactSheetMaker {
    package let scenario: Scenario
    package let resources: LabResources
    package let overrides: ConditionOverrides
    package let screen: Screen?
    package let times: [Double]
    package let matrix: VariationMatrix
    /// What every phone does before the first command (a presenter's sheet turns the large readout on).
    package var prepare: (inout Phone) -> Void = { _ in }
    /// Whether a tile's label gives only the varied values (`IPHONE-SE DARK`), short enough for a presenter's letters.
    package var labelsValuesOnly = false

    /// A maker of `scenario`'s tiles at `times` for every combination of `matrix`, under `overrides` and `screen`;
    /// the device and orientation of `overrides` replace the scenario's, as they do for `shoot` and `check`.
    package init(
        scenario: Scenario, resources: LabResources, overrides: ConditionOverrides, screen: Screen?, times: [Double],
        matrix: VariationMatrix
    ) {
        var scenario = scenario
        if let device = overrides[ConditionKeys.device] { scenario.deviceID = device }
        if let orientation = overrides[ConditionKeys.orientation] { scenario.orientation = orientation }
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
        specs = try matrix.specs(resources: resources)
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

    /// The sheet as a presenter shows it: `presenter`'s frame (1920 × 1080 by default), the phones with their
    /// readouts in presenter type drawn as large as the frame allows (measured on renders at scale 1), in the grid
    /// or in one row, whichever draws them larger, the labels in a room's letters, the whole centred.
    package func presenterSheet(_ presenter: PresenterVideo) throws -> RGBAImage {
        var maker = self
        maker.labelsValuesOnly = true
        let unit = try HeadlessCanvas(resources: resources)
        var (scale, inOneRow) = (1.0, false)
        // The readouts' type grows as the scale falls: measure twice.
        for _ in 0..<2 {
            let drawn = scale
            maker.prepare = { $0.presentReadout(drawnAt: drawn) }
            let rows = try maker.tiles(headless: unit)
            let grid = Self.scale(ContactSheet(rows: rows, largestLabelScale: presenter.labelScale), presenter)
            let row = Self.scale(
                ContactSheet(rows: [rows.flatMap { $0 }], largestLabelScale: presenter.labelScale), presenter)
            (scale, inOneRow) = row > grid + 0.01 ? (row, true) : (grid, false)
        }
        let drawn = scale
        maker.prepare = { $0.presentReadout(drawnAt: drawn) }
        let rows = try maker.tiles(headless: try HeadlessCanvas(resources: resources, scale: scale))
        let sheet = ContactSheet(rows: inOneRow ? [rows.flatMap { $0 }] : rows, largestLabelScale: presenter.labelScale)
        return VideoExport.fitted(sheet.render(), width: presenter.width, height: presenter.height)
    }

    /// The scale at which `probe`, rendered at scale 1, fills `presenter`'s frame: its tiles grow, its gaps and
    /// label bands do not; from 0.25 to 4.
    static func scale(_ probe: ContactSheet, _ presenter: PresenterVideo) -> Double {
        let size = probe.size
        let columns = probe.rows.map(\.count).max() ?? 1
        let fixedWidth = Double(ContactSheet.gap * (columns + 1))
        let fixedHeight = Double((ContactSheet.gap + probe.bandHeight) * probe.rows.count + ContactSheet.gap)
        let across = (Double(presenter.width) - fixedWidth) / max(1, Double(size.width) - fixedWidth)
        let down = (Double(presenter.height) - fixedHeight) / max(1, Double(size.height) - fixedHeight)
        return max(0.25, min(4, across, down))
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
        runner = try ScenarioRunner(
            scenario: variant, resources: resources, overrides: overrides.overriding(with: spec.settings),
            screen: shown, readPictures: LabSetup.pictures(forScenarioAt: scenario.file),
            readFile: LabSetup.reader(forScenarioAt: scenario.file))
        var tiles: [ContactSheet.Tile] = []
        let label = labelsValuesOnly ? combination.pairs.map(\.value).joined(separator: " ") : combination.label
        var playback = ScenarioPlayback(runner: runner, measurer: headless.measurer)
        playback.prepare = prepare
        try playback.playAll { stop, frame, phones in
            guard case .capture(let capture) = stop else { return }
            let text = times.count > 1 ? "\(label) t=\(capture.name)".trimmingCharacters(in: .whitespaces) : label
            let shot = try CaptureShot(frame: frame, phones: phones, runner: runner, headless: headless)
            tiles.append(ContactSheet.Tile(label: text.isEmpty ? "t=\(capture.name)" : text, image: shot.image))
        }
        return tiles
    }
}
