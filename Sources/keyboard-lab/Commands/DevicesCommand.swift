import ArgumentParser
import KeyboardAvoidance
import KeyboardLabUI

/// `keyboard-lab devices`: lists the device presets.
struct DevicesCommand: LabCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices", abstract: "List the device presets in Assets/Devices with their keyboard heights.")

    @OptionGroup var assets: AssetsOption

    @MainActor func perform() throws {
        let resources = try LabSetup.resources(assets.path)
        let n = NumberText.compact
        print(
            "id                   name                 points     safe top/bottom  letters+bar  number pad  landscape letters+bar"
        )
        for device in resources.devices {
            let options = KeyboardOptions()
            let letters = device.keyboardHeight(.portrait, type: .letters, options: options)
            let pad = device.keyboardHeight(.portrait, type: .numberPad, options: options)
            let landscape = device.keyboardHeight(.landscape, type: .letters, options: options)
            let size = "\(n(device.portraitSize.width))×\(n(device.portraitSize.height))"
            let safe = "\(n(device.portrait.safeArea.top)) / \(n(device.portrait.safeArea.bottom))"
            print(
                device.id.padding(toLength: 21, withPad: " ", startingAt: 0)
                    + device.name.padding(toLength: 21, withPad: " ", startingAt: 0)
                    + size.padding(toLength: 11, withPad: " ", startingAt: 0)
                    + safe.padding(toLength: 17, withPad: " ", startingAt: 0)
                    + n(letters).padding(toLength: 13, withPad: " ", startingAt: 0)
                    + n(pad).padding(toLength: 12, withPad: " ", startingAt: 0) + n(landscape))
        }
    }
}
