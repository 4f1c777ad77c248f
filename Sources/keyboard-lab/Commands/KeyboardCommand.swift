import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI

/// `keyboard-lab keyboard`: the lab's keyboard alone, as a PNG with transparency, and its rise frame by frame.
struct KeyboardCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboard",
        abstract: "Write the keyboard as the lab draws it, as a PNG with transparency, and print its frame.",
        discussion: """
            The PNG holds the docked keyboard's frame only (place it at the printed frame); it is transparent where \
            the keyboard is not, so iOS 26's rounded top corners are see-through. The iOS 26 glass frosts --over \
            IMAGE (a PNG or JPEG of the screen at --scale), else the appearance's plain background. With --frames \
            DIR the rise is written at 60 fps as frame-000.png and on, each a screen-sized transparent canvas with \
            the keyboard at its y, plus frames.json with each frame's time and y on the keyboard's spring.
            """)

    @OptionGroup var conditions: KeyboardFlags

    @Option(
        help: ArgumentHelp(
            "The keyboard type: \(KeyboardOverlaySpec.typeNames.joined(separator: ", ")).", valueName: "type"))
    var type = "letters"

    @Option(help: "Whether the predictive bar shows (never on the number pad): on or off.")
    var predictive: Switch = .on

    @Option(help: "Whether the Prev / Next / Done toolbar shows: on or off.")
    var accessory: Switch = .off

    @Option(help: "What the return key says: \(ReturnKey.allCases.map(\.rawValue).joined(separator: ", ")).")
    var returnKey: ReturnKey = .return

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale = 1

    @Option(
        help: ArgumentHelp(
            "A PNG or JPEG of the screen, its size at --scale, for the glass to frost.", valueName: "image"))
    var over: String?

    @Option(help: ArgumentHelp("The PNG of the docked keyboard.", valueName: "file.png"))
    var out: String?

    @Option(help: ArgumentHelp("Also write the rise at 60 fps into this folder, with frames.json.", valueName: "dir"))
    var frames: String?

    @Flag(help: "Print the frame, device, scale and files as JSON.")
    var json = false

    @OptionGroup var assets: AssetsOption

    @MainActor func perform() throws {
        var job = KeyboardOverlayJob(settings: conditions.settings)
        job.type = type
        job.predictive = predictive == .on
        job.accessory = accessory == .on
        job.returnKey = returnKey
        job.scale = scale
        job.over = over
        job.out = out
        job.frames = frames
        job.json = json
        job.assets = assets.path
        try job.run()
    }
}

/// A flag's `on` or `off`.
enum Switch: String, CaseIterable, ExpressibleByArgument {
    /// Shown.
    case on
    /// Hidden.
    case off
}

extension ReturnKey: ExpressibleByArgument {}
