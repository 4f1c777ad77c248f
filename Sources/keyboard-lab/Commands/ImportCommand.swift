import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import ScreenImport

/// `keyboard-lab import`: an image screen from what a design tool or a UI test already knows.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write an image screen file from a Figma response, a uiautomator dump or an XCUITest hierarchy.",
        discussion: """
            keyboard-lab import figma DESIGN.json [--image FRAME.png] [--image-dark DARK.png] [--frame NAME|ID] \
            --out SCREEN.json [--dry-run]
            keyboard-lab import uiautomator WINDOW_DUMP.xml --image SCREENSHOT.png [--out SCREEN.json] [--dry-run]
            keyboard-lab import xcuitest HIERARCHY.txt --image SCREENSHOT.png [--out SCREEN.json] [--dry-run]

            Each reads the document and the picture it goes with, prints what it found (each field with its id, \
            rect and keyboard, the fixed top, the bar) and what it skipped and why, reads the screen file back as \
            the lab will, and writes it, naming the picture relative to it. --dry-run prints without writing. \
            The rules: docs/reference/import.md.
            """,
        subcommands: [ImportFigmaCommand.self, ImportUIAutomatorCommand.self, ImportXCUITestCommand.self])
}

/// The options every import takes: the picture, the screen file to write, a dry run, the assets (for the devices).
struct ImportOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The picture the document describes: a PNG or JPEG (for figma, without it the frame is drawn from the "
                + "document).", valueName: "picture.png"))
    var image: String?

    @Option(
        help: ArgumentHelp(
            "The design's dark picture, the same size: the screen shows it in dark mode.", valueName: "dark.png"))
    var imageDark: String?

    @Flag(help: "Print what would be written, and write nothing.")
    var dryRun = false

    @OptionGroup var assets: AssetsOption

    /// The job's options, writing `out` (nil: beside the document).
    func job(out: String?) -> ImportJob.Options {
        ImportJob.Options(image: image, imageDark: imageDark, dryRun: dryRun, assets: assets.path, out: out)
    }
}
