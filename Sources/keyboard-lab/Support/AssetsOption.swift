import ArgumentParser
import Foundation
import LabFiles

/// The option every command shares: where the assets are.
struct AssetsOption: ParsableArguments {
    @Option(
        name: .customLong("assets"),
        help:
            "The Assets folder (default: $KEYBOARD_LAB_ASSETS, else found from this program's own location, else ./Assets)."
    )
    var explicit: String?

    /// The Assets folder: `--assets`, else `$KEYBOARD_LAB_ASSETS`, else `Assets` or `share/keyboard-lab/Assets`
    /// beside or above this program's real location (a checkout, an unpacked release archive, an install prefix),
    /// wherever it was started from (by its path or through PATH), else `./Assets`.
    var path: String? {
        if let explicit { return explicit }
        let workingDirectory = URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)
        return FileInput.locateAssets(
            environment: ProcessInfo.processInfo.environment, executable: LabPrograms.executable,
            workingDirectory: workingDirectory
        ).path
    }
}
