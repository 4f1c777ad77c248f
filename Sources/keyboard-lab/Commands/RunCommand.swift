import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI

/// `keyboard-lab run` (the default): the interactive window.
struct RunCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Open the window: a phone-sized form, a virtual keyboard and the live overlay.")

    @Option(help: "A form JSON file (default: the built-in sample form).")
    var form: String?

    @Option(help: "Pixels per point, 1 to 4 (2 gives crisp text on high-density screens).")
    var scale: Double = WindowJob.Options().scale

    @Option(
        help: """
            The window's renderer: auto (accelerated on a machine with a GPU, else software), accelerated or \
            software.
            """)
    var renderer: WindowRendering = WindowJob.Options().rendering

    @Option(help: "Write the JSON Lines trace to FILE ('-' for standard output).")
    var trace: String?

    @Option(help: "Load the form's values from FILE at start; save them on Ctrl+S and on quit.")
    var values: String?

    @Option(help: "Where F12 screenshots go.")
    var screenshots: String = WindowJob.Options().screenshots

    @Option(help: "Where the headless demo writes its PNGs when there is no display.")
    var demoOut: String = WindowJob.Options().demoOut

    @OptionGroup var assets: AssetsOption

    @OptionGroup var phone: PhoneFlags

    @Option(
        help: ArgumentHelp(
            "Two to four phones side by side, driven by the same input: SPEC,SPEC[,…], each key=value pairs joined by + "
                + "over \(PhoneSpec.keys.joined(separator: ", ")) (e.g. strategy=keyboardlab,strategy=swiftui).",
            valueName: "specs"))
    var compare: String?

    @Flag(
        help: ArgumentHelp(
            "Presenter mode: panel and caption text at least 18 pixels tall, a caption naming each phone, the phones "
                + "as large as the display allows (Ctrl+M toggles it in the window)."))
    var presenter = WindowJob.Options().presenter

    @Flag(help: "Outline every field, with its id, and the bottom bar (Ctrl+L toggles it in the window).")
    var outline = false

    @Option(help: "Write what you do in the window as a scenario FILE (replay it with shoot or check).")
    var recordScenario: String?

    @Option(help: ArgumentHelp("Quit after this many seconds (for scripted runs).", visibility: .hidden))
    var exitAfter: Double?

    @MainActor func perform() throws {
        var settings = phone.settings
        if outline { settings.outlines = true }
        let options = WindowJob.Options(
            form: form, scale: scale, rendering: renderer, trace: trace, values: values, screenshots: screenshots,
            demoOut: demoOut, assets: assets.path, settings: settings, screen: phone.screen, compare: compare,
            recordScenario: recordScenario, presenter: presenter, exitAfter: exitAfter)
        try WindowJob(options, environment: LabPrograms.environment).run()
    }
}

extension WindowRendering: ExpressibleByArgument {}
