import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI

/// `keyboard-lab sheet`: a contact sheet, one scenario moment across a matrix of phone options, as one labelled PNG grid.
struct ContactSheetCommand: LabCommand {
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
    var out: String = ContactSheetJob.Options(scenario: "").out

    @Flag(
        help: ArgumentHelp(
            "A presenter's sheet: 1920x1080, the phones as large as it allows, each phone's readout under it and the "
                + "labels in type a room can read."))
    var presenter = ContactSheetJob.Options(scenario: "").presenter

    @Option(
        help: ArgumentHelp(
            "A presenter's sheet whose type is at least this many pixels tall, 18, 24 or 30, for a far room (as "
                + "Ctrl+Shift+M in the window); the labels grow with it (28, 37, 47 pixels).",
            valueName: "pixels"))
    var presenterType: Int?

    @OptionGroup var assets: AssetsOption

    @OptionGroup var phone: PhoneFlags

    func validate() throws {
        guard !at.isEmpty else { throw ValidationError("sheet: expected at least one --at T (seconds)") }
    }

    @MainActor func perform() throws {
        let options = ContactSheetJob.Options(
            scenario: scenario, times: at, vary: vary, out: out, assets: assets.path, settings: phone.settings,
            screen: phone.screen, presenter: presenter, presenterType: presenterType)
        try ContactSheetJob(options).run()
    }
}
