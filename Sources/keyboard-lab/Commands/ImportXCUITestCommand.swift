import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import ScreenImport

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
        let run = try ImportJob(document: hierarchy, options: options.job(out: out))
        let reader = try run.importing { data throws(LabError) in try XCUITestImport(data: data, file: hierarchy) }
        let devices = run.devices
        try run.finish(report: { print($0) }) { picture throws(LabError) in
            try reader.screen(picture: picture, devices: devices)
        }
    }
}
