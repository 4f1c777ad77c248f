import Foundation
import KeyboardAvoidance
import KeyboardLabRuntime

extension Benchmarks {
    /// The shipped scenarios (`Assets/Scenarios/*.scenario`), by path, in name order.
    func shippedScenarios() throws -> [String] {
        let folder = resources.folder.appending(path: "Scenarios")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".scenario") }
            .sorted().map { folder.appending(path: $0).path }
    }

    /// Records the goldens of every shipped scenario, images and `values.json`, into a new scratch folder with
    /// `keyboard-lab check --record all --values` run as a child (untimed), and returns that goldens folder: what the
    /// suite's figures check against, the same files as the repository's goldens, without reading `Tests/`.
    /// The caller removes the folder above it when done.
    func recordGoldens() throws -> URL {
        let folder = try Self.scratchFolder()
        let goldens = folder.appending(path: "goldens")
        _ = try timedChild(
            ["check"] + shippedScenarios() + [
                "--goldens", goldens.path, "--report", folder.appending(path: "report").path, "--record", "all",
                "--values",
            ])
        try? FileManager.default.removeItem(at: folder.appending(path: "report"))
        return goldens
    }

    /// The goldens ``recordGoldens()`` wrote for this run.
    ///
    /// - Throws: When none were recorded.
    func shippedGoldens() throws(LabError) -> URL {
        guard let goldens else { throw LabError("bench: the shipped suite's goldens were not recorded") }
        return goldens
    }
}
