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
    var type = KeyboardOverlayJob.Options().type

    @Option(help: "Whether the predictive bar shows (never on the number pad): on or off.")
    var predictive = Switch(KeyboardOverlayJob.Options().predictive)

    @Option(help: "Whether the Prev / Next / Done toolbar shows: on or off.")
    var accessory = Switch(KeyboardOverlayJob.Options().accessory)

    @Option(help: "What the return key says: \(ReturnKey.allCases.map(\.rawValue).joined(separator: ", ")).")
    var returnKey = KeyboardOverlayJob.Options().returnKey

    @Option(help: "Pixels per point: 1, 2 or 3.")
    var scale = KeyboardOverlayJob.Options().scale

    @Option(
        help: ArgumentHelp(
            "A PNG or JPEG of the screen, its size at --scale, for the glass to frost.", valueName: "image"))
    var over: String?

    @Option(help: ArgumentHelp("The PNG of the docked keyboard.", valueName: "file.png"))
    var out: String?

    @Option(help: ArgumentHelp("Also write the rise at 60 fps into this folder, with frames.json.", valueName: "dir"))
    var frames: String?

    @Flag(help: "Print the frame, device, scale and files as JSON.")
    var json = KeyboardOverlayJob.Options().json

    @OptionGroup var assets: AssetsOption

    @MainActor func perform() throws {
        let options = KeyboardOverlayJob.Options(
            settings: conditions.settings, type: type, predictive: predictive == .on, accessory: accessory == .on,
            returnKey: returnKey, scale: scale, over: over, out: out, frames: frames, json: json, assets: assets.path)
        try KeyboardOverlayJob(options).run()
    }
}

/// A flag's `on` or `off`.
enum Switch: String, CaseIterable, ExpressibleByArgument {
    /// Shown.
    case on
    /// Hidden.
    case off

    /// `on` for true.
    init(_ isOn: Bool) { self = isOn ? .on : .off }
}

extension ReturnKey: ExpressibleByArgument {}
