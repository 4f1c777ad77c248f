import Foundation
import KeyboardAvoidance

/// Everything KeyboardLab loads from its Assets folder: devices, theme, keyboard layouts and the sample form.
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

    /// Loads every asset from `folder`.
    ///
    /// - Throws: ``InputError`` naming the first file that is missing or wrong.
    public static func load(from folder: URL) throws(InputError) -> LabResources {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw InputError(
                file: folder.path,
                message: "the Assets folder is missing; expected Devices, Fonts, Forms, Keyboards and Theme in it")
        }
        let devices = try DeviceProfile.loadAll(from: folder.appending(path: "Devices"))
        let theme = try Theme.load(from: folder.appending(path: "Theme/ios-light.json"))
        func layout(_ name: String) throws(InputError) -> KeyboardLayout {
            try KeyboardLayout.load(from: folder.appending(path: "Keyboards/\(name).json"))
        }
        let keyboards = KeyboardLayouts(
            letters: try layout("letters"), email: try layout("email"), numberPad: try layout("numberPad"))
        let form = try Form.load(from: folder.appending(path: "Forms/profile.json"))
        return LabResources(folder: folder, devices: devices, theme: theme, keyboards: keyboards, sampleForm: form)
    }

    /// The device with `id`.
    public func device(_ id: String) -> DeviceProfile? { devices.first { $0.id == id } }

    /// The folder of bundled fonts.
    public var fontsFolder: URL { folder.appending(path: "Fonts") }

    /// Finds the Assets folder: `$KEYBOARD_LAB_ASSETS`, else `Assets` beside or above the executable, else
    /// `./Assets`.
    public static func locateAssets(environment: [String: String], executable: URL, workingDirectory: URL) -> URL {
        if let explicit = environment["KEYBOARD_LAB_ASSETS"], !explicit.isEmpty {
            return URL(filePath: explicit, relativeTo: workingDirectory).standardizedFileURL
        }
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = folder.appending(path: "Assets")
            if FileManager.default.fileExists(atPath: candidate.appending(path: "Devices").path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return workingDirectory.appending(path: "Assets")
    }
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
