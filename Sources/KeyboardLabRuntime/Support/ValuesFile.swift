import Foundation
import KeyboardAvoidance
import KeyboardLabSDL
import LabFiles

/// The `--values FILE` store: the form's values as a JSON object of id → text, written atomically.
struct ValuesFile {
    let path: String
    /// False when the file was corrupt at start: it is then left untouched and never overwritten.
    private(set) var writable = true

    var url: URL { URL(filePath: path, relativeTo: LabSetup.workingDirectory) }

    /// Reads the values; a missing file gives none, a corrupt one is reported and left alone.
    mutating func load() -> [String: String] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        do {
            return try FileInput.json([String: String].self, from: url)
        } catch {
            writable = false
            Console.error("\(error.description) (values file left untouched; edits will not be saved to it)")
            return [:]
        }
    }

    /// Writes the values to a temporary file beside the target, then renames it over the target.
    func save(_ values: [String: String]) -> Bool {
        guard writable else { return false }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(values)
            let temporary = url.deletingLastPathComponent().appending(path: ".\(url.lastPathComponent).\(getpid()).tmp")
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw LabError(reason)
            }
            return true
        } catch {
            Console.error(
                "\(path): cannot save the values (\((error as? LabError)?.description ?? JSONInput.reason(error)))")
            return false
        }
    }
}
