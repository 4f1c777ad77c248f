import ArgumentParser
import Foundation
import KeyboardLabRuntime

/// `keyboard-lab review-pack`: a folder to send for a screen: a contact sheet per field, a video, a page.
struct ReviewPackCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "review-pack",
        abstract:
            "Write a folder to send for a screen: each field focused in turn, a sheet per field, a video, a page.",
        discussion: """
            No scenario is needed: each field is focused in turn and a sample value that fits its keyboard is \
            typed. One contact sheet per field at @2x (the devices side by side, a row per --ios and --appearance \
            combination), a short video through every field on the first device (with ffmpeg), and index.html. \
            Example: keyboard-lab review-pack signup.screen.json --out review --devices iphone-se,iphone-15,pixel-8 \
            --appearance light,dark
            """)

    @Argument(help: ArgumentHelp("The screen file.", valueName: "screen.json"))
    var screen: String

    @Option(help: ArgumentHelp("The folder to write.", valueName: "dir"))
    var out: String = ReviewPackJob.Options(screen: "").out

    @Option(help: ArgumentHelp("The devices, comma-separated: side by side in each sheet.", valueName: "ids"))
    var devices = ReviewPackJob.Options(screen: "").devices.joined(separator: ",")

    @Option(help: ArgumentHelp("iOS versions to put side by side, comma-separated (18,26).", valueName: "versions"))
    var ios: String?

    @Option(help: ArgumentHelp("Appearances to put side by side, comma-separated (light,dark).", valueName: "list"))
    var appearance: String?

    @OptionGroup var assets: AssetsOption

    @MainActor func perform() throws {
        let list = { (text: String) in text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        let options = ReviewPackJob.Options(
            screen: screen, out: out, devices: list(devices), ios: ios.map(list) ?? [],
            appearances: appearance.map(list) ?? [], assets: assets.path)
        try ReviewPackJob(options, environment: LabPrograms.environment).run()
    }
}
