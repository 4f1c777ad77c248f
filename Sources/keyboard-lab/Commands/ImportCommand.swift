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
}

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
        let run = try ImportRun(document: design, options: options, out: out)
        let figma = try run.importing { data throws(ImportError) in try FigmaImport(data: data, file: design) }
        try run.finish(sketch: { () throws(ImportError) in try figma.sketch(frame: frame) }) {
            picture throws(ImportError) in try figma.screen(frame: frame, picture: picture)
        }
    }
}

/// `keyboard-lab import uiautomator`.
struct ImportUIAutomatorCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "uiautomator",
        abstract: "An image screen from Android's uiautomator dump (or Appium's page source) and its screenshot.",
        discussion: """
            EditText nodes and nodes with password="true" are the fields; their bounds in pixels are divided by \
            the density of the Android preset whose width the screenshot has; the status and app bars are the fixed \
            top, the navigation bar the bar. Example: adb shell uiautomator dump /sdcard/dump.xml; adb pull \
            /sdcard/dump.xml; adb exec-out screencap -p > screen.png; keyboard-lab import uiautomator dump.xml \
            --image screen.png
            """)

    @Argument(help: ArgumentHelp("The window dump.", valueName: "window_dump.xml"))
    var dump: String

    @Option(
        help: ArgumentHelp(
            "The screen file to write (default: beside the dump, .screen.json).", valueName: "screen.json"))
    var out: String?

    @OptionGroup var options: ImportOptions

    @MainActor func perform() throws {
        let run = try ImportRun(document: dump, options: options, out: out)
        let reader = try run.importing { data throws(ImportError) in try UIAutomatorImport(data: data, file: dump) }
        let devices = run.devices
        try run.finish { picture throws(ImportError) in try reader.screen(picture: picture, devices: devices) }
    }
}

/// `keyboard-lab import xcuitest`.
struct ImportXCUITestCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "xcuitest",
        abstract: "An image screen from an iOS UI test's hierarchy and its screenshot.",
        discussion: """
            HIERARCHY is XCUIApplication().debugDescription saved as text, or Appium's iOS page source (XML). Text \
            fields, secure text fields, text views and search fields are the fields, their frames already in \
            points; the picture's scale is its width over the window's. Example: keyboard-lab import xcuitest \
            hierarchy.txt --image screenshot.png --out signup.screen.json
            """)

    @Argument(help: ArgumentHelp("The hierarchy.", valueName: "hierarchy.txt"))
    var hierarchy: String

    @Option(
        help: ArgumentHelp(
            "The screen file to write (default: beside the hierarchy, .screen.json).", valueName: "screen.json"))
    var out: String?

    @OptionGroup var options: ImportOptions

    @MainActor func perform() throws {
        let run = try ImportRun(document: hierarchy, options: options, out: out)
        let reader = try run.importing { data throws(ImportError) in try XCUITestImport(data: data, file: hierarchy) }
        let devices = run.devices
        try run.finish { picture throws(ImportError) in try reader.screen(picture: picture, devices: devices) }
    }
}
