import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import ScreenImport

/// `keyboard-lab import figma`.
struct ImportFigmaCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "figma",
        abstract: "An image screen from a saved Figma REST response and the frame's exported picture.",
        discussion: """
            DESIGN.json is the saved response of GET /v1/files/:key (the whole file) or GET /v1/files/:key/nodes. \
            The frame is --frame's name or id, else the file's only phone-sized frame. Fields are instances whose \
            component or name says text field, input, search, text area or composer; frames or groups named like \
            an input holding a text with a stroke or fill; stroked rectangles grouped with their placeholder. \
            Example: keyboard-lab import figma signup.json --image signup@3x.png --frame "Sign up" --out signup.screen.json
            """)

    @Argument(help: ArgumentHelp("The saved Figma response.", valueName: "design.json"))
    var design: String

    @Option(help: ArgumentHelp("The frame's name or node id.", valueName: "name-or-id"))
    var frame: String?

    @Option(help: ArgumentHelp("The screen file to write.", valueName: "screen.json"))
    var out: String

    @OptionGroup var options: ImportOptions

    @MainActor func perform() throws {
        let run = try ImportJob(document: design, options: options.job(out: out))
        let figma = try run.importing { data throws(LabError) in try FigmaImport(data: data, file: design) }
        try run.finish(
            sketch: { () throws(LabError) in try figma.sketch(frame: frame) }, report: { print($0) }
        ) {
            picture throws(LabError) in try figma.screen(frame: frame, picture: picture)
        }
    }
}
