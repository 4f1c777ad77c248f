import Foundation
import KeyboardAvoidance

/// Everything KeyboardLab loads from its Assets folder: devices, theme, keyboard layouts and the sample form.
///
/// ```swift
/// let resources = try LabResources.decode(AssetFiles.read(from: assetsFolder))  // reading is the platform's
/// ```
public struct LabResources: Equatable, Sendable {
    /// The Assets folder.
    public var folder: URL
    /// The device presets, smallest first.
    public var devices: [DeviceProfile]
    /// The look.
    public var theme: Theme
    /// The letters, email and number-pad layouts.
    public var keyboards: KeyboardLayouts
    /// The built-in sample form.
    public var sampleForm: Form

    /// Decodes every asset from the files read out of an Assets folder.
    ///
    /// - Throws: ``InputError`` naming the first file that is wrong.
    public static func decode(_ files: AssetFiles) throws(InputError) -> LabResources {
        let devices = try DeviceProfile.decodeAll(
            files.devices.map { ($0.file, $0.data) }, folder: files.folder.appending(path: "Devices").path)
        let theme = try Theme.decode(files.theme.data, file: files.theme.file)
        func layout(_ file: AssetFiles.File) throws(InputError) -> KeyboardLayout {
            try KeyboardLayout.decode(file.data, file: file.file)
        }
        let keyboards = KeyboardLayouts(
            letters: try layout(files.letters), email: try layout(files.email),
            numberPad: try layout(files.numberPad))
        let form = try Form.decode(files.sampleForm.data, file: files.sampleForm.file)
        return LabResources(
            folder: files.folder, devices: devices, theme: theme, keyboards: keyboards, sampleForm: form)
    }

    /// The device with `id`.
    public func device(_ id: String) -> DeviceProfile? { devices.first { $0.id == id } }

    /// The folder of bundled fonts.
    public var fontsFolder: URL { folder.appending(path: "Fonts") }
}

/// The three virtual keyboard layouts.
public struct KeyboardLayouts: Equatable, Hashable, Sendable {
    /// The qwerty letters layout.
    public var letters: KeyboardLayout
    /// Letters with "@" and ".".
    public var email: KeyboardLayout
    /// The number pad.
    public var numberPad: KeyboardLayout

    /// The layout drawn for `type`.
    public func layout(for type: KeyboardType) -> KeyboardLayout {
        switch type {
        case .letters, .multiline: letters
        case .email: email
        case .numberPad: numberPad
        }
    }
}
