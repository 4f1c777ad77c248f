import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import ScreenshotComparison

/// `keyboard-lab sheet`: one scenario moment across a matrix of phone options, as one labelled PNG grid.
struct SheetCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render a scenario at --at T for every combination of --vary KEY=V1,V2… as one labelled PNG grid.",
        discussion: """
            One row per value of the first varied key, one column per combination of the others (and per --at \
            time, giving a strip per combination). Keys: \(PhoneSpec.keys.joined(separator: ", ")).
            Example: keyboard-lab sheet Assets/Scenarios/tab-through.scenario --at 1.5 \
            --vary device=iphone-se,iphone-15,iphone-15-pro-max --vary strategy=keyboardlab,listener-2018 --out sheet.png
            """)

    @Argument(help: "The scenario file.")
    var scenario: String

    @Option(help: "An instant to render, in seconds (repeat for a strip per combination).")
    var at: [Double] = []

    @Option(help: "KEY=V1,V2,… to vary (repeatable).")
    var vary: [String] = []

    @Option(help: "The PNG to write.")
    var out: String = "sheet.png"

    @OptionGroup var assets: AssetsOption

    @OptionGroup var phone: PhoneOptions

    @MainActor func perform() throws {
        guard !at.isEmpty else { throw LabError("sheet: expected at least one --at T (seconds)") }
        let resources = try LabSetup.resources(assets.path)
        let parsed: Scenario
        do {
            parsed = try FileInput.scenario(
                URL(filePath: scenario, relativeTo: LabSetup.workingDirectory), path: scenario)
        } catch {
            throw LabError(error)
        }
        if let late = at.first(where: { $0 < 0 || $0 > parsed.end }) {
            throw LabError("--at \(late): outside the scenario; expected 0 to \(NumberText.compact(parsed.end)) s")
        }
        var variations: [ContactSheetMaker.Variation] = []
        for text in vary { variations.append(try ContactSheetMaker.variation(text)) }
        let maker = ContactSheetMaker(
            scenario: parsed, resources: resources, overrides: phone.settings, times: at, variations: variations)
        let renderer = try HeadlessRenderer(resources: resources)
        let sheet = ContactSheet(rows: try maker.tiles(renderer: renderer))
        let url = URL(filePath: out, relativeTo: LabSetup.workingDirectory)
        _ = try LabSetup.writableFolder(url.deletingLastPathComponent().path)
        try writePNG(sheet.render(), to: url.path)
        let count = sheet.rows.map(\.count).reduce(0, +)
        print("wrote a sheet of \(count) tiles (\(sheet.rows.count) rows) to \(url.path)")
    }
}
