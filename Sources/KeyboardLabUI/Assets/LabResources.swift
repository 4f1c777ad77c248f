import Foundation
import KeyboardAvoidance

/// Everything KeyboardLab loads from its Assets folder: devices, the light and dark themes, the Dynamic Type table,
/// keyboard layouts and the sample form.
///
/// ```swift
/// let resources = try LabResources.decode(AssetFiles.read(from: assetsFolder))  // reading is the platform's
/// resources.theme(for: .dark).background  // #000000
/// ```
public struct LabResources: Equatable, Sendable {
    /// The Assets folder.
    public var folder: URL
    /// The device presets, smallest first.
    public var devices: [DeviceProfile]
    /// The light look.
    public var theme: Theme
    /// The dark look.
    public var darkTheme: Theme
    /// Material 3's light look, for Android devices.
    public var androidTheme: Theme
    /// Material 3's dark look, for Android devices.
    public var androidDarkTheme: Theme
    /// Body and footnote sizes per text size.
    public var dynamicType: DynamicTypeTable
    /// The letters, email and number-pad layouts, for phones and for the iPad.
    public var keyboards: KeyboardLayouts
    /// The built-in sample form.
    public var sampleForm: Form

    /// Decodes every asset from the files read out of an Assets folder.
    ///
    /// - Throws: ``LabError`` naming the first file that is wrong.
    public static func decode(_ files: AssetFiles) throws(LabError) -> LabResources {
        let devices = try DeviceProfile.decodeAll(
            files.devices.map { ($0.file, $0.data) }, folder: files.folder.appending(path: "Devices").path)
        let theme = try Theme.decode(files.theme.data, file: files.theme.file)
        let dark = try Theme.decode(files.darkTheme.data, file: files.darkTheme.file)
        var android: [Theme] = []
        for file in files.androidThemes { android.append(try Theme.decode(file.data, file: file.file)) }
        guard android.count == 2 else {
            throw LabError(
                file: files.folder.appending(path: "Theme").path, message: "expected Android's light and dark themes")
        }
        let table = try DynamicTypeTable.decode(files.dynamicType.data, file: files.dynamicType.file)
        func layout(_ file: AssetFiles.File) throws(LabError) -> KeyboardLayout {
            try KeyboardLayout.decode(file.data, file: file.file)
        }
        var pad: [KeyboardLayout] = []
        for file in files.padLayouts { pad.append(try layout(file)) }
        guard pad.count == 3 else {
            throw LabError(
                file: files.folder.appending(path: "Keyboards").path,
                message: "expected the iPad's letters, email and numbers layouts")
        }
        let keyboards = KeyboardLayouts(
            letters: try layout(files.letters), email: try layout(files.email),
            numberPad: try layout(files.numberPad), padLetters: pad[0], padEmail: pad[1], padNumbers: pad[2])
        let form = try Form.decode(files.sampleForm.data, file: files.sampleForm.file)
        return LabResources(
            folder: files.folder, devices: devices, theme: theme, darkTheme: dark, androidTheme: android[0],
            androidDarkTheme: android[1], dynamicType: table,
            keyboards: keyboards, sampleForm: form)
    }

    /// The device with `id`.
    public func device(_ id: String) -> DeviceProfile? { devices.first { $0.id == id } }

    /// What follows "unknown device" in an error about `id`, which names no preset: the closest id when one is
    /// close, then every id, e.g. `; did you mean "iphone-15"?; expected one of iphone-se, …`.
    public func unknownDeviceHint(_ id: String) -> String {
        let ids = devices.map(\.id)
        return "\(ClosestName.hint(for: id, in: ids)); expected one of \(ids.joined(separator: ", "))"
    }

    /// The look for `appearance` on `platform`: iOS's, or Material 3's on Android.
    public func theme(for appearance: Appearance, platform: Platform = .ios) -> Theme {
        switch platform {
        case .ios: appearance == .dark ? darkTheme : theme
        case .android: appearance == .dark ? androidDarkTheme : androidTheme
        }
    }

    /// The folder of bundled fonts.
    public var fontsFolder: URL { folder.appending(path: "Fonts") }
}
