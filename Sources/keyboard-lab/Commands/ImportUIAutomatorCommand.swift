import ArgumentParser
import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime
import ScreenImport

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
        let run = try ImportJob(document: dump, options: options.job(out: out))
        let reader = try run.importing { data throws(LabError) in try UIAutomatorImport(data: data, file: dump) }
        let devices = run.devices
        try run.finish(report: { print($0) }) { picture throws(LabError) in
            try reader.screen(picture: picture, devices: devices)
        }
    }
}
