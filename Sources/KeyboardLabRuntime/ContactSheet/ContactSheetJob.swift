import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles

/// `sheet`: a contact sheet, one scenario at given instants across every combination of varied phone options, as
/// one labelled PNG grid.
public struct ContactSheetJob {
    /// The scenario file, as given.
    public var scenario: String
    /// The instants to render, in seconds.
    public var times: [Double]
    /// The `KEY=V1,V2,…` texts to vary.
    public var vary: [String]
    /// The PNG to write.
    public var out: String
    /// The Assets folder, or nil to find it.
    public var assets: String?
    /// Options that win over the scenario header.
    public var settings = ConditionOverrides()
    /// A screen file (`--screen`) that replaces every scenario's form or screen, or nil.
    public var screen: String?
    /// Whether the sheet is a presenter's: 1920 × 1080, the phones as large as it allows, large readouts and labels.
    public var presenter = false

    /// A job rendering `scenario` at `times` for every combination of `vary` into `out`.
    public init(scenario: String, times: [Double], vary: [String], out: String) {
        self.scenario = scenario
        self.times = times
        self.vary = vary
        self.out = out
    }

    /// Renders and writes the contact sheet, printing where.
    public func run() throws {
        guard !times.isEmpty else { throw LabError(usage: "sheet: expected at least one --at T (seconds)") }
        try LabSetup.checkExists(scenario, "scenario")
        let resources = try LabSetup.resources(assets)
        if let device = settings.deviceID { try LabSetup.checkDevice(device, in: resources) }
        let parsed: Scenario
        do {
            parsed = try FileInput.scenario(
                URL(filePath: scenario, relativeTo: LabSetup.workingDirectory), path: scenario)
        } catch {
            throw LabError(error)
        }
        if let late = times.first(where: { $0 < 0 || $0 > parsed.end }) {
            throw LabError(
                usage: "--at \(late): outside the scenario; expected 0 to \(NumberText.compact(parsed.end)) s")
        }
        let matrix: VariationMatrix
        do {
            matrix = try VariationMatrix(parsing: vary)
            // Every value checked against the assets (an unknown device) before anything is rendered.
            _ = try matrix.specs(resources: resources)
        } catch {
            throw LabError(usage: LabError(error).description)
        }
        let maker = ContactSheetMaker(
            scenario: parsed, resources: resources, overrides: settings, screen: try LabSetup.screen(screen),
            times: times, matrix: matrix)
        let url = URL(filePath: out, relativeTo: LabSetup.workingDirectory)
        _ = try LabSetup.writableFolder(url.deletingLastPathComponent().path)
        if presenter {
            let image = try maker.presenterSheet(PresenterVideo(videoScale: 1))
            try writePNG(image, to: url.path)
            print("wrote a presenter's sheet (\(image.width) × \(image.height)) to \(url.path)")
            return
        }
        let sheet = ContactSheet(rows: try maker.tiles(headless: try HeadlessCanvas(resources: resources)))
        try writePNG(sheet.render(), to: url.path)
        let count = sheet.rows.map(\.count).reduce(0, +)
        print("wrote a sheet of \(count) tiles (\(sheet.rows.count) rows) to \(url.path)")
    }
}
