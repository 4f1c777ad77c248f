import ArgumentParser
import KeyboardAvoidance
import KeyboardLabRuntime
import KeyboardLabUI

/// `keyboard-lab devices`: lists the device presets.
struct DevicesCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: "List the device presets in Assets/Devices with their keyboard heights.")

    @OptionGroup var assets: AssetsOption

    @MainActor func perform() throws {
        for line in try DeviceTable.lines(assets: assets.path) { print(line) }
    }
}
