import Foundation
import Testing

/// The integration run's switch and inputs: `.ci/integration` sets KEYBOARD_LAB_BIN to the folder of the release
/// binaries, and `.ci/test` sets KEYBOARD_LAB_GOLDEN_REPORT to the report of its one `check` of the shipped suite.
/// Without KEYBOARD_LAB_BIN every suite of this target is skipped, so plain `swift test` runs only the in-process
/// suites.
enum Integration {
    /// The folder holding the built `keyboard-lab`, or nil outside the integration run.
    static let binaries: URL? = ProcessInfo.processInfo.environment["KEYBOARD_LAB_BIN"].flatMap {
        $0.isEmpty ? nil : URL(filePath: $0, directoryHint: .isDirectory)
    }

    /// The trait every suite of this target carries: enabled only in the integration run.
    static let run: ConditionTrait = .enabled(
        if: binaries != nil, "an integration test: run .ci/integration, or set KEYBOARD_LAB_BIN to .build/release")

    /// The report folder of this run's `check` of the shipped golden suite, when one was handed over.
    static let goldenReport: URL? = ProcessInfo.processInfo.environment["KEYBOARD_LAB_GOLDEN_REPORT"].flatMap {
        $0.isEmpty ? nil : URL(filePath: $0, directoryHint: .isDirectory)
    }

    /// The `keyboard-lab` binary of the integration run.
    static func executable() throws -> URL {
        guard let binaries else { throw CLIError("KEYBOARD_LAB_BIN is not set; expected the folder of keyboard-lab") }
        let url = binaries.appending(path: "keyboard-lab")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw CLIError("\(url.path): no keyboard-lab there; build it with swift build -c release")
        }
        return url
    }
}
