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
    /// Whether a tile's label is the caption the window would give its phone (a presenter's sheet): what differs
    /// between the combinations in the window's words ("iphone-se · dark", "iOS 26"), or, when nothing is varied,
    /// the device and strategy ("iPhone 15 · keyboardlab").
    package var labelsAsCaptions = false

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
        let captions =
            labelsAsCaptions && !matrix.variations.isEmpty
            ? PhoneSpec.captions(specs, base: overrides, screenName: nil) : []
        var rows: [[ContactSheet.Tile]] = []
        for row in 0..<rowCount {
            var tiles: [ContactSheet.Tile] = []
            for index in (row * perRow)..<((row + 1) * perRow) {
                let caption = index < captions.count ? captions[index] : nil
                tiles += try capture(combinations[index], spec: specs[index], caption: caption, headless: headless)
            }
            rows.append(tiles)
        }
        return rows
    }

    /// The sheet as a presenter shows it: `presenter`'s frame (1920 × 1080 by default), the phones with their
    /// readouts in presenter type drawn as large as the frame allows (measured on renders at scale 1), in the grid
    /// or in one row, whichever draws them larger, each labelled as the window captions a phone (its type,
    /// ``PresenterVideo/captionPixels`` tall, the window's words), on the window's background, the whole centred.
    package func presenterSheet(_ presenter: PresenterVideo) throws -> RGBAImage {
        var maker = self
        maker.labelsAsCaptions = true
        let unit = try HeadlessCanvas(resources: resources)
        let band = presenter.captionBand
        var (scale, inOneRow) = (1.0, false)
        // The readouts' type grows as the scale falls: measure twice.
        for _ in 0..<2 {
            let drawn = scale
            maker.prepare = { $0.presentReadout(drawnAt: drawn, pixels: presenter.typePixels) }
            let rows = try maker.tiles(headless: unit)
            let grid = Self.scale(ContactSheet(rows: rows, labelBand: band), presenter)
            let row = Self.scale(ContactSheet(rows: [rows.flatMap { $0 }], labelBand: band), presenter)
            (scale, inOneRow) = row > grid + 0.01 ? (row, true) : (grid, false)
        }
        let drawn = scale
        maker.prepare = { $0.presentReadout(drawnAt: drawn, pixels: presenter.typePixels) }
        let headless = try HeadlessCanvas(resources: resources, scale: scale)
        let rows = try maker.tiles(headless: headless)
        var sheet = ContactSheet(rows: inOneRow ? [rows.flatMap { $0 }] : rows, labelBand: band)
        sheet.background = resources.theme.windowBackground
        var image = sheet.render()
        try Self.drawCaptions(of: sheet, on: &image, presenter: presenter, theme: resources.theme, canvas: headless)
        return VideoExport.fitted(image, width: presenter.width, height: presenter.height)
    }

    /// Draws each tile's label in its band as the window draws a caption (``CaptionView/caption``): semibold,
    /// ``PresenterVideo/captionPixels`` tall (smaller, down to 18 pixels, for words wider than the column and its
    /// gaps), centred, shortened with "…" only past that.
    static func drawCaptions(
        of sheet: ContactSheet, on image: inout RGBAImage, presenter: PresenterVideo, theme: Theme,
        canvas headless: HeadlessCanvas
    ) throws(LabError) {
        let points = Double(presenter.captionPixels) / headless.scale
        for (row, frames) in zip(sheet.rows, sheet.labelFrames) {
            for (tile, frame) in zip(row, frames) {
                // Into the gaps beside the tile, then smaller type (never under 18 pixels), before "…".
                let fit = VideoExport.captionFit(
                    tile.label, points: points, room: frame.width + ContactSheet.gap, phone: frame.width, headless)
                let size = Size(
                    width: Double(fit.width) / headless.scale, height: Double(presenter.captionBand) / headless.scale)
                let caption = CaptionView.caption(
                    tile.label, index: 0, count: 1, size: size, textSize: fit.points, theme: theme,
                    measurer: headless.measurer)
                image.paste(try headless.capture(caption), atX: frame.x + (frame.width - fit.width) / 2, y: frame.y)
            }
        }
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
        _ combination: Combination, spec: PhoneSpec, caption: String? = nil, headless: HeadlessCanvas
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
        let label = caption ?? (labelsAsCaptions ? "" : combination.label)
        var playback = ScenarioPlayback(runner: runner, measurer: headless.measurer)
        playback.prepare = prepare
        try playback.playAll { stop, frame, phones in
            guard case .capture(let capture) = stop else { return }
            let shot = try CaptureShot(frame: frame, phones: phones, runner: runner, headless: headless)
            if labelsAsCaptions {
                // Each compared phone its own tile under its own caption, as the window captions it.
                let own = shot.labels.count == phones.count ? shot.labels : []
                for (index, phone) in phones.enumerated() where index < shot.images.count {
                    var words = [label, own.isEmpty ? "" : own[index]].filter { !$0.isEmpty }
                    if words.isEmpty { words = [PresenterVideo.label(phone)] }
                    if times.count > 1 { words.append("t=\(capture.name)") }
                    let image = own.isEmpty ? shot.image : shot.images[index]
                    tiles.append(ContactSheet.Tile(label: words.joined(separator: " · "), image: image))
                    if own.isEmpty { break }
                }
                return
            }
            let text = times.count > 1 ? "\(label) t=\(capture.name)".trimmingCharacters(in: .whitespaces) : label
            tiles.append(ContactSheet.Tile(label: text.isEmpty ? "t=\(capture.name)" : text, image: shot.image))
        }
        return tiles
    }
}
