import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI

/// `keyboard-lab shoot`: renders scenarios headlessly and writes every capture as a PNG.
struct ShootCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "shoot",
        abstract: "Render scenarios headlessly and write every capture as <out>/<scenario>/<capture>.png.")

    @Argument(help: "Scenario files (.scenario).")
    var scenarios: [String] = []

    @Option(help: "The folder to write PNGs to.")
    var out: String = ShootJob.Options().out

    @Option(help: "Pixels per point of the captures, 1 to 4 (2 and 3 write <capture>@2x.png and @3x).")
    var scale: Int = ShootJob.Options().scale

    @Option(help: "Write the JSON Lines trace to FILE ('-' for standard output).")
    var trace: String?

    @Option(help: "Also render each scenario's whole timeline to a video: FILE.mp4 (H.264), .webm (VP9) or .gif.")
    var video: String?

    @Option(help: "Pixels per point of the video (1 to 4).")
    var videoScale: Int = ShootJob.Options().videoScale

    @Flag(help: "Draw the overlay panel beside the phone in the video, as in the window.")
    var withPanel = ShootJob.Options().withPanel

    @Flag(
        help: ArgumentHelp(
            "With --video: a presenter's video, 1920x1080 (times --video-scale), the phones as large as it allows, "
                + "each phone's readout under it and its caption in type a room can read."))
    var presenter = ShootJob.Options().presenter

    @Option(
        help: ArgumentHelp(
            "With --video: a presenter's video whose type is at least this many pixels tall, 18, 24 or 30, for a far "
                + "room (as Ctrl+Shift+M in the window); the captions grow with it (28, 37, 47 pixels).",
            valueName: "pixels"))
    var presenterType: Int?

    @OptionGroup var assets: AssetsOption

    @OptionGroup var phone: PhoneFlags

    @MainActor func perform() throws {
        let options = ShootJob.Options(
            scenarios: scenarios, out: out, scale: scale, trace: trace, video: video, videoScale: videoScale,
            presenter: presenter, withPanel: withPanel, assets: assets.path, settings: phone.settings,
            screen: phone.screen, presenterType: presenterType)
        try ShootJob(options, environment: LabPrograms.environment).run()
    }
}
