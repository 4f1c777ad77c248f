import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import KeyboardLabUI
import LabFiles

/// Finding and loading the assets, shared by every command.
package enum LabSetup {
    package static var workingDirectory: URL {
        URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)
    }

    package static func assetsFolder(_ explicit: String?) -> URL {
        if let explicit { return URL(filePath: explicit, relativeTo: workingDirectory).standardizedFileURL }
        // The command line passes the folder it found from its own location and its environment; without one, here.
        return FileInput.locateAssets(environment: [:], executable: nil, workingDirectory: workingDirectory)
    }

    package static func resources(_ explicit: String?) throws(LabError) -> LabResources {
        return try FileInput.resources(in: assetsFolder(explicit))
    }

    /// The screen file at `path` (relative to the working directory), or nil without one.
    package static func screen(_ path: String?) throws(LabError) -> Screen? {
        guard let path else { return nil }
        return try userFile(path) { url throws(LabError) in
            let data = try FileInput.read(url, as: "screen file", path: path)
            return try DesignFiles.attach(
                to: Screen.decode(data, file: path), data: data, screenURL: url, path: path,
                otherKinds: SDLImageFile.read)
        }
    }

    /// The form file at `path` (relative to the working directory), or the sample form without one.
    package static func form(_ path: String?, resources: LabResources) throws(LabError) -> Form {
        guard let path else { return resources.sampleForm }
        return try formFile(path)
    }

    /// The form file at `path` (relative to the working directory).
    package static func formFile(_ path: String) throws(LabError) -> Form {
        try userFile(path) { url throws(LabError) in try FileInput.form(url, path: path) }
    }

    /// The bytes of the file at `path` (relative to the working directory); the error names `path`.
    package static func fileData(_ path: String) throws(LabError) -> Data {
        try userFile(path) { url throws(LabError) in try FileInput.read(url, path: path) }
    }

    /// What `read` makes of the user's file at `path`, relative to the working directory; its error names `path`.
    private static func userFile<Value>(_ path: String, _ read: (URL) throws(LabError) -> Value) throws(LabError)
        -> Value
    {
        do {
            return try read(URL(filePath: path, relativeTo: workingDirectory))
        } catch {
            var located = error
            located.file = path
            throw LabError(located)
        }
    }

    /// Checks the device `id` given as the option `device` against the presets: one line at the option, naming the
    /// closest id and every id.
    package static func checkDevice(_ id: String, in resources: LabResources) throws(LabError) {
        guard resources.device(id) == nil else { return }
        throw LabError(
            .usage, at: .option(ConditionKeys.device.name, id), "unknown device" + resources.unknownDeviceHint(id))
    }

    /// Checks that the `kind` file named on the command line at `path` exists: a usage error, before anything runs.
    package static func checkExists(_ path: String, _ kind: String) throws(LabError) {
        let url = URL(filePath: path, relativeTo: workingDirectory)
        guard !FileManager.default.fileExists(atPath: url.path) else { return }
        throw LabError(usage: "\(path): no such file; expected a \(kind) file")
    }

    /// Makes `path` a folder that exists and can be written, or says why not.
    package static func writableFolder(_ path: String) throws(LabError) -> URL {
        let url = URL(filePath: path, relativeTo: workingDirectory).standardizedFileURL
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw LabError("\(path): cannot create the output folder (\(JSONInput.reason(error)))")
        }
        guard FileManager.default.isWritableFile(atPath: url.path) else {
            throw LabError("\(path): the output folder is not writable")
        }
        return url
    }

    /// An output file whose folder exists (it is made when missing) and can be written, or one line at `option`
    /// saying why not.
    package static func outputFile(_ path: String, option: String) throws(LabError) -> URL {
        let url = URL(filePath: path, relativeTo: workingDirectory).standardizedFileURL
        var isFolder: ObjCBool = false
        if path.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
                && isFolder.boolValue)
        {
            throw LabError(at: .option(option, path), "is a folder; expected a file path such as report/junit.xml")
        }
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw LabError(at: .option(option, path), "cannot create its folder (\(JSONInput.reason(error)))")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw LabError(at: .option(option, path), "its folder is not writable")
        }
        return url
    }

    /// The reader of the files the scenario at `path` (as given) names: relative to its folder.
    package static func reader(forScenarioAt path: String) -> (String) throws(LabError) -> Data {
        let folder = URL(filePath: path, relativeTo: workingDirectory).deletingLastPathComponent()
        return { file throws(LabError) in try readFile(file, relativeTo: folder) }
    }

    /// What a scenario's `screen` file needs besides its bytes: a design's pictures, read relative to the screen
    /// file, which is relative to the scenario's folder (or the working directory, as ``readFile(_:relativeTo:)``).
    package static func pictures(forScenarioAt path: String) -> ScenarioRunner.PictureReader {
        let folder = URL(filePath: path, relativeTo: workingDirectory).deletingLastPathComponent()
        return { screen, data, file throws(LabError) in
            let beside = URL(filePath: file, relativeTo: folder)
            let here = URL(filePath: file, relativeTo: workingDirectory)
            let url =
                FileManager.default.fileExists(atPath: beside.path)
                    || !FileManager.default.fileExists(atPath: here.path)
                ? beside : here
            return try DesignFiles.attach(
                to: screen, data: data, screenURL: url, path: file, otherKinds: SDLImageFile.read)
        }
    }

    /// Reads a file a scenario names: relative to the scenario's `folder`, so a scenario works from any working
    /// directory; a path that only exists relative to the working directory (scenarios written before) still
    /// reads from there.
    package static func readFile(_ path: String, relativeTo folder: URL) throws(LabError) -> Data {
        let beside = URL(filePath: path, relativeTo: folder)
        let here = URL(filePath: path, relativeTo: workingDirectory)
        let url =
            FileManager.default.fileExists(atPath: beside.path) || !FileManager.default.fileExists(atPath: here.path)
            ? beside : here
        return try FileInput.read(url, path: path)
    }
}
