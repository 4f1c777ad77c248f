import Foundation
import KeyboardAvoidance
import KeyboardLabUI

/// Reading the user's files: the platform's job, so the pure targets only decode bytes. Every failure is an
/// ``LabError`` naming the file.
///
/// ```swift
/// let resources = try LabResources.decode(FileInput.assets(in: FileInput.locateAssets()))
/// let scenario = try ScenarioParser.parse(FileInput.read(url, as: "scenario"), file: path)
/// ```
public enum FileInput {
    /// The bytes of `url`, shown in errors as `path` (default: the URL's path); `kind` names what it should be.
    public static func read(_ url: URL, as kind: String = "file", path: String? = nil) throws(LabError) -> Data {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw LabError(file: path ?? url.path, message: "is a folder; expected a \(kind)")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw LabError(file: path ?? url.path, message: "cannot read the \(kind) (\(JSONInput.reason(error)))")
        }
    }

    /// Reads every file of the Assets folder at `folder`.
    ///
    /// - Throws: ``LabError`` for a missing folder or the first file that cannot be read.
    public static func assets(in folder: URL) throws(LabError) -> AssetFiles {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw LabError(
                file: folder.path,
                message:
                    "the Assets folder is missing; expected Devices, Fonts, Forms, Keyboards and Theme in it "
                    + "(give it with --assets DIR or KEYBOARD_LAB_ASSETS)")
        }
        let devicesFolder = folder.appending(path: AssetFiles.Path.devices)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: devicesFolder.path)
        } catch {
            throw LabError(
                file: devicesFolder.path, message: "cannot list the devices folder (\(JSONInput.reason(error)))")
        }
        func file(_ url: URL) throws(LabError) -> AssetFiles.File {
            AssetFiles.File(file: url.path, data: try read(url))
        }
        var devices: [AssetFiles.File] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            devices.append(try file(devicesFolder.appending(path: name)))
        }
        var padLayouts: [AssetFiles.File] = []
        for path in AssetFiles.Path.padLayouts { padLayouts.append(try file(folder.appending(path: path))) }
        var androidThemes: [AssetFiles.File] = []
        for path in AssetFiles.Path.androidThemes { androidThemes.append(try file(folder.appending(path: path))) }
        return AssetFiles(
            folder: folder, devices: devices, theme: try file(folder.appending(path: AssetFiles.Path.theme)),
            darkTheme: try file(folder.appending(path: AssetFiles.Path.darkTheme)), androidThemes: androidThemes,
            dynamicType: try file(folder.appending(path: AssetFiles.Path.dynamicType)),
            letters: try file(folder.appending(path: AssetFiles.Path.letters)),
            email: try file(folder.appending(path: AssetFiles.Path.email)),
            numberPad: try file(folder.appending(path: AssetFiles.Path.numberPad)), padLayouts: padLayouts,
            sampleForm: try file(folder.appending(path: AssetFiles.Path.sampleForm)))
    }

    /// Reads and decodes the Assets folder at `folder`.
    public static func resources(in folder: URL) throws(LabError) -> LabResources {
        try LabResources.decode(assets(in: folder))
    }

    /// Reads and decodes a form file; errors name it as `path`. A screen file given as a form is refused with a
    /// pointer to `--screen`.
    public static func form(_ url: URL, path: String? = nil) throws(LabError) -> Form {
        let data = try read(url, as: "form file", path: path)
        if Screen.isScreenFile(data) {
            throw LabError(
                file: path ?? url.path,
                message: "is a screen file (it has \"content\"), not a form file; give it with --screen")
        }
        return try Form.decode(data, file: path ?? url.path)
    }

    /// Reads and parses a scenario file; errors name it as `path`.
    public static func scenario(_ url: URL, path: String? = nil) throws(LabError) -> Scenario {
        try ScenarioParser.parse(read(url, as: "scenario", path: path), file: path ?? url.path)
    }

    /// Reads and decodes a JSON file into `type`.
    public static func json<T: Decodable>(_ type: T.Type, from url: URL) throws(LabError) -> T {
        try JSONInput.decode(type, from: read(url), file: url.path)
    }

    /// Finds the Assets folder: `$KEYBOARD_LAB_ASSETS`, else `Assets` (a checkout or an unpacked release archive) or
    /// `share/keyboard-lab/Assets` (an install prefix) beside or above the executable's real location, else
    /// `./Assets`. With no `executable`, only the environment and the working directory are looked at.
    public static func locateAssets(environment: [String: String], executable: URL?, workingDirectory: URL) -> URL {
        if let explicit = environment["KEYBOARD_LAB_ASSETS"], !explicit.isEmpty {
            return URL(filePath: explicit, relativeTo: workingDirectory).standardizedFileURL
        }
        guard let executable else { return workingDirectory.appending(path: "Assets") }
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            for candidate in [folder.appending(path: "Assets"), folder.appending(path: "share/keyboard-lab/Assets")]
            where FileManager.default.fileExists(atPath: candidate.appending(path: "Devices").path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return workingDirectory.appending(path: "Assets")
    }
}
